/** The latency-as-deployed step's rows in docs/benchmarks.md's summary and its own section (report.ts). */
import { describeTrips, PAGE_DATA_TARGET_MS, pagesOverTarget, type CallResult, type DeployedLatencyResult } from "./deployed-latency";
import { LCP_TARGET_MS } from "./ui";

const n = (value: number | undefined, digits = 0) => (value !== undefined && Number.isFinite(value) ? value.toFixed(digits) : "–");
const mark = (ok: boolean) => (ok ? "✅" : "❌");
const trips = (c: CallResult) => {
  const [far, near] = [describeTrips(c.far.roundTrips), describeTrips(c.near.roundTrips)];
  return far === near ? far : `${far} (${near})`;
};

export function deployedSummaryRows(d: DeployedLatencyResult): string[] {
  const worst = [...d.pages].sort((a, b) => b.far.dataP50 - a.far.dataP50)[0]!;
  const rtt = 2 * d.oneWayMs;
  return [
    `| latency as deployed: each public page's data (its API calls at once, edge cache miss) p50, the Worker a ${rtt} ms round trip from the database (not placed next to it); worst: ${worst.page} | ${d.pages.map((p) => `${p.page} ${n(p.far.dataP50)} ms`).join(", ")} (next to the database: ${n(Math.min(...d.pages.map((p) => p.near.dataP50)))}–${n(Math.max(...d.pages.map((p) => p.near.dataP50)))} ms) | ≤ ${PAGE_DATA_TARGET_MS} ms | ${mark(pagesOverTarget(d).length === 0)} |`,
    `| latency as deployed: HTML pages' first byte p50, the Worker ${rtt} ms from the database (reported, not judged) | ${d.pages
      .filter((p) => p.html)
      .map((p) => `${p.page} ${n(p.far.htmlFirstByteP50)} ms`)
      .join(", ")} | – | – |`,
    ...d.lcp.near.map((near, at) => {
      const far = d.lcp.far[at]!;
      const ok = near.lcpMs <= LCP_TARGET_MS.near && far.lcpMs <= LCP_TARGET_MS.far;
      return `| UI: ${near.page} LCP as the Worker renders it, headless Chromium, 4× CPU throttling (median of ${near.loads} cold loads, edge cache miss): next to the database / ${rtt} ms from it | ${n(near.lcpMs)} ms (FCP ${n(near.fcpMs)}) / ${n(far.lcpMs)} ms (FCP ${n(far.fcpMs)}) | ≤ ${LCP_TARGET_MS.near} / ≤ ${LCP_TARGET_MS.far} ms | ${mark(ok)} |`;
    }),
  ];
}

export function deployedSection(d: DeployedLatencyResult): string[] {
  const rtt = 2 * d.oneWayMs;
  const via = d.pooled ? "PgBouncer" : "Postgres (no pooler available)";
  return [
    `## Latency as deployed (the Worker next to the database, or a ${rtt} ms round trip from it)`,
    "",
    "The steps above have the Worker and the database side by side. Deployed, the Worker runs where wrangler.toml's",
    'placement hint puts it, next to the database (`[env.*.placement]`, README "Where it runs"), and a far visitor pays',
    "the distance once per request; without the hint, or where it is not followed, the Worker runs in the location",
    "nearest the visitor and every database round trip crosses the distance instead. Two more instances of the same",
    "Worker, with the UI build as their static assets and the edge cache off (every answer is the Worker's own, as on",
    `a cache miss: the worst case), reach ${via}: one directly ("next to the database"), the other through a TCP proxy`,
    `that delays every chunk ${d.oneWayMs} ms each way and makes each new connection wait one round trip first, the handshake`,
    `("${rtt} ms away"; scripts/bench/delay-proxy.ts). The goal is for the second, the worst case. Each request opens its`,
    "own connection, as in production; the driver sends the startup, password and first query in one write",
    "(edge-api/src/db/client.ts), so a request with one statement pays two round trips: the handshake and that write.",
    "Over Neon's WebSocket, TLS and the WebSocket upgrade may add more, which the proxy does not model.",
    "",
    `A page's API calls are those the UI sends when the page is opened by a signed-out visitor (scripts/bench/public-pages.ts).`,
    `One request at a time, the two instances in turn, ${d.samples} samples each after ${d.warmup} uncounted rounds (p99 is the`,
    `nearest rank${d.samples < 100 ? ", here the slowest: a stray spike of the shared machine shows in it" : ""}): each call alone, then the page's`,
    "calls at once as the browser sends them (its data is there when the last answer is), then its HTML page, whose",
    "first byte (the answer's headers) comes once the Worker has read its <head> and rendered it with its data",
    "(edge-api/src/seo/rendered-page.ts; the page's own calls answered inside the Worker). Times are round trips seen by a",
    "client next to the Worker: a visitor adds the distance to it, once per request. Round trips are the Worker's own",
    "count (`Server-Timing: db`, far from the database; next to it in brackets where it differs), which starts at the",
    "connection's first write: the handshake before it is one more round trip, in the `db` time but not in the count.",
    "",
    `| page | calls | data p50, next to the database | data p50, ${rtt} ms away | data p99, ${rtt} ms away | HTML first byte p50, next / ${rtt} ms away | goal: data p50 ≤ ${PAGE_DATA_TARGET_MS} ms |`,
    "|---|---|---|---|---|---|---|",
    ...d.pages.map(
      (p) =>
        `| ${p.page} | ${p.calls} | ${n(p.near.dataP50, 1)} ms | ${n(p.far.dataP50, 1)} ms | ${n(p.far.dataP99, 1)} ms | ${p.html ? `\`${p.html}\` ${n(p.near.htmlFirstByteP50, 1)} / ${n(p.far.htmlFirstByteP50, 1)} ms` : "– (the UI's shell)"} | ${mark(p.far.dataP50 <= PAGE_DATA_TARGET_MS)} |`,
    ),
    "",
    "Each call alone:",
    "",
    `| page | call | database round trips | next to the database p50 / p99 | ${rtt} ms away p50 / p99 | ${rtt} ms away: Worker (\`app\`) / database (\`db\`) p50 |`,
    "|---|---|---|---|---|---|",
    ...d.calls.map(
      (c) =>
        `| ${c.page} | ${c.name} \`${c.path}\` | ${trips(c)} | ${n(c.near.p50, 1)} / ${n(c.near.p99, 1)} ms | ${n(c.far.p50, 1)} / ${n(c.far.p99, 1)} ms | ${n(c.far.serverP50)} / ${n(c.far.dbP50)} ms |`,
    ),
    "",
  ];
}
