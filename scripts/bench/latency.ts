/**
 * Browse latency at scale: GET /api/bikes for one category with each filter, and keyset pages deep
 * into the results (page 1 vs page 500, reached by walking the cursor). Requests run one at a time
 * against the worker on workerd; each reports its server time (Server-Timing `app`) and its
 * round trip as seen from here. /api/health (a new database connection and `select 1`) is measured
 * in the same loop, since every request pays for opening its own connection.
 *
 * Each case gets SAMPLES requests (default 500, BENCH_LATENCY_SAMPLES), after WARMUP rounds that
 * are not counted, interleaved round-robin with the other cases. p99 is the nearest-rank 99th
 * percentile of all of them (with 500 samples the 6th-slowest: rank 495), so a single stray spike of a
 * shared machine does not decide it, while a case that is slow 1 % of the time still shows.
 */
import type { PlanFixture } from "../../tests/support/query-plan-cases";
import { browsePaths, PAGE } from "./browse-paths";
import { median, percentile } from "./stats";

export interface LatencyResult {
  name: string;
  path: string;
  serverP50: number;
  serverP99: number;
  roundTripP50: number;
  roundTripP99: number;
  samples: number;
  /** Samples whose server time is SLOW_MARGIN_MS or more over the case's median ("Where the p99 tail comes from"). */
  slowSamples: number;
}

/** How far over its case's median a request counts as slow: more than the spread of the request's own work. */
export const SLOW_MARGIN_MS = 8;

/** The slow requests (slowSamples) of some cases together: how many of how many, and their rate. */
export function slowRequests(cases: readonly LatencyResult[]) {
  const samples = cases.reduce((sum, l) => sum + l.samples, 0);
  const count = cases.reduce((sum, l) => sum + l.slowSamples, 0);
  return { samples, count, rate: samples ? count / samples : Number.NaN };
}

export const SAMPLES = Number(process.env.BENCH_LATENCY_SAMPLES ?? 500);
/** Uncounted rounds first: the worker's isolate, PgBouncer's server sessions and Postgres's caches warm up. */
export const WARMUP = 30;
const DEEP_PAGE = 500;

let sent = 0;
/** Requests timed so far (warm-up and cursor walks included): a phase's count for gc-trace.ts. */
export const timedRequests = () => sent;

export async function timed(url: string): Promise<{ server: number; roundTrip: number; body: string }> {
  sent++;
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  const roundTrip = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
  const server = Number(/app;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1] ?? Number.NaN);
  return { server, roundTrip, body };
}

/** The cursor of page `page` (1-based), following nextCursor; bounded by `page`. */
async function cursorOfPage(base: string, query: string, page: number): Promise<string> {
  let cursor = "";
  for (let p = 1; p < page; p++) {
    const { body } = await timed(`${base}/api/bikes?${query}${cursor ? `&cursor=${cursor}` : ""}`);
    const next = (JSON.parse(body) as { nextCursor: string | null }).nextCursor;
    if (!next) throw new Error(`only ${p} pages for ${query}`);
    cursor = next;
  }
  return cursor;
}

export async function measureLatency(base: string, fx: PlanFixture, log: (line: string) => void = () => {}): Promise<LatencyResult[]> {
  const category = `id=${fx.categoryId}&limit=${PAGE}`;
  const scenarios: Array<[string, string]> = [["health (connection + select 1)", "/api/health"], ...browsePaths(fx)];
  for (const sort of ["newest", "price_asc"] as const) {
    const query = `${category}&sort=${sort}`;
    const started = Date.now();
    const cursor = await cursorOfPage(base, query, DEEP_PAGE);
    log(`  walked ${DEEP_PAGE - 1} pages (${sort}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    scenarios.push([`page 1 (${sort})`, `/api/bikes?${query}`], [`page ${DEEP_PAGE} (${sort})`, `/api/bikes?${query}&cursor=${cursor}`]);
  }

  return sampleRoundRobin(base, scenarios, { warmup: WARMUP, samples: SAMPLES }, log);
}

/**
 * Times each scenario `samples` times after `warmup` uncounted rounds, round-robin over the
 * scenarios so machine noise spreads evenly over all of them (browse here, search-latency.ts).
 */
export async function sampleRoundRobin(
  base: string,
  scenarios: Array<[name: string, path: string]>,
  rounds: { warmup: number; samples: number },
  log: (line: string) => void,
): Promise<LatencyResult[]> {
  const samples = new Map(scenarios.map(([name]) => [name, { server: [] as number[], roundTrip: [] as number[] }]));
  for (let round = 0; round < rounds.warmup + rounds.samples; round++) {
    for (const [name, path] of scenarios) {
      const t = await timed(base + path);
      if (round < rounds.warmup) continue;
      samples.get(name)!.server.push(t.server);
      samples.get(name)!.roundTrip.push(t.roundTrip);
    }
  }
  return scenarios.map(([name, path]) => {
    const s = samples.get(name)!;
    const serverP50 = median(s.server);
    const result = {
      name,
      path,
      serverP50,
      serverP99: percentile(s.server, 99),
      roundTripP50: median(s.roundTrip),
      roundTripP99: percentile(s.roundTrip, 99),
      samples: s.server.length,
      slowSamples: s.server.filter((server) => server >= serverP50 + SLOW_MARGIN_MS).length,
    };
    log(
      `  ${name}: server p50 ${result.serverP50} p99 ${result.serverP99} ms; round trip p50 ${result.roundTripP50.toFixed(1)} p99 ${result.roundTripP99.toFixed(1)} ms`,
    );
    return result;
  });
}
