/**
 * The UI side: the gzip JavaScript the home page loads first (the UI's own check,
 * ui/scripts/first-load-size.ts, on the bench's own build, worker.ts BENCH_UI_DIR), and the Largest Contentful Paint of
 * the home page and a bike page in headless Chromium with 4× CPU throttling (issue #13: ≤ 1.0 s). The build is served by a small
 * static server here whose /api goes to the benchmark worker (so the home page shows the 1M data).
 */
import { execFile } from "node:child_process";
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { promisify } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../lib/chromium";
import { childEnv, ROOT } from "../lib/process";
import { median } from "./stats";
import { BENCH_UI_DIR } from "./worker";

const DIST = BENCH_UI_DIR;
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

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".ico": "image/x-icon",
};

/** The bench's UI build with single-page fallback; /api/* is forwarded to the worker. */
async function serveUi(workerUrl: string): Promise<Server & { url: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://ui");
    if (url.pathname.startsWith("/api/")) {
      fetch(workerUrl + url.pathname + url.search, { method: req.method, headers: { accept: "application/json" } })
        .then(async (upstream) => {
          res.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/json" });
          res.end(Buffer.from(await upstream.arrayBuffer()));
        })
        .catch(() => res.writeHead(502).end());
      return;
    }
    let file = normalize(join(DIST, decodeURIComponent(url.pathname)));
    if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory()) file = join(DIST, "index.html");
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(server, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}

export interface PaintResult {
  /** Which page: "home page", "bike page". */
  page: string;
  lcpMs: number;
  fcpMs: number;
  loads: number;
}

/** LCP target of issue #13 (median of the cold loads). */
export const LCP_TARGET_MS = 1000;

/** The home page and one bike page, each the median of LOADS cold loads. */
export async function measurePagesLcp(workerUrl: string, bikeId: number, log: (line: string) => void = () => {}): Promise<PaintResult[]> {
  const server = await serveUi(workerUrl);
  try {
    const pages: [string, string][] = [
      ["home page", "/"],
      ["bike page", `/bike/${bikeId}`],
    ];
    const results: PaintResult[] = [];
    for (const [page, path] of pages) {
      log(`  ${page} (${path})`);
      results.push({ page, ...(await measureLcp(server.url + path, log)) });
    }
    return results;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
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
      await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
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
