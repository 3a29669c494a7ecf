/**
 * Throughput on workerd (the Worker's own socket, worker.ts; no wrangler dev proxy): req/s of the browse
 * route next to two bare routes of the same worker — /api/health (its own database connection and
 * `select 1`) and an unknown /api path (no database at all) — with autocannon. A short uncounted
 * pass warms every route first (in earlier runs the first round was the slowest of every route); then rounds
 * alternate the routes so machine noise hits all of them, and the figures are the medians of the rounds.
 */
import autocannon from "autocannon";
import { median } from "./stats";

export interface ThroughputResult {
  name: string;
  path: string;
  reqPerSec: number;
  latencyP50: number;
  latencyP99: number;
  errors: number;
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP_SECONDS = 2;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 8;

export async function measureThroughput(
  base: string,
  categoryId: number,
  log: (line: string) => void = () => {},
): Promise<ThroughputResult[]> {
  const routes: Array<[string, string, number]> = [
    ["browse (category, newest, 12)", `/api/bikes?id=${categoryId}&limit=12`, 200],
    ["health (connection + select 1)", "/api/health", 200],
    ["no database (404 JSON)", "/api/no-such-route", 404],
  ];
  const runs = new Map(routes.map(([name]) => [name, [] as autocannon.Result[]]));
  for (const [, path] of routes) await autocannon({ url: base + path, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, path, status] of round % 2 ? [...routes].reverse() : routes) {
      const result = await autocannon({ url: base + path, connections: CONNECTIONS, duration: SECONDS });
      const wrongStatus = status === 200 ? result.non2xx : result["5xx"];
      runs.get(name)!.push({ ...result, errors: result.errors + wrongStatus });
      log(`  round ${round + 1} ${name}: ${result.requests.average.toFixed(0)} req/s`);
    }
  }
  return routes.map(([name, path]) => {
    const r = runs.get(name)!;
    return {
      name,
      path,
      reqPerSec: median(r.map((x) => x.requests.average)),
      latencyP50: median(r.map((x) => x.latency.p50)),
      latencyP99: median(r.map((x) => x.latency.p99)),
      errors: r.reduce((sum, x) => sum + x.errors, 0),
    };
  });
}
