/**
 * `npm run bench:plans`: only the query-plan step of `npm run bench` (query-plans.ts), for working
 * on a plan. Reuses the bench database in .data/bench (loading it first when missing) and exits 1
 * when a case has a sequential scan in any statistics round.
 */
import { startBenchPostgres } from "./bench-db";
import { ensureScaleData } from "./generate-data";
import { nodeKysely } from "./kysely-node";
import { explainAll } from "./query-plans";

const log = (line: string) => console.log(line);

async function main(): Promise<number> {
  const postgres = await startBenchPostgres(log);
  try {
    const data = await ensureScaleData(postgres.connectionString, log);
    log(`${data.bikes} bikes ${data.reused ? "(reused)" : `loaded in ${data.seconds.toFixed(0)} s`}`);
    const db = nodeKysely(postgres.connectionString);
    try {
      const plans = await explainAll(db, log);
      const failed = plans.filter((p) => p.seqScans.length);
      for (const p of failed) log(`FAILED ${p.name}: ${p.seqScans.join(", ")}`);
      return failed.length ? 1 : 0;
    } finally {
      await db.destroy();
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
