import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  FEW_MATCHES,
  NEAR_FEW_MATCHES,
  planBrowse,
  planName,
  possiblePlans,
  PROBE_MIN_MATCHES,
} from "../../edge-api/src/lib/browse/planner";
import type { BrowseFilters } from "../../edge-api/src/lib/browse/browse-bikes";
import { estimatedBikes } from "../../edge-api/src/lib/browse/radius-places";
import type { SearchKeywords } from "../../edge-api/src/lib/search/keywords";

/**
 * Every class of browse filters and the plan it gets (lib/browse/planner.ts). A class is what the
 * planner tells apart: sort (deals first, newest, by price), a category or none, a keyword and its
 * estimated matches, an engine-size range, an equality filter (country, city, model), the other
 * filters, and whether only a count is wanted. docs/architecture.md draws the same choice.
 */
const keyword = (estimatedMatches: number | null): SearchKeywords => ({
  words: "honda:*",
  alternatives: [[["honda"]]],
  estimatedMatches,
  rarestWord: null,
  readable: [],
});
const common = keyword(175_000);
const rare = keyword(FEW_MATCHES);
const unknown = keyword(null);
/** Places of a radius, each with its estimated bikes, among 1M bikes. */
const within = (...bikes: number[]) => ({
  places: bikes.map((b, i) => ({ id: i + 1, distance: i * 1000, bikes: b })),
  allBikes: 1_000_000,
});
/** 50 km around Berlin: the city's 20,000 bikes and five towns' 300 each (2.2 % of bikes). */
const near = { lat: 52.52, lng: 13.405, radius: 50, within: within(20_000, 300, 300, 300, 300, 300) };
/** 50 km around a few towns: 0.12 % of bikes. */
const nearTowns = { ...near, within: within(300, 300, 300, 300) };
/** 500 km around a big city: 50 places of 2,000 bikes (10 % of bikes). */
const nearRegion = { ...near, radius: 500, within: within(...Array<number>(50).fill(2000)) };
/** A category given as a column of a per-category statement (the search's category counts). */
const eachCategory = sql<number>`each_category.id`;

const rows: Array<[string, Partial<BrowseFilters>, string]> = [
  // Best deals first: the ratings' index, whatever else but a keyword few bikes have (its matches, sorted by deal).
  ["deals first", { sort: "deal" }, "deals-first"],
  ["deals first, a category and a rare keyword", { sort: "deal", id: 3, keywords: rare }, "matches-sorted"],
  [
    "deals first, a category, a common keyword and filters",
    { sort: "deal", id: 3, keywords: common, minCc: 300, city: "Pune" },
    "deals-first",
  ],
  // One seller's bikes (their page): their own index, whatever else filters them.
  ["a seller, by price", { seller: 7, sort: "price_asc" }, "walk"],
  ["a seller, a common keyword and an engine-size range", { seller: 7, keywords: common, minCc: 300 }, "walk"],
  ["a seller, best deals first", { seller: 7, sort: "deal" }, "deals-first"],
  // No keyword, in a category.
  ["a category, newest", { id: 3 }, "walk"],
  ["a category, by price", { id: 3, sort: "price_asc" }, "walk"],
  ["a category, an equality", { id: 3, sort: "price_desc", country: "France" }, "walk"],
  ["a category, max price and age", { id: 3, sort: "price_asc", maxPrice: 2000, maxMonths: 6 }, "walk"],
  ["a category, an engine-size range, newest", { id: 3, minCc: 300 }, "walk"],
  ["a category, an engine-size range by price", { id: 3, sort: "price_asc", minCc: 300, maxCc: 750 }, "per-size"],
  ["a category, a range by price and an equality", { id: 3, sort: "price_desc", maxCc: 250, model: "PCX" }, "walk"],
  // No keyword, across categories.
  ["all categories, newest", {}, "walk"],
  ["all categories, by price", { sort: "price_desc" }, "walk"],
  ["all categories, an equality", { model: "Honda Forza 350", sort: "price_asc" }, "per-category walk"],
  ["all categories, max price", { maxPrice: 2000 }, "per-category walk"],
  ["all categories, an engine-size range by price", { minCc: 600, sort: "price_asc" }, "per-category per-size"],
  ["all categories, an engine-size range, newest", { minCc: 600 }, "per-category walk"],
  // A keyword few bikes have: its matches sorted, wherever and however filtered.
  ["a rare keyword", { keywords: rare }, "matches-sorted"],
  ["a rare keyword, a category and a range by price", { id: 3, keywords: rare, sort: "price_asc", minCc: 300 }, "matches-sorted"],
  ["a typed keyword, statistics unknown", { q: "zzz" }, "probe-then-bands"],
  ["a keyword, statistics unknown", { keywords: unknown, id: 3 }, "probe-then-bands"],
  // A common keyword in a category.
  ["a category, a common keyword, newest", { id: 3, keywords: common }, "probe-then-bands"],
  ["a category, a common keyword by price", { id: 3, keywords: common, sort: "price_asc" }, "probe-then-bands"],
  ["a category, a common keyword, an equality and age", { id: 3, keywords: common, maxMonths: 6, city: "Pune" }, "probe-then-bands"],
  [
    "a category, a common keyword, a max price newest",
    { id: 3, keywords: common, maxPrice: 2000, city: "Pune" },
    "probe-then-matches-sorted",
  ],
  ["a category, a common keyword, a range newest", { id: 3, keywords: common, maxCc: 250 }, "probe-then-matches-sorted"],
  [
    "a category, a common keyword, a max price by price",
    { id: 3, keywords: common, maxPrice: 2000, sort: "price_asc" },
    "probe-then-bands",
  ],
  ["a category, a common keyword and a model", { id: 3, keywords: common, model: "PCX" }, "walk"],
  ["a category, a common keyword, a range by price", { id: 3, keywords: common, sort: "price_desc", maxCc: 250 }, "bands"],
  // A count needs any limit + 1 matches: no probe.
  ["a category's count, a common keyword", { id: 3, keywords: common, countOnly: true }, "bands"],
  ["a category's count, a common keyword and age", { id: 3, keywords: common, countOnly: true, maxMonths: 6 }, "bands"],
  ["a category's count, a common keyword and a city", { id: 3, keywords: common, countOnly: true, city: "Pune" }, "walk"],
  ["a category's count, a common keyword, a range", { id: 3, keywords: common, countOnly: true, minCc: 300, sort: "price_desc" }, "bands"],
  ["a category's count, a common keyword, a max price", { id: 3, keywords: common, countOnly: true, maxPrice: 2000 }, "bands"],
  ["each category's count, a common keyword", { id: eachCategory, keywords: common, countOnly: true }, "bands"],
  // A common keyword across categories.
  ["all categories, a common keyword", { keywords: common, sort: "price_asc" }, "probe-then-bands"],
  ["all categories, a common keyword, a filter", { keywords: common, maxMonths: 6 }, "probe-then-bands"],
  // By price a keyword's matches lie at its models' prices: the first bikes of the whole order hold them only for the commonest.
  ["all categories, a less common keyword by price", { keywords: keyword(PROBE_MIN_MATCHES - 1), sort: "price_desc" }, "bands"],
  ["all categories, a less common keyword, newest", { keywords: keyword(PROBE_MIN_MATCHES - 1) }, "probe-then-bands"],
  ["all categories, a keyword of unknown matches by price", { keywords: unknown, sort: "price_asc" }, "probe-then-bands"],
  ["all categories, a common keyword and a city", { keywords: common, city: "Pune", sort: "price_asc" }, "per-category walk"],
  ["all categories, a common keyword and a country", { keywords: common, country: "India", sort: "price_desc" }, "bands"],
  ["all categories, a common keyword and a model", { keywords: common, model: "Honda Forza 350" }, "per-category walk"],
  ["all categories, a common keyword, a range newest", { keywords: common, minCc: 600 }, "per-category probe-then-matches-sorted"],
  ["all categories, a common keyword, a range by price", { keywords: common, sort: "price_asc", minCc: 300 }, "bands"],
  ["all categories' count, a common keyword", { keywords: common, countOnly: true }, "bands"],
  // Within a radius: its places' own bikes, whatever else (a seller's page, best deals first and a
  // rare keyword aside, as above).
  ["near, newest", { ...near }, "near-places"],
  ["near, nearest first", { ...near, sort: "nearest" }, "near-places"],
  ["near, a category by price", { ...near, id: 3, sort: "price_asc" }, "near-places"],
  ["near, a common keyword and a range by price", { ...near, keywords: common, sort: "price_desc", minCc: 300 }, "near-places"],
  // A common keyword (17.5 % of bikes) walked in the order: ~73 reads per 13 matches, over the radius's share of bikes.
  // Near Berlin (2.2 %): the walk ~3,300 reads, the places ~73 each (~440); around a region (10 %) the walk ~730, the places ~3,650.
  ["near a region, a common keyword by price", { ...nearRegion, keywords: common, sort: "price_desc" }, "walk"],
  ["near a region, a common keyword newest first", { ...nearRegion, id: 3, keywords: common }, "walk"],
  ["near a region, a common keyword nearest first", { ...nearRegion, keywords: common, sort: "nearest" }, "near-places"],
  [
    "near a region, each category's count, a common keyword",
    { ...nearRegion, id: eachCategory, keywords: common, countOnly: true },
    "near-places",
  ],
  ["near a region, a keyword of unknown matches", { ...nearRegion, keywords: unknown }, "near-places"],
  ["near a region, no statistics yet", { ...nearRegion, keywords: common, within: { ...within(1, 2), allBikes: 0 } }, "near-places"],
  ["near towns, a common keyword by price", { ...nearTowns, keywords: common, sort: "price_asc" }, "near-places"],
  ["near, a rare keyword, nearest first", { ...near, keywords: rare, sort: "nearest" }, "matches-sorted"],
  [
    "near, a keyword of some thousand matches by price",
    { ...near, keywords: keyword(NEAR_FEW_MATCHES), sort: "price_desc" },
    "matches-sorted",
  ],
  ["near, a seller", { ...near, seller: 7, sort: "nearest" }, "walk"],
  ["near, best deals first", { ...near, sort: "deal" }, "deals-first"],
  ["near, a count", { ...near, countOnly: true, maxPrice: 2000 }, "near-places"],
  ["near, each category's count, a common keyword", { ...near, id: eachCategory, keywords: common, countOnly: true }, "near-places"],
];

describe("planBrowse", () => {
  it.each(rows)("%s", (_label, f, plan) => {
    const filters: BrowseFilters = { sort: "newest", limit: 12, ...f };
    expect(planName(planBrowse(filters))).toBe(plan);
    // The plan picked is always one that can serve the filters (the reference test checks each of those).
    expect(possiblePlans(filters).map(planName)).toContain(plan);
  });

  it("takes a keyword as rare up to FEW_MATCHES estimated matches, and common beyond", () => {
    expect(planName(planBrowse({ sort: "newest", limit: 12, keywords: keyword(FEW_MATCHES) }))).toBe("matches-sorted");
    expect(planName(planBrowse({ sort: "newest", limit: 12, keywords: keyword(FEW_MATCHES + 1) }))).toBe("probe-then-bands");
    // Within a radius, up to NEAR_FEW_MATCHES.
    expect(planName(planBrowse({ sort: "newest", limit: 12, ...near, keywords: keyword(NEAR_FEW_MATCHES + 1) }))).toBe("near-places");
  });
});

describe("a radius place's estimated bikes (near.ts estimatedBikes), as Postgres's planner estimates them", () => {
  const stats = { common_places: [7, 8], common_shares: [0.5, 0.1], null_share: 0.1, distinct_places: 12, all_bikes: 1000 };
  it.each([
    ["a most common place: its share", stats, 7, 500],
    ["another place: the share left (0.3) over the other 10 places", stats, 99, 30],
    ["distinct places as a share of the rows (-0.012 × 1000 = 12)", { ...stats, distinct_places: -0.012 }, 99, 30],
    ["no statistics yet", { ...stats, common_places: null, common_shares: null }, 7, null],
  ])("%s", (_label, s, place, bikes) => {
    const estimate = estimatedBikes(s)(place);
    if (bikes === null) expect(estimate).toBeNull();
    else expect(estimate).toBeCloseTo(bikes, 6);
  });
});
