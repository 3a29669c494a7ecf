/**
 * `npm run bench:plans`: only the query-plan step of `npm run bench` (query-plans.ts), for working
 * on a plan. Reuses the bench database in .data/bench (loading it first when missing) and exits 1
 * when a case has a sequential scan in any statistics round. BENCH_PLAN_FILTER=<regex> plans only
 * the cases whose name matches.
 */
import { exitWith, onBenchData } from "./bench-main";
import { nodeKysely } from "../lib/kysely-node";
import { explainAll } from "./query-plans";

const log = (line: string) => console.log(line);

exitWith(() =>
  onBenchData(log, async (databaseUrl) => {
    const db = nodeKysely(databaseUrl);
    try {
      const only = process.env.BENCH_PLAN_FILTER ? new RegExp(process.env.BENCH_PLAN_FILTER) : undefined;
      const plans = await explainAll(db, log, only);
      const failed = plans.filter((p) => p.seqScans.length);
      for (const p of failed) log(`FAILED ${p.name}: ${p.seqScans.join(", ")}`);
      return failed.length ? 1 : 0;
    } finally {
      await db.destroy();
    }
  }),
);
