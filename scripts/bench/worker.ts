/**
 * The deployed Worker, built exactly as `wrangler deploy` would (--dry-run --outdir), then run on
 * workerd by Miniflare — not `wrangler dev`, whose dev proxy caps near 200 req/s here. Requests
 * reach the Worker on a socket of its own (Miniflare's unsafeDirectSockets), as on Cloudflare, not
 * through Miniflare's entry worker: an isolate on the same thread that copies each Request twice
 * and gzips each JSON answer (miniflare's entry.worker.js), work Cloudflare's front line does
 * outside the Worker, and whose dead Headers the thread's collections destroyed (docs/benchmarks.md,
 * "Where the p99 tail comes from"). The database is reached over the TCP-socket transport (PG_TRANSPORT=tcp).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { RATE_LIMITS } from "../../edge-api/src/lib/platform/rate-limits";
import { childEnv, freePort, ROOT, run } from "../lib/process";
import { startMailServer } from "../lib/mail-server";
import { buildUi } from "../lib/ui-build";
import { BENCH_DATA_DIR } from "./bench-db";
import { GC_TRACE_FLAGS, type GcTrace } from "./gc-trace";

const WORKER_DIR = join(BENCH_DATA_DIR, "worker");
/**
 * The bench's own UI build (the deployed Worker's assets and the pages it measures): never ui/dist,
 * which a running `npm start` serves and builds with other settings.
 */
export const BENCH_UI_DIR = join(BENCH_DATA_DIR, "ui");

export interface WorkerBuild {
  scriptPath: string;
  bytes: number;
  gzipBytes: number;
  buildSeconds: number;
}

export async function buildWorker(): Promise<WorkerBuild> {
  const started = Date.now();
  // The deploy bundles the UI build as the Worker's static assets (wrangler.toml), and a fresh clone
  // has none yet; built as for production (no emulator settings), as ui/scripts/first-load-size.ts does.
  const ui = await buildUi({ env: {}, logFile: join(BENCH_DATA_DIR, "ui-build.log"), outDir: BENCH_UI_DIR });
  if (ui.startsWith("failed") || ui === "placeholder") throw new Error(`UI build ${ui}: see ${join(BENCH_DATA_DIR, "ui-build.log")}`);
  // A fresh folder: modules of an earlier build must not be counted.
  rmSync(WORKER_DIR, { recursive: true, force: true });
  const code = await run(
    join(ROOT, "node_modules", ".bin", "wrangler"),
    ["deploy", "--dry-run", "--env", "production", "--outdir", WORKER_DIR, "--assets", BENCH_UI_DIR],
    { env: childEnv({ WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" }), stdio: "ignore" },
  );
  if (code !== 0) throw new Error(`wrangler deploy --dry-run failed (${code})`);
  const scriptPath = join(WORKER_DIR, "index.js");
  // What Cloudflare takes: the script and the modules beside it (WebAssembly, the UI's stylesheets).
  const parts = [
    scriptPath,
    ...readdirSync(WORKER_DIR)
      .filter((file) => file.endsWith(".wasm") || file.endsWith(".css"))
      .map((file) => join(WORKER_DIR, file)),
  ];
  const contents = parts.map((part) => readFileSync(part));
  return {
    scriptPath,
    bytes: contents.reduce((sum, part) => sum + part.length, 0),
    gzipBytes: contents.reduce((sum, part) => sum + gzipSync(part, { level: 9 }).length, 0),
    buildSeconds: (Date.now() - started) / 1000,
  };
}

export interface RunningWorker {
  /** The Worker's own socket: what the measurements use. */
  url: string;
  /**
   * Miniflare's entry worker in front of it, which compresses text answers (HTML, JS, CSS, JSON) as
   * Cloudflare's front line does and the Worker's own socket does not: for a browser's page load (lighthouse.ts).
   */
  entryUrl: string;
  /** From `new Miniflare` to the first answered /api/health. */
  bootMs: number;
  /** The first request's own time (cold isolate, first database connection). */
  firstRequestMs: number;
  dispose(): Promise<void>;
}

/** Beyond the database: the load's sign-in, payment and rate-limit bindings and its log reader (load.ts). */
export interface WorkerExtras {
  bindings?: Record<string, string>;
  ratelimits?: Record<string, { namespace_id: string; simple: { limit: number; period: 10 | 60 } }>;
  /** The Worker's console lines; without it Miniflare prints them. */
  onLog?: (log: { level: string; message: string }) => void;
  /** Opens workerd's inspector here, for reading the Worker's heap (worker-heap.ts). */
  inspectorPort?: number;
  /** Records the isolate's garbage collections (gc-trace.ts); V8's trace lines then go there, not to onLog. */
  gc?: GcTrace;
  /**
   * Miniflare's Cache API (`caches.default`), where the Worker's edge cache keeps shared answers
   * (edge-api/src/cache/edge-cache.ts). Off unless asked: the bench measures the Worker and the
   * database, and a URL asked twice would otherwise be answered from the cache. Off, every request
   * still passes through the edge cache and misses (Miniflare's no-op cache). The load turns it on, as deployed.
   */
  cache?: boolean;
  /**
   * A UI build as the Worker's static assets and ASSETS binding (wrangler.toml [assets]), for the HTML
   * pages seo/pages.ts writes into its index.html. Requests then pass Cloudflare's asset router first,
   * as deployed, which runs the Worker first for every path (wrangler.toml lists the API and those pages).
   */
  assetsDir?: string;
}

/** The `[[ratelimits]]` of wrangler.toml, as Miniflare takes them: for a Worker whose limits are in the path, as deployed. */
export const rateLimitBindings = (): NonNullable<WorkerExtras["ratelimits"]> =>
  Object.fromEntries(
    RATE_LIMITS.map((rule, i) => [rule.binding, { namespace_id: String(1001 + i), simple: { limit: rule.limit, period: rule.period } }]),
  );

/**
 * The bundle's modules as Miniflare takes them: the script first (the main module), then the modules
 * wrangler wrote beside it: .wasm files, and the UI's stylesheets the server rendering imports as
 * text (wrangler.toml [[rules]]).
 */
type WorkerModule = { type: "ESModule" | "CompiledWasm" | "Text"; path: string };
const workerModules = (scriptPath: string): WorkerModule[] => [
  { type: "ESModule", path: scriptPath },
  ...readdirSync(dirname(scriptPath)).flatMap((file): WorkerModule[] => {
    const path = join(dirname(scriptPath), file);
    if (file.endsWith(".wasm")) return [{ type: "CompiledWasm", path }];
    if (file.endsWith(".css")) return [{ type: "Text", path }];
    return [];
  }),
];

/** Miniflare's own default for the Worker's console lines (it prints them). */
const printLog = ({ level, message }: { level: string; message: string }) =>
  level === "error" || level === "warn" ? console.error(message) : console.log(message);

export async function startWorker(scriptPath: string, databaseUrl: string, extra: WorkerExtras = {}): Promise<RunningWorker> {
  const started = performance.now();
  const mailDir = mkdtempSync(join(tmpdir(), "motomart-bench-mail-"));
  const mail = await startMailServer({ smtpPort: await freePort(), webPort: await freePort(), directory: mailDir, maxEmails: 200 });
  const stopMail = async () => {
    await mail.stop();
    rmSync(mailDir, { recursive: true, force: true });
  };
  // Miniflare 5 takes its own config shape; the v4 one (scriptPath, bindings…) converts to it.
  const options = convertV4MiniflareOptions({
    host: "127.0.0.1",
    port: 0,
    // The script and the WebAssembly modules it imports from beside it (`modules: true` gives workerd
    // the script alone, and it cannot start). Named from their folder: from the working directory a
    // name would start with ".." when BENCH_DATA_DIR is outside the repository, which workerd refuses.
    rootPath: dirname(scriptPath),
    modules: workerModules(scriptPath),
    compatibilityDate: "2026-10-01",
    compatibilityFlags: ["nodejs_compat"],
    bindings: {
      DATABASE_URL: databaseUrl,
      PG_TRANSPORT: "tcp",
      FIREBASE_PROJECT_ID: "demo-motomart",
      // Mail goes to a real SMTP server of the worker's own (MailDev), as with `npm start`.
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(mail.smtpPort),
      MAIL_FROM: "MotoMart <no-reply@motomart.test>",
      PUBLIC_ORIGIN: "http://127.0.0.1",
      MAIL_TOKEN_SECRET: "bench-mail-token-secret-0123456789abcdef",
      ...extra.bindings,
    },
    ratelimits: extra.ratelimits,
    // The queues as wrangler.toml declares them: a change's answer queues its mail
    // (edge-api/src/lib/mail/outbox.ts), a bike page its view (lib/listing-figures/).
    queueProducers: { MAIL_QUEUE: "motomart-mail", VIEW_QUEUE: "motomart-views" },
    queueConsumers: {
      "motomart-mail": { maxBatchSize: 100, maxBatchTimeout: 1, maxRetries: 5, deadLetterQueue: "motomart-mail-dead" },
      "motomart-mail-dead": { maxBatchSize: 50, maxBatchTimeout: 5 },
      "motomart-views": { maxBatchSize: 100, maxBatchTimeout: 5, maxRetries: 10 },
    },
    // Miniflare 5's v4 options name it cacheAPI (convertV4MiniflareOptions → dev.cacheAPI; on when absent).
    cacheAPI: extra.cache ?? false,
    assets: extra.assetsDir
      ? {
          directory: extra.assetsDir,
          binding: "ASSETS",
          assetConfig: { not_found_handling: "none" },
          routerConfig: { has_user_worker: true },
          run_worker_first: true,
        }
      : undefined,
    unsafeDirectSockets: [{ host: "127.0.0.1", port: 0 }],
  });
  const { gc } = extra;
  const onLog = gc ? (log: { level: string; message: string }) => gc.take(log.message) || (extra.onLog ?? printLog)(log) : extra.onLog;
  // Miniflare hands this variable's flags to workerd's V8 when it starts the runtime (in `ready`).
  const v8Flags = process.env.MINIFLARE_WORKERD_V8_FLAGS;
  if (gc) process.env.MINIFLARE_WORKERD_V8_FLAGS = [v8Flags, GC_TRACE_FLAGS].filter(Boolean).join(" ");
  // No per-request log lines (they would cost throughput) and no cross-process dev registry.
  const mf = new Miniflare({
    ...options,
    logRequests: false,
    enableDevRegistry: false,
    handleStructuredLogs: onLog,
    inspectorPort: extra.inspectorPort,
  });
  try {
    const entryUrl = await mf.ready
      .finally(() => {
        if (v8Flags === undefined) delete process.env.MINIFLARE_WORKERD_V8_FLAGS;
        else process.env.MINIFLARE_WORKERD_V8_FLAGS = v8Flags;
      })
      .then((entry) => entry.toString().replace(/\/$/, ""));
    const url = (await mf.unsafeGetDirectURL()).toString().replace(/\/$/, "");
    const before = performance.now();
    const response = await fetch(`${url}/api/health`);
    await response.arrayBuffer();
    const done = performance.now();
    if (!response.ok) throw new Error(`the worker's /api/health answered ${response.status}`);
    return {
      url,
      entryUrl,
      bootMs: done - started,
      firstRequestMs: done - before,
      dispose: () => mf.dispose().finally(stopMail),
    };
  } catch (error) {
    await mf.dispose();
    await stopMail();
    throw error;
  }
}
