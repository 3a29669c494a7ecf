/**
 * How the Worker's edge cache (edge-api/src/cache/edge-cache.ts) served the load's answers, read
 * from their X-Edge-Cache header: `hit`, `stale` (the kept copy, refreshed behind it), `miss`, or
 * `none` when the header is absent (not cacheable: a POST, a signed-in request). The hit ratio is
 * over the cacheable answers only, so it says how often the cache spared the Worker the database.
 */

/** edge-cache.ts EDGE_CACHE_STATUS (not imported: that file is typed for workerd, these scripts for Node). */
const HEADER = "X-Edge-Cache";

const EDGE_CACHE_STATUSES = ["hit", "stale", "miss", "none"] as const;
export type EdgeCacheStatus = (typeof EDGE_CACHE_STATUSES)[number];
export type EdgeCacheCounts = Record<EdgeCacheStatus, number>;

export const noEdgeCacheCounts = (): EdgeCacheCounts => ({ hit: 0, stale: 0, miss: 0, none: 0 });

export function edgeCacheStatusOf(headers: Headers): EdgeCacheStatus {
  const value = headers.get(HEADER)?.toLowerCase();
  return value === "hit" || value === "stale" || value === "miss" ? value : "none";
}

export function addEdgeCacheCounts(into: EdgeCacheCounts, more: EdgeCacheCounts): EdgeCacheCounts {
  for (const status of EDGE_CACHE_STATUSES) into[status] += more[status];
  return into;
}

/** Answers the cache could have served. */
export const cacheable = (c: EdgeCacheCounts) => c.hit + c.stale + c.miss;

/** (hit + stale) ÷ (hit + stale + miss); NaN when nothing was cacheable. */
const hitRatio = (c: EdgeCacheCounts) => (cacheable(c) ? (c.hit + c.stale) / cacheable(c) : Number.NaN);

/** The ratio as a percentage, one decimal; "–" when nothing was cacheable. */
export const hitRatioText = (c: EdgeCacheCounts) => (cacheable(c) ? `${(hitRatio(c) * 100).toFixed(1)} %` : "–");

/** For the log: "edge cache 812 hit, 3 stale, 40 miss, 0 none: hit ratio 95.3 %". */
export const describeEdgeCache = (c: EdgeCacheCounts) =>
  `edge cache ${EDGE_CACHE_STATUSES.map((status) => `${c[status]} ${status}`).join(", ")}${cacheable(c) ? `: hit ratio ${hitRatioText(c)}` : ""}`;
