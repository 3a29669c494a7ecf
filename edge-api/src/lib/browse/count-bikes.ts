import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import { browsePageIds } from "./browse-bikes";
import { hasOwnIndexFilter } from "./filter-predicates";
import { filteredIds, hasKeyedRange, keywordText, sortedPage, type BrowseFilters } from "./id-query";
import { nearOf } from "./near";
import { planBrowse, type Plan } from "./planner";

/** Counts stop here: the filter panel says "1,000+ bikes match" beyond it. */
export const COUNT_CAP = 1000;
/**
 * With a keyword, counts stop here ("50+"): a keyword's count is the size of one page of its
 * strategy (planner.ts), whose cost grows with the page.
 */
export const KEYWORD_COUNT_CAP = 50;

/**
 * The order a keyword's capped count pages in (any order counts the same): newest first, but price
 * order with an engine-size range or a maximum price, where the bands read only the range's
 * matches (their price-and-cc keys, from the maximum price's band down).
 */
const countOrder = (f: Omit<BrowseFilters, "sort" | "limit">): BrowseFilters["sort"] =>
  keywordText({ ...f, sort: "newest", limit: 1 }) && hasKeyedRange(f) ? "price_desc" : "newest";

/** A capped count's filters: a page of cap + 1 in countOrder, any matches (this count's, the category counts'). */
export const countFilters = (f: Omit<BrowseFilters, "sort" | "limit">, cap = KEYWORD_COUNT_CAP): BrowseFilters => ({
  ...f,
  sort: countOrder(f),
  limit: cap,
  countOnly: true,
});

/** A count's statement and the plan it counts by (a count's plans have no probe: planner.ts). */
export interface CountStatement {
  cap: number;
  plan: Plan;
  count: RawBuilder<{ count: number }>;
}

/**
 * GET /api/bikes/count: how many available bikes pass browse's filters, counted up to the cap + 1.
 * Without a keyword, browse's own WHERE (filteredIds), unordered when a filter has its own index (the
 * planner reads the most selective one; the browse indexes carry the other filtered columns), else
 * newest first (without such a filter an unordered count let Postgres scan the table up to the
 * cap); either way it stops at the cap. With a keyword, the size of a page of KEYWORD_COUNT_CAP + 1
 * by the keyword's plan.
 */
export function countStatement(db: Kysely<Database>, f: Omit<BrowseFilters, "sort" | "limit">, keywordPlan?: Plan): CountStatement {
  const counted = (ids: unknown) => sql<{ count: number }>`SELECT count(*)::int AS count FROM ${ids} AS page`;
  if (keywordText({ ...f, sort: "newest", limit: KEYWORD_COUNT_CAP })) {
    const g = countFilters(f);
    const plan = keywordPlan ?? planBrowse(g);
    return { cap: KEYWORD_COUNT_CAP, plan, count: counted(browsePageIds(db, g, undefined, plan)) };
  }
  if (nearOf(f)) {
    // Within a radius: any COUNT_CAP + 1 of its places' bikes (near-places.ts), as a keyword's count.
    const g: BrowseFilters = { ...f, sort: "newest", limit: COUNT_CAP, countOnly: true };
    const plan = planBrowse(g);
    return { cap: COUNT_CAP, plan, count: counted(browsePageIds(db, g, undefined, plan)) };
  }
  const g: BrowseFilters = { ...f, sort: "newest", limit: COUNT_CAP };
  const ids = hasOwnIndexFilter(f)
    ? filteredIds(db, g, undefined).limit(COUNT_CAP + 1)
    : sortedPage(filteredIds(db, g, undefined), g, COUNT_CAP + 1);
  return { cap: COUNT_CAP, plan: { strategy: "walk", probe: false, perCategory: false }, count: counted(ids) };
}
