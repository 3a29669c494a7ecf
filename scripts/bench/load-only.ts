/**
 * `npm run bench:load`: only the load step of `npm run bench` (load.ts), for working on it. Reuses
 * the bench database in .data/bench (loading it first when missing), builds the worker as deployed,
 * prints the report's load section instead of writing docs/benchmarks.md, and exits 1 on an
 * error, as the full run does.
 */
import { loadPlanFixture } from "../../tests/support/query-plan-cases";
import { startBenchPostgres } from "./bench-db";
import { ensureScaleData } from "./generate-data";
import { nodeKysely } from "./kysely-node";
import { LOAD_CLIENTS, LOAD_SECONDS, measureLoad } from "./load";
import { loadSection, loadSummaryRows } from "./load-report";
import { startBenchPgBouncer } from "./pooler";
import { buildWorker } from "./worker";

const log = (line: string) => console.log(line);

async function main(): Promise<number> {
  const postgres = await startBenchPostgres(log);
  try {
    const data = await ensureScaleData(postgres.connectionString, log);
    log(`${data.bikes} bikes ${data.reused ? "(reused)" : `loaded in ${data.seconds.toFixed(0)} s`}`);
    const db = nodeKysely(postgres.connectionString);
    const fixture = await loadPlanFixture(db).finally(() => db.destroy());
    const build = await buildWorker();
    const pooler = await startBenchPgBouncer(postgres.connectionString);
    if (!pooler) log("PgBouncer unavailable: direct connections");
    try {
      log(`load: ${LOAD_CLIENTS} clients for ${LOAD_SECONDS} s`);
      const load = await measureLoad({
        scriptPath: build.scriptPath,
        databaseUrl: pooler?.connectionString ?? postgres.connectionString,
        adminUrl: postgres.connectionString,
        fixture,
        log,
      });
      log(["", ...loadSummaryRows(load), "", ...loadSection(load)].join("\n"));
      return load.passed ? 0 : 1;
    } finally {
      await pooler?.stop();
    }
  } finally {
    await postgres.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
