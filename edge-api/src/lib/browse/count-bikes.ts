import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import { browsePageIds } from "./browse-bikes";
import { hasOwnIndexFilter } from "./filter-predicates";
import { filteredIds, keywordText, sortedPage, type BrowseFilters } from "./id-query";

/** Counts stop here: the filter panel says "1,000+ bikes match" beyond it. */
export const COUNT_CAP = 1000;
/**
 * With a keyword, counts stop here ("50+"): a keyword's matches are found by browse's keyword
 * strategies (keyword-page.ts), whose cost grows with the page, as for the search facets
 * (lib/search/facets.ts FACET_CAP). Left to the planner, a common keyword in a category was a
 * sequential scan of bikes at 1M.
 */
export const KEYWORD_COUNT_CAP = 50;

/**
 * The order a capped count pages in (any order counts the same): newest first, but price order
 * with a keyword in an engine-size range, where the keyword bands' price-and-cc keys read only
 * the range's matches (keyword-page.ts) instead of probing 1,000 bikes' keywords first.
 */
export const countOrder = (f: Omit<BrowseFilters, "sort" | "limit">): BrowseFilters["sort"] =>
  keywordText({ ...f, sort: "newest", limit: 1 }) && (f.minCc !== undefined || f.maxCc !== undefined) ? "price_desc" : "newest";

/**
 * GET /api/bikes/count: how many available bikes pass browse's filters, counted up to the cap + 1.
 * Without a keyword the ids come from browse's own filteredIds (the same WHERE as a page), without an
 * order when a filter has its own index, so the planner reads the index of the most selective filter
 * (the browse indexes carry engine_cc, months_used and the price, so the rest is checked in the
 * index), else newest first (hasOwnIndexFilter: without such a filter an unordered count let the
 * planner scan the table up to the cap, where newest first the index is the plan whatever the
 * statistics); either way it stops at the cap:
 * an exact count of a whole category would read all of it at a million bikes. With a keyword it is
 * the size of one browse page of KEYWORD_COUNT_CAP + 1 (the same typo-forgiving words as the results).
 */
export function countBikes(db: Kysely<Database>, f: Omit<BrowseFilters, "sort" | "limit">) {
  if (keywordText({ ...f, sort: "newest", limit: KEYWORD_COUNT_CAP })) {
    const page = browsePageIds(db, { ...f, sort: countOrder(f), limit: KEYWORD_COUNT_CAP, countOnly: true }, undefined);
    return { cap: KEYWORD_COUNT_CAP, query: sql<{ count: number }>`SELECT count(*)::int AS count FROM ${page} AS page` };
  }
  const g: BrowseFilters = { ...f, sort: "newest", limit: COUNT_CAP };
  const ids = hasOwnIndexFilter(f)
    ? filteredIds(db, g, undefined).limit(COUNT_CAP + 1)
    : sortedPage(filteredIds(db, g, undefined), g, COUNT_CAP + 1);
  return { cap: COUNT_CAP, query: sql<{ count: number }>`SELECT count(*)::int AS count FROM ${ids} AS matches` };
}
