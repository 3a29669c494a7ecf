import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import { browsePageIds } from "./browse-bikes";
import { hasOwnIndexFilter } from "./filter-predicates";
import { filteredIds, hasKeyedRange, keywordText, sortedPage, type BrowseFilters } from "./id-query";
import { nearOf } from "./near";
import { planBrowse, type Plan } from "./planner";

/** Counts stop here: the filter panel says "1,000+ bikes match" beyond it. */
export const COUNT_CAP = 1000;
/** With a keyword, counts stop here ("50+"): the count is one page of its strategy, whose cost grows with the page. */
export const KEYWORD_COUNT_CAP = 50;

/** A keyword's count pages newest first, but by price with a range the band keys hold: then only the range's matches are read. */
const countOrder = (f: Omit<BrowseFilters, "sort" | "limit">): BrowseFilters["sort"] =>
  keywordText(f) && hasKeyedRange(f) ? "price_desc" : "newest";

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
 * GET /api/bikes/count: available bikes passing browse's filters, up to the cap + 1. With a keyword
 * or a radius, the size of a page by its plan. Else browse's WHERE, unordered when a filter has an
 * index of its own, newest first otherwise (unordered, Postgres scanned the table up to the cap).
 */
export function countStatement(db: Kysely<Database>, f: Omit<BrowseFilters, "sort" | "limit">, pagePlan?: Plan): CountStatement {
  const counted = (ids: unknown) => sql<{ count: number }>`SELECT count(*)::int AS count FROM ${ids} AS page`;
  const keyword = keywordText(f);
  if (keyword || nearOf(f)) {
    const cap = keyword ? KEYWORD_COUNT_CAP : COUNT_CAP;
    const g = countFilters(f, cap);
    const plan = pagePlan ?? planBrowse(g);
    return { cap, plan, count: counted(browsePageIds(db, g, undefined, plan)) };
  }
  const g: BrowseFilters = { ...f, sort: "newest", limit: COUNT_CAP };
  const ids = hasOwnIndexFilter(f)
    ? filteredIds(db, g, undefined).limit(COUNT_CAP + 1)
    : sortedPage(filteredIds(db, g, undefined), g, COUNT_CAP + 1);
  return { cap: COUNT_CAP, plan: { strategy: "walk", probe: false, perCategory: false }, count: counted(ids) };
}
