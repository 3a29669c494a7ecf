/**
 * What the edge cache (cache/edge-cache.ts) keeps, for how long, and under which key: plain rules
 * a table test lists (tests/api/edge-cache.test.ts). Only what every signed-out visitor shares is
 * kept; a request carrying a token or a cookie is never answered from the cache nor stored in it.
 */

/** How long a kept answer is served as is (`fresh`), then served while it is fetched again in the background (`stale`), in seconds. */
export interface Lifetime {
  fresh: number;
  stale: number;
}

/**
 * The kinds of shared answers and their lifetimes. A bike's page and API answer are purged when
 * its seller or a sale changes it (cache/purge.ts), so they can live longer than the lists that
 * only their lifetime refreshes: a new or changed bike reaches browse and search within
 * `fresh + stale` of them, the figure the README gives.
 */
export const LIFETIMES = {
  /** Categories change with a migration, posts by hand: rarely. */
  catalogue: { fresh: 600, stale: 86_400 },
  /** The home page's top sellers: a ranking, by the day's sales. */
  ranking: { fresh: 300, stale: 3_600 },
  /** The ads slider, browse's first pages, counts, filters, facets and fallbacks: new listings appear within a minute and a half. */
  listings: { fresh: 30, stale: 60 },
  /** The search box's brands and models: they change when a new model is listed. */
  suggestions: { fresh: 300, stale: 3_600 },
  /** One bike, as JSON or as its page: purged on every change of it. */
  bike: { fresh: 60, stale: 600 },
  /** robots.txt and the sitemaps, which search engines read hourly at most. */
  sitemap: { fresh: 3_600, stale: 86_400 },
} as const satisfies Record<string, Lifetime>;

export type CacheKind = keyof typeof LIFETIMES;

/** The API's shared GETs by path pattern. Lists only while they have no `cursor` (their first page). */
const API_KINDS: [RegExp, CacheKind][] = [
  [/^\/api\/categories(?:\/\d+)?$/, "catalogue"],
  [/^\/api\/blogs(?:Limit|\/\d+)?$/, "catalogue"],
  [/^\/api\/users\/top-sellers$/, "ranking"],
  [/^\/api\/ads$/, "listings"],
  [/^\/api\/bikes(?:\/count|\/filters)?$/, "listings"],
  [/^\/api\/bikes\/\d+\/similar$/, "listings"],
  [/^\/api\/sellers\/\d+$/, "listings"],
  [/^\/api\/search\/(?:facets|fallback)$/, "listings"],
  [/^\/api\/search\/suggestions$/, "suggestions"],
  [/^\/api\/bikes\/\d+$/, "bike"],
];

/**
 * The Worker's pages (seo/pages.ts) that are kept, by their path alone: a bike's (purged with its
 * answer) and the blog's, rendered with the answers they show (seo/rendered-page.ts), and the
 * sitemaps. The pages of lists (home, category, search) are not: they are drawn for each visitor
 * from the kept API answers, so a page never shows an older list than the API gives, and a seller's
 * fresh answer (`refresh`) reaches the next visitor's page too.
 */
const PAGE_KINDS: [RegExp, CacheKind][] = [
  [/^\/bike\/\d+$/, "bike"],
  [/^\/blog(?:\/\d+)?$/, "catalogue"],
  [/^\/(?:robots\.txt|sitemap\.xml|sitemaps\/[\w.-]+)$/, "sitemap"],
];

export interface CachePolicy {
  kind: CacheKind;
  /** The URL the answer is kept under. */
  key: string;
  lifetime: Lifetime;
  /**
   * The caller asked for a fresh answer (`Cache-Control: no-cache` or `max-age=0`, `Pragma: no-cache`:
   * a browser's reload, and the app of someone signed in on it, ui/src/lib/auth/signed-in-hint.ts):
   * the Worker answers, and its answer replaces the kept one for everyone after.
   */
  refresh: boolean;
}

/** A request's own Cache-Control asking for a fresh answer, as HTTP caches read it. */
export const asksFresh = (headers: Headers) =>
  /\bno-cache\b|\bmax-age=0\b/i.test(headers.get("Cache-Control") ?? "") || /\bno-cache\b/i.test(headers.get("Pragma") ?? "");

/** A caller the answer might be personal to: a token, or a cookie (MotoMart sets none, so one is someone else's). */
const identifies = (headers: Headers) => headers.has("Authorization") || headers.has("Cookie");

/** The edge cache's decision for one request: how to keep its answer, or null to pass it straight to the Worker. */
export function edgeCachePolicy(request: Request): CachePolicy | null {
  if (request.method !== "GET" || identifies(request.headers)) return null;
  const url = new URL(request.url);
  const api = API_KINDS.find(([pattern]) => pattern.test(url.pathname));
  if (api) {
    if (url.searchParams.get("cursor")) return null;
    return { kind: api[1], key: sortedKey(url), lifetime: LIFETIMES[api[1]], refresh: asksFresh(request.headers) };
  }
  const page = PAGE_KINDS.find(([pattern]) => pattern.test(url.pathname));
  if (page) return { kind: page[1], key: url.origin + url.pathname, lifetime: LIFETIMES[page[1]], refresh: asksFresh(request.headers) };
  return null;
}

/** The URL with its query sorted by name, so `?a=1&b=2` and `?b=2&a=1` share one answer. */
function sortedKey(url: URL): string {
  const sorted = new URL(url.origin + url.pathname + url.search);
  sorted.searchParams.sort();
  return sorted.href;
}

/** The keys of one bike's kept answers, its API answer and its page, for purging (cache/purge.ts). */
export const bikeKeys = (origin: string, bikeId: number): string[] => [`${origin}/api/bikes/${bikeId}`, `${origin}/bike/${bikeId}`];

/** The key of the home slider's list (GET /api/ads), for purging when an ad starts or ends. */
export const adsKey = (origin: string): string => `${origin}/api/ads`;

export type Freshness = "fresh" | "stale" | "expired";

/** A kept answer `ageSeconds` old: served as is, served while fetched again, or fetched before answering. */
export function freshness(ageSeconds: number, lifetime: Lifetime): Freshness {
  if (ageSeconds < lifetime.fresh) return "fresh";
  if (ageSeconds < lifetime.fresh + lifetime.stale) return "stale";
  return "expired";
}
