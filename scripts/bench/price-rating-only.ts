/**
 * `npx tsx scripts/bench/price-rating-only.ts`: only the fair-price rating's steps of `npm run
 * bench` (price-rating.ts) — the full recompute at 1M bikes, one bike's rating, "Best deals first"
 * browse through the Worker — and the rating's query plans, on the bench database (BENCH_DATA_DIR),
 * printed (the rows `npm run bench` writes to docs/benchmarks.md) instead of written. Exits 1 when a
 * figure misses its target.
 */
import { loadPlanFixture } from "../../tests/support/query-plan-cases";
import { exitWith, onBenchData } from "./bench-main";
import { nodeKysely } from "../lib/kysely-node";
import { startBenchPgBouncer } from "./pooler";
import {
  explainPriceRatingPlans,
  measureDealBrowse,
  measureOneRating,
  measureRecompute,
  priceRatingFailures,
  priceRatingSection,
  priceRatingSummaryRows,
} from "./price-rating";
import { buildWorker, startWorker } from "./worker";

const log = (line: string) => console.log(line);

exitWith(() =>
  onBenchData(log, async (databaseUrl) => {
    log("price ratings: full recompute");
    const recomputes = await measureRecompute(databaseUrl, log);
    const oneRating = await measureOneRating(databaseUrl, log);
    const db = nodeKysely(databaseUrl);
    const { fixture, plans } = await (async () => {
      try {
        const fixture = await loadPlanFixture(db);
        return { fixture, plans: await explainPriceRatingPlans(db, fixture) };
      } finally {
        await db.destroy();
      }
    })();
    for (const p of plans)
      log(`  plan ${p.name}: ${p.access}, ${p.executionMs.toFixed(2)} ms${p.seqScans.length ? ` ❌ ${p.seqScans.join(", ")}` : ""}`);
    const build = await buildWorker();
    const pooler = await startBenchPgBouncer(databaseUrl);
    const worker = await startWorker(build.scriptPath, pooler?.connectionString ?? databaseUrl);
    try {
      log("best deals first browse");
      const result = { ...recomputes, oneRating, browse: await measureDealBrowse(worker.url, fixture, log) };
      for (const line of [...priceRatingSummaryRows(result), "", ...priceRatingSection(result)]) log(line);
      const failures = [...priceRatingFailures(result), ...plans.filter((p) => p.seqScans.length).map((p) => `seq scan: ${p.name}`)];
      for (const f of failures) log(`FAILED ${f}`);
      return failures.length ? 1 : 0;
    } finally {
      await worker.dispose();
      await pooler?.stop();
    }
  }),
);
