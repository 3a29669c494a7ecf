/**
 * The UI side: the gzip JavaScript the home page loads first (the UI's own check,
 * ui/scripts/first-load-size.ts, on the bench's own build, worker.ts BENCH_UI_DIR), and the Largest
 * Contentful Paint of the home page and a bike page in headless Chromium with 4× CPU throttling, as
 * a bench Worker serves them with the build as its assets: rendered with their data
 * (edge-api/src/seo/rendered-page.ts). deployed-latency.ts measures them next to the database and
 * 50 ms from it (#34: ≤ 800 ms and ≤ 1,200 ms).
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { chromium, type Request } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../lib/chromium";
import { childEnv, ROOT } from "../lib/process";
import { median } from "./stats";
import { BENCH_UI_DIR } from "./worker";

const LOADS = Number(process.env.BENCH_LCP_LOADS ?? 5);

export interface FirstLoad {
  kb: number;
  withinBudget: boolean;
  output: string;
}

export async function measureFirstLoad(): Promise<FirstLoad> {
  const result = await promisify(execFile)(
    join(ROOT, "node_modules", ".bin", "tsx"),
    [join(ROOT, "ui", "scripts", "first-load-size.ts"), "--no-build", "--dist", BENCH_UI_DIR],
    {
      cwd: join(ROOT, "ui"),
      env: childEnv(),
      maxBuffer: 10 * 1024 * 1024,
    },
  ).catch((error: { stdout?: string; stderr?: string; code?: number }) => {
    if (error.stdout?.includes("home route chunk")) return { stdout: error.stdout, stderr: error.stderr ?? "" };
    throw new Error(`first-load-size failed: ${error.stderr ?? String(error)}`);
  });
  const total = /\+ home route chunk \+ its imports:\s+([\d.]+) KB/.exec(result.stdout);
  if (!total?.[1]) throw new Error(`could not read the first-load size from:\n${result.stdout}`);
  return { kb: Number(total[1]), withinBudget: result.stdout.includes("Within budget."), output: result.stdout.trim() };
}

export interface PaintResult {
  /** Which page: "home page", "bike page". */
  page: string;
  lcpMs: number;
  fcpMs: number;
  loads: number;
}

/** #34's LCP targets (median of the cold loads): the database next to the Worker, and 50 ms from it. */
export const LCP_TARGET_MS = { near: 800, far: 1200 } as const;

/** The home page and one bike page of the Worker at `siteUrl`, each the median of LOADS cold loads. */
export async function measurePagesLcp(siteUrl: string, bikeId: number, log: (line: string) => void = () => {}): Promise<PaintResult[]> {
  const pages: [string, string][] = [
    ["home page", "/"],
    ["bike page", `/bike/${bikeId}`],
  ];
  const results: PaintResult[] = [];
  for (const [page, path] of pages) {
    log(`  ${page} (${path})`);
    results.push({ page, ...(await measureLcp(siteUrl + path, log)) });
  }
  return results;
}

async function measureLcp(url: string, log: (line: string) => void): Promise<Omit<PaintResult, "page">> {
  const browser = await chromium.launch({
    executablePath: (await findChromium()).path,
    args: CHROMIUM_ARGS,
  });
  try {
    const lcp: number[] = [];
    const fcp: number[] = [];
    for (let load = 0; load < LOADS; load++) {
      // A fresh context each time: a first visit, nothing cached.
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      // Page-side code as strings: this script is typed for Node, not the DOM.
      await page.addInitScript({
        content: `window.__lcp = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = Math.max(window.__lcp, e.startTime); }).observe({ type: "largest-contentful-paint", buffered: true });`,
      });
      // What is still loading when the page never settles names the culprit in the error.
      const pending = new Set<string>();
      page.on("request", (request) => pending.add(`${request.method()} ${request.url()}`));
      const settled = (request: Request) => pending.delete(`${request.method()} ${request.url()}`);
      page.on("requestfinished", settled);
      page.on("requestfailed", settled);
      await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 }).catch((error: unknown) => {
        throw new Error(`${url} did not settle; still loading: ${[...pending].join(", ") || "nothing"}`, { cause: error });
      });
      await page.waitForTimeout(1000);
      const paint = await page.evaluate<{ lcp: number; fcp: number }>(
        `({ lcp: window.__lcp, fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN })`,
      );
      await context.close();
      lcp.push(paint.lcp);
      fcp.push(paint.fcp);
      log(`    load ${load + 1}: LCP ${paint.lcp.toFixed(0)} ms, FCP ${paint.fcp.toFixed(0)} ms`);
    }
    return { lcpMs: median(lcp), fcpMs: median(fcp), loads: LOADS };
  } finally {
    await browser.close();
  }
}
