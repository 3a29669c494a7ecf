/**
 * `npm run bench:plans`: only the query-plan step of `npm run bench` (query-plans.ts), for working
 * on a plan. Reuses the bench database in .data/bench (loading it first when missing) and exits 1
 * when a case has a sequential scan in any statistics round.
 */
import { exitWith, onBenchData } from "./bench-main";
import { nodeKysely } from "./kysely-node";
import { explainAll } from "./query-plans";

const log = (line: string) => console.log(line);

exitWith(() =>
  onBenchData(log, async (databaseUrl) => {
    const db = nodeKysely(databaseUrl);
    try {
      const plans = await explainAll(db, log);
      const failed = plans.filter((p) => p.seqScans.length);
      for (const p of failed) log(`FAILED ${p.name}: ${p.seqScans.join(", ")}`);
      return failed.length ? 1 : 0;
    } finally {
      await db.destroy();
    }
  }),
);
