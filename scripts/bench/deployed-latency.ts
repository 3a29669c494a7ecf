/**
 * Latency as deployed (#34 point 2): wrangler.toml's placement hint runs the Worker next to the
 * database; without it, or where it is not followed, the Worker runs next to the visitor and every
 * database round trip crosses the distance (the worst case, which the goal is for). Two instances
 * of the bench Worker (worker.ts), both with the UI build as assets and the edge cache off (every
 * figure is a miss, its worst case): one reaches the pooler directly, as the other steps do ("next
 * to the database"); the other through delay-proxy.ts, a 50 ms round trip away
 * (BENCH_DEPLOYED_ONE_WAY_MS each way, 25 by default) with a round trip's TCP handshake on each new
 * connection ("50 ms away").
 *
 * One request at a time, the two instances in turn, after uncounted warm-up rounds: each public
 * page's API calls (public-pages.ts), each alone and then all at once as the browser sends them (the
 * page's data is there when the last answer is); and the HTML pages' time to first byte. Each call's
 * database round trips are the Worker's own count (Server-Timing `db`, middleware/server-timing.ts).
 * Then the home and a bike page's LCP in Chromium at 4× CPU (ui.ts) from each instance: the pages
 * come rendered with their data, so the database's distance is in their first paint.
 */
import type { PlanFixture } from "../../tests/support/query-plan-cases";
import { DEFAULT_ONE_WAY_MS, startDelayProxy } from "./delay-proxy";
import { publicPages } from "./public-pages";
import { median, percentile } from "./stats";
import { LCP_TARGET_MS, measurePagesLcp, type PaintResult } from "./ui";
import { BENCH_UI_DIR, rateLimitBindings, startWorker, type RunningWorker } from "./worker";

const DEPLOYED_SAMPLES = Number(process.env.BENCH_DEPLOYED_SAMPLES ?? 40);
const DEPLOYED_WARMUP = 5;
const ONE_WAY_MS = Number(process.env.BENCH_DEPLOYED_ONE_WAY_MS ?? DEFAULT_ONE_WAY_MS);
/** #34's goal: every public page's data within this p50 with the database a 50 ms round trip away. */
export const PAGE_DATA_TARGET_MS = 150;

const PLACEMENTS = ["near", "far"] as const;
type Placement = (typeof PLACEMENTS)[number];

interface CallTiming {
  /** As the client sees it: the request sent to the answer's last byte. */
  p50: number;
  p99: number;
  /** Server-Timing `app` and `db` medians. */
  serverP50: number;
  dbP50: number;
  /** Database round trips the Worker counted, the fewest and the most over the samples. */
  roundTrips: { min: number; max: number };
}

export interface CallResult {
  page: string;
  name: string;
  path: string;
  near: CallTiming;
  far: CallTiming;
}

interface PageTiming {
  /** The page's calls sent at once, to the last answer. */
  dataP50: number;
  dataP99: number;
  /** The HTML page's first byte (its headers), when the Worker writes one. */
  htmlFirstByteP50?: number;
  htmlFirstByteP99?: number;
}

interface PageResult {
  page: string;
  calls: number;
  html?: string;
  near: PageTiming;
  far: PageTiming;
}

export interface DeployedLatencyResult {
  oneWayMs: number;
  samples: number;
  warmup: number;
  /** Through PgBouncer (production's pooled endpoint), else straight to Postgres. */
  pooled: boolean;
  calls: CallResult[];
  pages: PageResult[];
  /** The home and a bike page's LCP at 4× CPU, from each instance (ui.ts). */
  lcp: Record<Placement, PaintResult[]>;
}

interface Answer {
  ms: number;
  server: number;
  db: number;
  roundTrips: number;
}

/** Server-Timing's `app` and `db` entries; no `db` entry is no database work. */
function parseServerTiming(header: string | null): Omit<Answer, "ms"> {
  const text = header ?? "";
  const app = /app;dur=([\d.]+)/.exec(text);
  const db = /db;dur=([\d.]+);desc="(\d+) round trips?"/.exec(text);
  return { server: Number(app?.[1] ?? Number.NaN), db: Number(db?.[1] ?? 0), roundTrips: Number(db?.[2] ?? 0) };
}

async function call(url: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
  return { ms, ...parseServerTiming(response.headers.get("server-timing")) };
}

async function firstByte(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  const ms = performance.now() - started;
  const body = await response.text();
  if (!response.ok || !response.headers.get("content-type")?.startsWith("text/html"))
    throw new Error(`${url} answered ${response.status} ${response.headers.get("content-type")}: ${body.slice(0, 200)}`);
  return ms;
}

async function allAtOnce(urls: string[]): Promise<number> {
  const started = performance.now();
  await Promise.all(urls.map(call));
  return performance.now() - started;
}

const printProblems = ({ level, message }: { level: string; message: string }) =>
  (level === "error" || level === "warn") && console.error(message);

/** A post to open: the newest, as the home page links it. */
async function newestBlogId(base: string): Promise<number> {
  const posts = (await (await fetch(`${base}/api/blogsLimit`)).json()) as Array<{ _id: number }>;
  if (!posts[0]) throw new Error("no blog post in the bench database");
  return posts[0]._id;
}

const callTiming = (answers: Answer[]): CallTiming => {
  const ms = answers.map((a) => a.ms);
  const trips = answers.map((a) => a.roundTrips);
  return {
    p50: median(ms),
    p99: percentile(ms, 99),
    serverP50: median(answers.map((a) => a.server)),
    dbP50: median(answers.map((a) => a.db)),
    roundTrips: { min: Math.min(...trips), max: Math.max(...trips) },
  };
};

export interface DeployedLatencyOptions {
  scriptPath: string;
  /** The pooler (or Postgres), as the other steps' Worker reaches it. */
  databaseUrl: string;
  pooled: boolean;
  fixture: PlanFixture;
  log: (line: string) => void;
}

export async function measureDeployedLatency(o: DeployedLatencyOptions): Promise<DeployedLatencyResult> {
  const database = new URL(o.databaseUrl);
  const proxy = await startDelayProxy({ host: database.hostname, port: Number(database.port) }, ONE_WAY_MS);
  const farUrl = new URL(o.databaseUrl);
  farUrl.hostname = proxy.host;
  farUrl.port = String(proxy.port);
  const workers: Partial<Record<Placement, RunningWorker>> = {};
  try {
    // The edge cache off (worker.ts): each answer is the Worker's own, as on a cache miss. Its
    // warnings and errors are printed, not its line per request.
    // The rate limits as deployed: the bike page's view count passes one.
    const options = { cache: false, assetsDir: BENCH_UI_DIR, onLog: printProblems, ratelimits: rateLimitBindings() };
    workers.near = await startWorker(o.scriptPath, o.databaseUrl, options);
    workers.far = await startWorker(o.scriptPath, farUrl.href, options);
    const base: Record<Placement, string> = { near: workers.near.url, far: workers.far.url };
    const pages = publicPages(o.fixture, await newestBlogId(base.near));

    const answers = new Map<string, Answer[]>();
    const pageData = new Map<string, number[]>();
    const html = new Map<string, number[]>();
    const keep = <T>(map: Map<string, T[]>, key: string, value: T) => (map.get(key) ?? map.set(key, []).get(key)!).push(value);
    for (let round = 0; round < DEPLOYED_WARMUP + DEPLOYED_SAMPLES; round++) {
      const counted = round >= DEPLOYED_WARMUP;
      for (const page of pages)
        for (const placement of PLACEMENTS) {
          const at = base[placement];
          for (const [name, path] of page.calls) {
            const answer = await call(at + path);
            if (counted) keep(answers, `${placement} ${page.name} ${name}`, answer);
          }
          const data = await allAtOnce(page.calls.map(([, path]) => at + path));
          if (counted) keep(pageData, `${placement} ${page.name}`, data);
          if (page.html) {
            const ms = await firstByte(at + page.html);
            if (counted) keep(html, `${placement} ${page.name}`, ms);
          }
        }
    }

    const calls = pages.flatMap((page) =>
      page.calls.map(([name, path]): CallResult => {
        const [near, far] = PLACEMENTS.map((placement) => callTiming(answers.get(`${placement} ${page.name} ${name}`)!));
        return { page: page.name, name, path, near: near!, far: far! };
      }),
    );
    const pageResults = pages.map((page): PageResult => {
      const [near, far] = PLACEMENTS.map((placement): PageTiming => {
        const data = pageData.get(`${placement} ${page.name}`)!;
        const firstBytes = html.get(`${placement} ${page.name}`);
        return {
          dataP50: median(data),
          dataP99: percentile(data, 99),
          ...(firstBytes ? { htmlFirstByteP50: median(firstBytes), htmlFirstByteP99: percentile(firstBytes, 99) } : {}),
        };
      });
      return { page: page.name, calls: page.calls.length, html: page.html, near: near!, far: far! };
    });
    for (const c of calls)
      o.log(
        `  ${c.page}: ${c.name} (${c.path}): round trips ${describeTrips(c.far.roundTrips)}; p50 ${c.near.p50.toFixed(1)} ms near, ${c.far.p50.toFixed(1)} ms far (p99 ${c.far.p99.toFixed(1)})`,
      );
    for (const p of pageResults)
      o.log(
        `  ${p.page} page, its ${p.calls} calls at once: p50 ${p.near.dataP50.toFixed(1)} ms near, ${p.far.dataP50.toFixed(1)} ms far` +
          (p.html
            ? `; HTML ${p.html} first byte p50 ${p.near.htmlFirstByteP50!.toFixed(1)} / ${p.far.htmlFirstByteP50!.toFixed(1)} ms`
            : ""),
      );
    const lcp = {} as Record<Placement, PaintResult[]>;
    for (const placement of PLACEMENTS) {
      o.log(`  LCP, the database ${placement === "near" ? "next to the Worker" : `${2 * ONE_WAY_MS} ms away`}:`);
      lcp[placement] = await measurePagesLcp(base[placement], o.fixture.deepId, o.log);
    }
    return { oneWayMs: ONE_WAY_MS, samples: DEPLOYED_SAMPLES, warmup: DEPLOYED_WARMUP, pooled: o.pooled, calls, pages: pageResults, lcp };
  } finally {
    await workers.near?.dispose();
    await workers.far?.dispose();
    await proxy.close();
  }
}

/** "2", or "2–3" when the samples differed. */
export const describeTrips = ({ min, max }: { min: number; max: number }) => (min === max ? `${min}` : `${min}–${max}`);

/** The pages whose LCP is over its goal, next to the database or far from it. */
export const lcpOverTarget = (d: DeployedLatencyResult) =>
  PLACEMENTS.flatMap((placement) =>
    d.lcp[placement].filter((p) => p.lcpMs > LCP_TARGET_MS[placement]).map((p) => `${p.page} (${placement})`),
  );

/** The pages whose data p50 is over the goal with the database far. */
export const pagesOverTarget = (d: DeployedLatencyResult) => d.pages.filter((p) => p.far.dataP50 > PAGE_DATA_TARGET_MS);
