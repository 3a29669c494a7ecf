/** The load step's rows in docs/benchmarks.md's summary and its own section (report.ts). */
import { SAMPLE_EVERY_MS, type LoadResult } from "./load";
import { MIX, REQUESTS } from "./load-mix";
import { cacheable, hitRatioText, type EdgeCacheCounts } from "./edge-cache-counts";
import { MEMORY_RULE } from "./workerd-memory";

const n = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "–");
const num = (value: number) => value.toLocaleString("en");
const mark = (ok: boolean) => (ok ? "✅" : "❌");
const pct = (share: number) => `${Math.round(share * 100)} %`;

export function loadSummaryRows(l: LoadResult): string[] {
  const m = l.memory;
  const errors = l.total.errors + l.warmup.errors + l.workerErrorLines;
  const perKind = cachedKinds(l)
    .map((k) => `${k.kind} ${hitRatioText(k.edgeCache)}`)
    .join(", ");
  return [
    `| load on workerd: ${l.clients} clients for ${l.seconds} s (browse, bike page, booking, payment mix), errors | ${num(errors)} of ${num(l.total.requests)} requests (${n(l.total.reqPerSec, 0)} req/s, p99 ${n(l.total.p99, 0)} ms) | 0 | ${mark(errors === 0)} |`,
    `| load: memory the Worker holds (JS heap floor per third; open fds per third) | ${m.heap.floors.map((x) => n(x, 0)).join(" → ")} MB; ${m.fds.thirds.map((x) => n(x, 0)).join(" → ")} | stable | ${mark(m.stable)} |`,
    `| load: workerd RSS after warm-up → end (reported, not judged) | ${n(m.rss.start, 0)} → ${n(m.rss.end, 0)} MB (last third ${n(m.rssLastThirdMbPerMin, 0)} MB/min) | – | – |`,
    `| load: edge cache hit ratio of cacheable requests, (hit + stale) ÷ (hit + stale + miss) (reported, not judged) | ${perKind}; all ${hitRatioText(l.total.edgeCache)} (${num(cacheable(l.total.edgeCache))} of ${num(l.total.requests)} requests cacheable) | – | – |`,
  ];
}

/** The request kinds the edge cache had a say in (GETs without a token). */
const cachedKinds = (l: LoadResult) => l.kinds.filter((k) => cacheable(k.edgeCache) > 0);

const edgeCacheRow = (name: string, c: EdgeCacheCounts) =>
  `| ${name} | ${num(c.hit)} | ${num(c.stale)} | ${num(c.miss)} | ${num(c.none)} | ${hitRatioText(c)} |`;

function edgeCacheSection(l: LoadResult): string[] {
  return [
    "The Worker runs with Miniflare's Cache API on, as deployed, so the edge cache in front of it",
    "(edge-api/src/cache/edge-cache.ts) answers signed-out GETs from the copies it keeps: here the browse requests",
    "(first pages and filter options) and the bike pages; bookings and payments (signed in, POST) pass it by. The warm-up",
    "fills it, so the browse and bike page latencies above are mostly the cache's; the latency steps above measure the",
    "Worker and the database with it off. Miniflare keeps the copies in the same workerd process, not in Cloudflare's",
    "cache. The answers of the measured run by their `X-Edge-Cache` header (stale: the kept copy, refreshed behind it):",
    "",
    "| request | hit | stale | miss | not cacheable | hit ratio: (hit + stale) ÷ (hit + stale + miss) |",
    "|---|---|---|---|---|---|",
    ...l.kinds.map((k) => edgeCacheRow(k.kind, k.edgeCache)),
    edgeCacheRow("**all**", l.total.edgeCache),
    "",
  ];
}

export function loadSection(l: LoadResult): string[] {
  const m = l.memory;
  return [
    `## Load on workerd (${l.clients} concurrent clients, ${l.seconds} s, browse / bike page / booking / payment mix)`,
    "",
    `A second instance of the same worker (PgBouncer, 1M bikes, its edge cache on: below) with the sign-in and payment bindings of \`npm start\`:`,
    "the Auth emulator's unsigned tokens (FIREBASE_AUTH_EMULATOR, demo project), the offline Stripe server",
    "(scripts/lib/stripe-local.ts) and the `[[ratelimits]]` of wrangler.toml, so bookings are rate limited as deployed.",
    `Each client repeats one action at a time: ${pct(MIX.browse)} browse (the ${l.browseCases} category pages of the latency table,`,
    `in turn at random), ${pct(MIX.bikePage)} a bike page (${num(l.bikePages)} available bikes sampled from the 1M), ${pct(MIX.book)} a booking,`,
    `${pct(MIX.buy)} a purchase as the payment page makes it (booking, PaymentIntent, test-mode confirm with card 4242…, record).`,
    `Bookings sign in as the next of ${num(l.buyerPool)} bench buyers in turn (${num(l.bookings)} bookings: at most`,
    `${Math.ceil(l.bookings / l.buyerPool)} per buyer, against the limit of 10 per 60 s) and book a bike from a set reserved for`,
    "the load: the oldest available, unadvertised, never booked scale bikes, each booked once. Afterwards the load's",
    "payments and bookings are deleted and the bikes it sold put back on sale",
    `(this run: ${num(l.undone.bookings)} bookings, ${num(l.undone.payments)} payments, ${num(l.undone.resold)} bikes), so later steps and runs see the same data.`,
    `Figures are from the ${l.seconds} s after an uncounted ${l.warmupSeconds} s warm-up at the same concurrency`,
    `(${num(l.warmup.requests)} requests, ${l.warmup.errors} errors); latency is the round trip seen by the client.`,
    "An error is any answer other than the route's success status (4xx, 5xx, a timeout after 10 s, a refused",
    "connection), or an error line in the Worker's log.",
    "",
    "| request | success status | requests | req/s | p50 | p99 | errors |",
    "|---|---|---|---|---|---|---|",
    ...l.kinds.map(
      (k) =>
        `| ${k.kind}: \`${REQUESTS[k.kind].route}\` | ${REQUESTS[k.kind].expect} | ${num(k.requests)} | ${n(k.reqPerSec, 0)} | ${n(k.p50)} ms | ${n(k.p99)} ms | ${k.errors}${
          k.errors
            ? ` (${Object.entries(k.outcomes)
                .map(([s, c]) => `${s}: ${c}`)
                .join(", ")})`
            : ""
        } |`,
    ),
    `| **all** | | ${num(l.total.requests)} | ${n(l.total.reqPerSec, 0)} | ${n(l.total.p50)} ms | ${n(l.total.p99)} ms | ${l.total.errors} |`,
    "",
    `Purchases completed: ${num(l.purchases)} (warm-up included). Error lines in the Worker's log: ${l.workerErrorLines}.`,
    ...(l.errorSamples.length ? ["", "First errors:", "", ...l.errorSamples.map((e) => `- \`${e.replace(/`/g, "'")}\``)] : []),
    "",
    ...edgeCacheSection(l),
    `workerd's memory every ${SAMPLE_EVERY_MS / 1000} s: its resident memory (VmRSS of the workerd process Miniflare started for this`,
    "instance), the Worker isolate's used JavaScript heap (through workerd's inspector, scripts/bench/worker-heap.ts: what",
    "our code keeps alive) and workerd's open file descriptors (a leaked socket shows there).",
    `${MEMORY_RULE}.`,
    "",
    "| series | after warm-up | peak | end | medians of the thirds | floors of the thirds | verdict |",
    "|---|---|---|---|---|---|---|",
    ...(
      [
        ["workerd RSS", m.rss, " MB", null],
        ["Worker JS heap", m.heap, " MB", m.heap.stable],
        ["open file descriptors", m.fds, "", m.fds.stable],
      ] as const
    ).map(
      ([name, v, unit, stable]) =>
        `| ${name} | ${n(v.start, 0)}${unit} | ${n(v.peak, 0)}${unit} | ${n(v.end, 0)}${unit} | ${v.thirds.map((x) => n(x, 0)).join(" → ")}${unit} | ${v.floors.map((x) => n(x, 0)).join(" → ")}${unit} | ${stable === null ? "reported" : stable ? "stable ✅" : "not stable ❌"} |`,
    ),
    "",
    `Samples (RSS MB / heap MB / fds): ${m.samples.map((s) => `${n(s.rssMb, 0)}/${n(s.heapMb, 0)}/${s.fds}`).join(", ")}`,
    "",
  ];
}
