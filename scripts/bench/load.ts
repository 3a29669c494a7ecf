/**
 * Load on workerd ("Hold under abuse", point 5): BENCH_LOAD_CLIENTS (50) concurrent clients for
 * BENCH_LOAD_SECONDS (60) run the browse / bike page / booking / payment mix of load-mix.ts
 * against a second instance of the bench worker (worker.ts: the production bundle, same database
 * and pooler), which also gets what buyers need to sign in and pay offline: emulator-style tokens
 * (emulator-token.ts), the offline Stripe server (scripts/lib/stripe-local.ts) and the rate-limit
 * bindings of wrangler.toml (edge-api/src/lib/platform/rate-limits.ts), so bookings are limited as
 * deployed, and its Cache API, so the edge cache in front of the Worker serves what it would
 * (edge-api/src/cache/edge-cache.ts): the answers are counted by how it served them (hit, stale,
 * miss, or not cacheable). An uncounted warm-up at the same concurrency comes first (it also fills
 * the cache); workerd's RSS is sampled every 2 s from its end. Any request answered otherwise than
 * its route's success status, and any error line the Worker logs, is an error. What the load wrote
 * is undone afterwards (load-data.ts).
 */
import { join } from "node:path";
import pg from "pg";
import type { PlanFixture } from "../../tests/support/query-plan-cases";
import { loadOrCreateLocalSecrets } from "../lib/local-secrets";
import { startLocalStripe } from "../lib/stripe-local";
import { BENCH_DATA_DIR } from "./bench-db";
import { browsePaths } from "./browse-paths";
import { addEdgeCacheCounts, describeEdgeCache, noEdgeCacheCounts, type EdgeCacheCounts } from "./edge-cache-counts";
import { pickLoadData, undoLoad, type Undone } from "./load-data";
import { allocator, REQUEST_KINDS, runMix, type Report, type RequestKind } from "./load-mix";
import { median, percentile } from "./stats";
import { rateLimitBindings, startWorker } from "./worker";
import { memoryVerdict, sampleMemory, startedWorkerd, type MemoryVerdict } from "./workerd-memory";
import { openHeapReader, type HeapReader } from "./worker-heap";

export const LOAD_CLIENTS = Number(process.env.BENCH_LOAD_CLIENTS ?? 50);
export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const LOAD_WARMUP_SECONDS = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 10);
export const SAMPLE_EVERY_MS = 2000;
const BUYERS = 20_000;
const RESERVED = Number(process.env.BENCH_LOAD_RESERVED ?? 20_000);
const BIKE_PAGES = 2_000;
const PROJECT_ID = "demo-motomart";
const KEEP_SAMPLES = 5;
const INSPECTOR_PORT = Number(process.env.BENCH_INSPECTOR_PORT ?? 9329);

interface KindResult {
  kind: RequestKind;
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers by status ("200", "timeout", …). */
  outcomes: Record<string, number>;
  /** Answers by how the edge cache served them (X-Edge-Cache). */
  edgeCache: EdgeCacheCounts;
}

export interface LoadResult {
  clients: number;
  seconds: number;
  warmupSeconds: number;
  browseCases: number;
  /** Available bikes the bike pages pick from, and the bench buyers bookings take in turn. */
  bikePages: number;
  buyerPool: number;
  kinds: KindResult[];
  total: { requests: number; reqPerSec: number; p50: number; p99: number; errors: number; edgeCache: EdgeCacheCounts };
  warmup: { requests: number; errors: number };
  /** Over warm-up and run: bookings made (one buyer each, in turn), purchases completed. */
  bookings: number;
  purchases: number;
  /** Error lines the Worker logged (a 5xx, the rate limiter unreachable, …), and the first few of them. */
  workerErrorLines: number;
  errorSamples: string[];
  memory: MemoryVerdict;
  undone: Undone;
  /** No error of any kind (memory is reported, not part of this). */
  passed: boolean;
}

function tally() {
  const kinds = new Map(
    REQUEST_KINDS.map((kind) => [
      kind,
      { ms: [] as number[], outcomes: {} as Record<string, number>, edgeCache: noEdgeCacheCounts(), errors: 0 },
    ]),
  );
  const errorSamples: string[] = [];
  const report: Report = (kind, outcome, ms, ok, detail, edgeCache) => {
    const k = kinds.get(kind)!;
    k.ms.push(ms);
    k.outcomes[String(outcome)] = (k.outcomes[String(outcome)] ?? 0) + 1;
    if (edgeCache) k.edgeCache[edgeCache]++;
    if (ok) return;
    k.errors++;
    if (errorSamples.length < KEEP_SAMPLES) errorSamples.push(`${kind} ${outcome} ${detail}`);
  };
  const count = () => [...kinds.values()].reduce((sum, k) => sum + k.ms.length, 0);
  const errors = () => [...kinds.values()].reduce((sum, k) => sum + k.errors, 0);
  return { kinds, errorSamples, report, count, errors };
}

/** Per request kind and over all of them: count, rate, round-trip percentiles and errors. */
function summarise(t: ReturnType<typeof tally>, seconds: number): Pick<LoadResult, "kinds" | "total"> {
  const kinds = REQUEST_KINDS.map((kind): KindResult => {
    const k = t.kinds.get(kind)!;
    const count = k.ms.length;
    return {
      kind,
      requests: count,
      reqPerSec: count / seconds,
      p50: median(k.ms),
      p99: percentile(k.ms, 99),
      errors: k.errors,
      outcomes: k.outcomes,
      edgeCache: k.edgeCache,
    };
  });
  const all = [...t.kinds.values()].flatMap((k) => k.ms);
  const total = {
    requests: all.length,
    reqPerSec: all.length / seconds,
    p50: median(all),
    p99: percentile(all, 99),
    errors: t.errors(),
    edgeCache: kinds.reduce((sum, k) => addEdgeCacheCounts(sum, k.edgeCache), noEdgeCacheCounts()),
  };
  return { kinds, total };
}

export interface LoadOptions {
  scriptPath: string;
  /** What the worker connects to (PgBouncer, as the other steps). */
  databaseUrl: string;
  /** Direct Postgres, for picking and undoing the load's rows. */
  adminUrl: string;
  fixture: PlanFixture;
  log: (line: string) => void;
}

export async function measureLoad(o: LoadOptions): Promise<LoadResult> {
  const admin = new pg.Client({ connectionString: o.adminUrl });
  await admin.connect();
  try {
    const leftover = await undoLoad(admin);
    if (leftover.bookings) o.log(`    undid an interrupted earlier load: ${leftover.bookings} bookings, ${leftover.resold} sales`);
    const result = await run(o, admin);
    result.undone = await undoLoad(admin);
    o.log(`    undone: ${result.undone.bookings} bookings, ${result.undone.payments} payments, ${result.undone.resold} bikes back on sale`);
    return result;
  } catch (error) {
    await undoLoad(admin).catch(() => {});
    throw error;
  } finally {
    await admin.end();
  }
}

async function run(o: LoadOptions, admin: pg.Client): Promise<LoadResult> {
  const data = await pickLoadData(admin, { buyers: BUYERS, reserved: RESERVED, pages: BIKE_PAGES });
  const secrets = loadOrCreateLocalSecrets(join(BENCH_DATA_DIR, "local-secrets.json"));
  // Only sellers who can receive money can be paid (routes/payment.ts): the load's sellers get a
  // finished payout account, on the local Stripe server and in the database.
  const sellers = await admin.query<{ id: number; email: string }>(
    `UPDATE users SET stripe_account_id = 'acct_bench' || id, payout_status = 'active'
     WHERE id IN (SELECT seller_id FROM bikes WHERE id = ANY($1::int[])) RETURNING id, email`,
    [[...data.reserved, ...data.pages]],
  );
  const connectedAccounts = sellers.rows.map((s) => ({ id: `acct_bench${s.id}`, email: s.email }));
  // No webhook: POST /api/payment records each payment, so its answer is always 201, never a replay's 200.
  const stripe = await startLocalStripe({ port: 0, apiKey: secrets.stripeKey, connectedAccounts });
  const workerErrors: string[] = [];
  let workerErrorLines = 0;
  try {
    const { value: worker, pid } = await startedWorkerd(() =>
      startWorker(o.scriptPath, o.databaseUrl, {
        bindings: {
          FIREBASE_AUTH_EMULATOR: "true",
          FIREBASE_PROJECT_ID: PROJECT_ID,
          STRIPE_API_BASE: stripe.url,
          STRIPE_LOCAL_KEY: secrets.stripeKey,
          STRIPE_LOCAL_WEBHOOK_SECRET: secrets.webhookSecret,
          PLATFORM_FEE_PERCENT: "5",
          PLATFORM_FEE_MIN_CENTS: "500",
        },
        ratelimits: rateLimitBindings(),
        // As deployed: anonymous GETs (browse, bike pages) are served from the edge cache when it has them.
        cache: true,
        inspectorPort: INSPECTOR_PORT,
        // One info line per request otherwise; only error lines matter here.
        onLog: ({ level, message }) => {
          if (level !== "error") return;
          workerErrorLines++;
          if (workerErrors.length < KEEP_SAMPLES) workerErrors.push(`worker: ${message.slice(0, 300)}`);
        },
      }),
    );
    let heap: HeapReader | undefined;
    try {
      heap = await openHeapReader(INSPECTOR_PORT);
      const warm = tally();
      const measured = tally();
      let current = warm;
      const ctx = {
        base: worker.url,
        data,
        browse: browsePaths(o.fixture).map(([, path]) => path),
        alloc: allocator(data, PROJECT_ID),
        report: ((...args) => current.report(...args)) as Report,
      };
      let purchases = await runMix(ctx, LOAD_CLIENTS, LOAD_WARMUP_SECONDS);
      o.log(`    warm-up: ${warm.count()} requests, ${warm.errors()} errors`);
      current = measured;
      const sampler = sampleMemory(pid, heap, SAMPLE_EVERY_MS);
      const started = performance.now();
      purchases += await runMix(ctx, LOAD_CLIENTS, LOAD_SECONDS);
      const elapsed = (performance.now() - started) / 1000;
      const { kinds, total } = summarise(measured, elapsed);
      const memory = memoryVerdict(await sampler.stop());
      for (const k of kinds)
        o.log(
          `    ${k.kind}: ${k.requests} (${k.reqPerSec.toFixed(0)}/s) p50 ${k.p50.toFixed(1)} p99 ${k.p99.toFixed(1)} ms, ${k.errors} errors; ${describeEdgeCache(k.edgeCache)}`,
        );
      const { rss, heap: js, fds } = memory;
      o.log(
        `    workerd RSS ${rss.start.toFixed(0)} → ${rss.end.toFixed(0)} MB (last third ${memory.rssLastThirdMbPerMin.toFixed(0)} MB/min); ` +
          `Worker heap floors ${js.floors.map((x) => x.toFixed(0)).join(" → ")} MB; open fds ${fds.thirds.join(" → ")} (${memory.stable ? "stable" : "NOT stable"})`,
      );
      const errorSamples = [...warm.errorSamples, ...measured.errorSamples, ...workerErrors];
      for (const line of errorSamples) o.log(`    ${line}`);
      return {
        clients: LOAD_CLIENTS,
        seconds: LOAD_SECONDS,
        warmupSeconds: LOAD_WARMUP_SECONDS,
        browseCases: ctx.browse.length,
        bikePages: data.pages.length,
        buyerPool: data.buyers.length,
        kinds,
        total,
        warmup: { requests: warm.count(), errors: warm.errors() },
        bookings: ctx.alloc.bookings,
        purchases,
        workerErrorLines,
        errorSamples,
        memory,
        undone: { bookings: 0, payments: 0, resold: 0 },
        passed: total.errors === 0 && warm.errors() === 0 && workerErrorLines === 0,
      };
    } finally {
      heap?.close();
      await worker.dispose();
    }
  } finally {
    await stripe.close();
  }
}
