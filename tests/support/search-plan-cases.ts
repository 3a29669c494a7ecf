import type { Kysely } from "kysely";
import type { Database } from "../../edge-api/src/db/database";
import { browseBikes, type BrowseFilters } from "../../edge-api/src/lib/browse/browse-bikes";
import { facetCounts } from "../../edge-api/src/lib/search/facets";
import { alternativesQuery, searchKeywords, type SearchKeywords } from "../../edge-api/src/lib/search/keywords";
import { compactForm, suggestionsQuery } from "../../edge-api/src/lib/search/suggestions";
import { browseStatementCases } from "./browse-statement-cases";
import type { PlanCase, PlanFixture } from "./query-plan-cases";

/** The search's own fixture values (query-plan-cases.ts PlanFixture.search). */
export interface SearchFixture {
  /** A brand as typed ("kawasaki"), misspelt ("kawsaki"), with a model word ("kawasaki ninja"), and rare in the busiest category. */
  keyword: { q: string; keywords: SearchKeywords | null };
  typo: { q: string; keywords: SearchKeywords | null };
  twoWords: { q: string; keywords: SearchKeywords | null };
  rare: { q: string; keywords: SearchKeywords | null };
}

/** Prepared as the routes prepare them (searchKeywords reads the vocabulary), from the plan fixture's model. */
export async function loadSearchFixture(db: Kysely<Database>, model: string, rareKeyword: string): Promise<SearchFixture> {
  const [brand = "honda", second = ""] = model.toLowerCase().split(/\s+/);
  const typo = brand.length > 4 ? brand.slice(0, 2) + brand.slice(3) : `${brand}x`;
  const prepared = async (q: string) => ({ q, keywords: await searchKeywords(db, q) });
  return {
    keyword: await prepared(brand),
    typo: await prepared(typo),
    twoWords: await prepared(`${brand} ${second}`.trim()),
    rare: await prepared(rareKeyword),
  };
}

const BIKES = ["bikes"] as const;
const UI_PAGE = 12;

/**
 * The search's statements (routes/search.ts and GET /api/bikes?q= across categories, as the
 * results page /bikes?q=… sends them): the results in each sort with the keyword, misspelt, two
 * words and with each filter; the category counts likewise; the suggestions and the typo lookup.
 */
/** Each browse filter alone, with a value the fixture's data has: for browse's and the search's plan cases. */
export const singleFilterCases = (fx: PlanFixture): Array<[string, Partial<BrowseFilters>]> => [
  ["country", { country: fx.country }],
  ["city", { city: fx.city }],
  ["model", { model: fx.model }],
  ["minCc", { minCc: 600 }],
  ["maxCc", { maxCc: 250 }],
  ["minCc+maxCc", { minCc: 300, maxCc: 750 }],
  ["maxPrice", { maxPrice: 2000 }],
  ["maxMonths", { maxMonths: 6 }],
  ["minRating", { minRating: 4 }],
  ["minYear", { minYear: 2020 }],
  ["maxKm", { maxKm: 10000 }],
  ["minPrice", { minPrice: 5000 }],
];

export function searchCases(db: Kysely<Database>, fx: PlanFixture): PlanCase[] {
  const s = fx.search;
  const cases: PlanCase[] = [];
  const filters = singleFilterCases(fx);
  const keywords: Array<[string, SearchFixture["keyword"]]> = [
    ["keyword", s.keyword],
    ["typo", s.typo],
    ["two words", s.twoWords],
    ["rare keyword", s.rare],
  ];
  for (const sort of ["newest", "price_asc", "price_desc"] as const) {
    const results = (name: string, f: Partial<BrowseFilters>): PlanCase[] =>
      browseStatementCases(
        db,
        `search results ${sort} ${name}`,
        BIKES,
        browseBikes(db, { sort, limit: UI_PAGE, ...f }, undefined),
        UI_PAGE,
      );
    for (const [name, k] of keywords) cases.push(...results(name, { q: k.q, keywords: k.keywords }));
    for (const [name, f] of filters) cases.push(...results(`keyword+${name}`, { q: s.keyword.q, keywords: s.keyword.keywords, ...f }));
    // The keyword dropped (the empty state's offer): every category with a filter.
    for (const [name, f] of filters) cases.push(...results(name, f));
  }
  const facets = (name: string, f: Partial<BrowseFilters>): PlanCase => ({
    name: `search facets ${name}`,
    tables: BIKES,
    query: facetCounts(db, f).query.compile(db),
  });
  for (const [name, k] of keywords) cases.push(facets(name, { q: k.q, keywords: k.keywords }));
  for (const [name, f] of filters) {
    cases.push(facets(`keyword+${name}`, { q: s.keyword.q, keywords: s.keyword.keywords, ...f }));
    cases.push(facets(name, f));
  }
  // Near the fixture's city (#38): its category counts, with the keyword as the search sends them.
  for (const radius of [50, 500] as const) {
    const near = { lat: fx.near.lat, lng: fx.near.lng, radius, within: fx.near.within[radius] };
    cases.push(facets(`keyword near ${radius} km`, { q: s.keyword.q, keywords: s.keyword.keywords, ...near }));
  }
  const suggest = (name: string, q: string, k: SearchKeywords | null): PlanCase => ({
    name: `search suggestions ${name}`,
    tables: ["search_terms"],
    query: suggestionsQuery(q, k?.words ?? null, compactForm(q)).compile(db),
  });
  cases.push(
    suggest("prefix", s.keyword.q.slice(0, 3), {
      words: `${s.keyword.q.slice(0, 3)}:*`,
      alternatives: [],
      estimatedMatches: null,
      rarestWord: null,
      readable: [],
    }),
  );
  cases.push(suggest("typo", s.typo.q, s.typo.keywords));
  cases.push(suggest("two words", s.twoWords.q, s.twoWords.keywords));
  // The vocabulary is a few hundred rows even at 1M bikes (60 models): the planner rightly reads it
  // whole there, so only bikes is checked; with many more terms its trigram index serves the lookup.
  cases.push({ name: "search typo alternatives", tables: BIKES, query: alternativesQuery([s.typo.q, "zzqx"]).compile(db) });
  return cases;
}
