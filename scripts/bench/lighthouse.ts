/**
 * Lighthouse on the home page, a category page and a bike page (#34 point 5), served as deployed:
 * the bench Worker (worker.ts) with the UI build as its static assets and its edge cache on, on the
 * 1M-bike database. Each page first gets an uncounted run, which fills the edge cache with what the
 * page asks for (its HTML and API answers), as earlier visitors keep it filled on Cloudflare; then
 * LIGHTHOUSE_RUNS runs, of which Lighthouse's median run is reported (lighthouse-run.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateReport, type Result } from "lighthouse";
import type { PlanFixture } from "../../tests/support/query-plan-cases";
import { BENCH_DATA_DIR } from "./bench-db";
import { failingAudits, type FailingAudit } from "./lighthouse-audits";
import { medianLighthouseRun } from "./lighthouse-run";
import { BENCH_UI_DIR, rateLimitBindings, startWorker } from "./worker";

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_WARMUPS = 1;
/** Where each page's median run is written as Lighthouse's own HTML report: what to fix, in full. */
const LIGHTHOUSE_REPORTS_DIR = join(BENCH_DATA_DIR, "lighthouse");
/** #34's goals for every page: performance and LCP, and the other three categories at 100. */
export const PERFORMANCE_TARGET = 95;
export const LIGHTHOUSE_LCP_TARGET_MS = 2500;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthousePage {
  page: string;
  path: string;
  /** 0–100, as Lighthouse shows them. */
  scores: Record<Category, number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** The audits Lighthouse lists as failed in the categories below 100 (lighthouse-audits.ts). */
  failing: FailingAudit[];
  /** What the page logged as errors to the browser's console (Lighthouse's errors-in-console audit). */
  consoleErrors: string[];
  /** Lighthouse's own warnings about the run (e.g. the machine too slow for steady figures). */
  warnings: string[];
}

export interface LighthouseResult {
  runs: number;
  warmups: number;
  lighthouseVersion: string;
  browser: string;
  /** The throttling Lighthouse applied, from its own settings. */
  settings: string;
  /** Lighthouse's measure of this machine's CPU speed (the last page's median run), to compare runs on other machines. */
  benchmarkIndex: number;
  /** Where each page's median run is, as Lighthouse's HTML report (`<page>.html`). */
  reportsDir: string;
  pages: LighthousePage[];
}

export const meetsPerformanceGoal = (p: LighthousePage) =>
  p.scores.performance >= PERFORMANCE_TARGET && p.lcpMs <= LIGHTHOUSE_LCP_TARGET_MS;
export const meetsOtherCategoriesGoal = (p: LighthousePage) =>
  p.scores.accessibility === 100 && p.scores["best-practices"] === 100 && p.scores.seo === 100;

const printProblems = ({ level, message }: { level: string; message: string }) =>
  (level === "error" || level === "warn") && console.error(message);

const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
/** 0–100, as Lighthouse shows a category's score. */
const categoryScore = (lhr: Result, id: Category) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);

const describeRun = (lhr: Result) =>
  `performance ${categoryScore(lhr, "performance")}, LCP ${metric(lhr, "largest-contentful-paint").toFixed(0)} ms; ` +
  `accessibility ${categoryScore(lhr, "accessibility")}, best practices ${categoryScore(lhr, "best-practices")}, SEO ${categoryScore(lhr, "seo")}`;

function summarise(page: string, path: string, lhr: Result): LighthousePage {
  const consoleItems = (lhr.audits["errors-in-console"]?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  return {
    page,
    path,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, categoryScore(lhr, id)])) as Record<Category, number>,
    lcpMs: metric(lhr, "largest-contentful-paint"),
    fcpMs: metric(lhr, "first-contentful-paint"),
    tbtMs: metric(lhr, "total-blocking-time"),
    cls: metric(lhr, "cumulative-layout-shift"),
    failing: failingAudits(lhr),
    consoleErrors: consoleItems.map((item) => `${String(item.source)}: ${String(item.description ?? "")}`),
    warnings: lhr.runWarnings.map(String),
  };
}

export interface LighthouseOptions {
  scriptPath: string;
  /** The pooler (or Postgres), as the other steps' Worker reaches it. */
  databaseUrl: string;
  fixture: PlanFixture;
  log: (line: string) => void;
}

export async function measureLighthouse(o: LighthouseOptions): Promise<LighthouseResult> {
  // Through Miniflare's entry worker, which compresses text answers as Cloudflare's front line does
  // (worker.ts entryUrl): uncompressed, the page's JavaScript alone takes seconds longer on slow 4G.
  // With wrangler.toml's rate limits, as deployed: the bike page's view count asks its limit.
  const worker = await startWorker(o.scriptPath, o.databaseUrl, {
    cache: true,
    assetsDir: BENCH_UI_DIR,
    onLog: printProblems,
    ratelimits: rateLimitBindings(),
  });
  try {
    const pages: Array<[string, string]> = [
      ["home", "/"],
      ["category", `/category/${o.fixture.categoryId}`],
      ["bike", `/bike/${o.fixture.deepId}`],
    ];
    mkdirSync(LIGHTHOUSE_REPORTS_DIR, { recursive: true });
    const medians: Result[] = [];
    for (const [page, path] of pages) {
      o.log(`  ${page} page (${path})`);
      const median = await medianLighthouseRun(worker.entryUrl + path, LIGHTHOUSE_RUNS, LIGHTHOUSE_WARMUPS, (lhr) =>
        o.log(`    run: ${describeRun(lhr)}`),
      );
      writeFileSync(join(LIGHTHOUSE_REPORTS_DIR, `${page}.html`), generateReport(median, "html"));
      o.log(`    median run: ${describeRun(median)}`);
      medians.push(median);
    }
    const last = medians.at(-1)!;
    const { throttling, formFactor, throttlingMethod } = last.configSettings;
    return {
      runs: LIGHTHOUSE_RUNS,
      warmups: LIGHTHOUSE_WARMUPS,
      lighthouseVersion: last.lighthouseVersion,
      browser: last.environment.hostUserAgent,
      settings: `${formFactor}, ${throttlingMethod} throttling: ${throttling.rttMs} ms RTT, ${((throttling.throughputKbps ?? 0) / 1024).toFixed(1)} Mbit/s, CPU ${throttling.cpuSlowdownMultiplier}× slower`,
      benchmarkIndex: last.environment.benchmarkIndex,
      reportsDir: LIGHTHOUSE_REPORTS_DIR,
      pages: pages.map(([page, path], at) => summarise(page, path, medians[at]!)),
    };
  } finally {
    await worker.dispose();
  }
}
