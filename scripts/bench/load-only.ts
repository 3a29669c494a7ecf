/**
 * `npm run bench:load`: only the load step of `npm run bench` (load.ts), for working on it. Reuses
 * the bench database in .data/bench (loading it first when missing), builds the worker as deployed,
 * prints the report's load section instead of writing docs/benchmarks.md, and exits 1 on an
 * error, as the full run does.
 */
import { loadPlanFixture } from "../../tests/support/query-plan-cases";
import { exitWith, onBenchData } from "./bench-main";
import { nodeKysely } from "../lib/kysely-node";
import { LOAD_CLIENTS, LOAD_SECONDS, measureLoad } from "./load";
import { loadSection, loadSummaryRows } from "./load-report";
import { startBenchPgBouncer } from "./pooler";
import { buildWorker } from "./worker";

const log = (line: string) => console.log(line);

exitWith(() =>
  onBenchData(log, async (databaseUrl) => {
    const db = nodeKysely(databaseUrl);
    const fixture = await loadPlanFixture(db).finally(() => db.destroy());
    const build = await buildWorker();
    const pooler = await startBenchPgBouncer(databaseUrl);
    if (!pooler) log("PgBouncer unavailable: direct connections");
    try {
      log(`load: ${LOAD_CLIENTS} clients for ${LOAD_SECONDS} s`);
      const load = await measureLoad({
        scriptPath: build.scriptPath,
        databaseUrl: pooler?.connectionString ?? databaseUrl,
        adminUrl: databaseUrl,
        fixture,
        log,
      });
      log(["", ...loadSummaryRows(load), "", ...loadSection(load)].join("\n"));
      return load.passed ? 0 : 1;
    } finally {
      await pooler?.stop();
    }
  }),
);
