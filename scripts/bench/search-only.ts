/**
 * `npm run bench:search`: only the search step of `npm run bench` (search-latency.ts: the results
 * page across categories, its category counts and suggestions, then the largest sitemap file),
 * for working on it. Reuses the bench database (loading it first when missing), builds the worker
 * as deployed and runs it on workerd behind PgBouncer as the full run does, prints each case and
 * the worst p99s and the Worker's garbage collections (gc-trace.ts) instead of writing docs/benchmarks.md, and exits 1 when a case's server p99 is
 * over the target. BENCH_SEARCH_FILTER=<regex> measures only the cases whose name matches, of these and
 * of the category pages' (browse-paths.ts).
 */
import { exitWith, onBenchWorker } from "./bench-main";
import { browsePaths } from "./browse-paths";
import { GcTrace, gcPhase } from "./gc-trace";
import { sampleRoundRobin, SLOW_MARGIN_MS, slowRequests } from "./latency";
import { LATENCY_TARGET_MS } from "./report";
import { measureSearchLatency, measureSitemap, SEARCH_SAMPLES, SEARCH_WARMUP, searchPaths } from "./search-latency";
import { startWorker } from "./worker";

const log = (line: string) => console.log(line);
const filter = process.env.BENCH_SEARCH_FILTER ? new RegExp(process.env.BENCH_SEARCH_FILTER) : undefined;

exitWith(() =>
  onBenchWorker(log, async ({ build, workerDatabaseUrl, fixture }) => {
    const gcTrace = new GcTrace();
    const worker = await startWorker(build.scriptPath, workerDatabaseUrl, { gc: gcTrace });
    try {
      log(`search across categories, facets and suggestions (${SEARCH_SAMPLES} requests each)`);
      const measure = () =>
        filter
          ? sampleRoundRobin(
              worker.url,
              [...searchPaths(fixture), ...browsePaths(fixture)].filter(([name]) => filter.test(name)),
              { warmup: SEARCH_WARMUP, samples: SEARCH_SAMPLES },
              log,
            )
          : measureSearchLatency(worker.url, fixture, log);
      const search = await gcPhase(gcTrace, {}, "search", measure, log);
      if (!filter) await measureSitemap(worker.url, log);
      const worst = [...search].sort((a, b) => b.serverP99 - a.serverP99);
      log(`worst server p99 (target ≤ ${LATENCY_TARGET_MS} ms):`);
      for (const r of worst.slice(0, 10)) log(`  ${r.serverP99} ms (p50 ${r.serverP50}, ${r.slowSamples} slow)  ${r.name}`);
      const slow = slowRequests(search);
      log(
        `slow requests (≥ ${SLOW_MARGIN_MS} ms over their case's median): ${slow.count} of ${slow.samples} (${(slow.rate * 100).toFixed(2)} %)`,
      );
      return worst[0] && worst[0].serverP99 > LATENCY_TARGET_MS ? 1 : 0;
    } finally {
      await worker.dispose();
    }
  }),
);
