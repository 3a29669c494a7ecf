/**
 * Search latency at scale (issue #13: every search case p99 ≤ 20 ms server time): the results page's
 * requests across categories (GET /api/bikes?q=… in each sort with the keyword, misspelt, two words,
 * a keyword rare in the busiest category, the keyword with each filter, and each filter without a
 * keyword), its category counts (GET /api/search/facets) and the search box's suggestions — the
 * statements tests/support/search-plan-cases.ts plans. Measured like latency.ts (one request at a
 * time, round-robin, server time from `Server-Timing: app`), with as many samples per case as
 * browse (BENCH_SEARCH_SAMPLES, default 500: p99 is the 6th slowest (rank 495); ~6 minutes for ~75 cases).
 * With 200 it was the 3rd slowest, set by whether one or two of the Worker's garbage collections
 * happened to meet the case: on 2026-11-26 the same code's worst case read 27 ms with 200 and 30 ms
 * with 500.
 *
 * And the largest sitemap file: GET /sitemaps/bikes-1.xml, the first range of 50,000 bike ids
 * (issue #13: ≤ 500 ms). A page, not an API answer, so it has no Server-Timing: its figure is the
 * round trip, the whole XML received.
 */
import type { PlanFixture } from "../../tests/support/query-plan-cases";
import { singleFilterCases } from "../../tests/support/search-plan-cases";
import { PAGE } from "./browse-paths";
import { sampleRoundRobin, timed, type LatencyResult } from "./latency";
import { median } from "./stats";

export const SEARCH_SAMPLES = Number(process.env.BENCH_SEARCH_SAMPLES ?? 500);
export const SEARCH_WARMUP = 10;
const SITEMAP_SAMPLES = Number(process.env.BENCH_SITEMAP_SAMPLES ?? 20);

/** The search's requests with the fixture's keywords (as typed: the worker corrects them itself). */
export function searchPaths(fx: PlanFixture): Array<[name: string, path: string]> {
  const s = fx.search;
  const e = encodeURIComponent;
  const query = (params: Record<string, string | number | undefined>) =>
    Object.entries(params)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${e(String(v))}`)
      .join("&");
  const keywords: Array<[string, string]> = [
    [`q=${s.keyword.q}`, s.keyword.q],
    [`q=${s.typo.q} (typo)`, s.typo.q],
    [`q=${s.twoWords.q}`, s.twoWords.q],
    [`q=${s.rare.q}`, s.rare.q],
  ];
  const filters = singleFilterCases(fx).map(([name, f]) => [name, f as Record<string, string | number | undefined>] as const);
  const paths: Array<[string, string]> = [];
  for (const sort of ["newest", "price_asc", "price_desc"] as const) {
    const results = (name: string, params: Record<string, string | number | undefined>) =>
      paths.push([`results ${sort}, ${name}`, `/api/bikes?${query({ limit: PAGE, sort, ...params })}`]);
    for (const [name, q] of keywords) results(name, { q });
    for (const [name, f] of filters) results(`q=${s.keyword.q} + ${name}`, { q: s.keyword.q, ...f });
    for (const [name, f] of filters) results(name, f);
  }
  // Near the fixture's city (#38), across categories: the results by each order and nearest first, and their category counts.
  const near = { lat: fx.near.lat, lng: fx.near.lng, radius: 50 };
  for (const sort of ["newest", "price_asc", "price_desc", "nearest"] as const)
    paths.push([
      `results ${sort}, q=${s.keyword.q} near ${fx.city} 50 km`,
      `/api/bikes?${query({ limit: PAGE, sort, q: s.keyword.q, ...near })}`,
    ]);
  paths.push([`facets, q=${s.keyword.q} near ${fx.city} 50 km`, `/api/search/facets?${query({ q: s.keyword.q, ...near })}`]);
  for (const [name, q] of keywords) paths.push([`facets, ${name}`, `/api/search/facets?${query({ q })}`]);
  for (const [name, f] of filters)
    paths.push([`facets, q=${s.keyword.q} + ${name}`, `/api/search/facets?${query({ q: s.keyword.q, ...f })}`]);
  for (const q of [s.keyword.q.slice(0, 3), s.typo.q, s.twoWords.q])
    paths.push([`suggestions, q=${q}`, `/api/search/suggestions?${query({ q })}`]);
  return paths;
}

export async function measureSearchLatency(
  base: string,
  fx: PlanFixture,
  log: (line: string) => void = () => {},
): Promise<LatencyResult[]> {
  return sampleRoundRobin(base, searchPaths(fx), { warmup: SEARCH_WARMUP, samples: SEARCH_SAMPLES }, log);
}

export interface SitemapResult {
  path: string;
  urls: number;
  bytes: number;
  p50: number;
  max: number;
  samples: number;
}

/** Sitemap target of issue #13 (the whole file, round trip). */
export const SITEMAP_TARGET_MS = 500;

export async function measureSitemap(base: string, log: (line: string) => void = () => {}): Promise<SitemapResult> {
  const path = "/sitemaps/bikes-1.xml";
  const times: number[] = [];
  let body = "";
  // One uncounted request first (the worker's route and the range's pages warm).
  await timed(base + path);
  for (let i = 0; i < SITEMAP_SAMPLES; i++) {
    const t = await timed(base + path);
    times.push(t.roundTrip);
    body = t.body;
  }
  const result = {
    path,
    urls: body.split("<url>").length - 1,
    bytes: Buffer.byteLength(body),
    p50: median(times),
    max: Math.max(...times),
    samples: times.length,
  };
  log(`  ${path}: ${result.urls} URLs, ${result.bytes} bytes; p50 ${result.p50.toFixed(0)} ms, max ${result.max.toFixed(0)} ms`);
  return result;
}
