import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import { browsePageIds, type BrowseFilters } from "../browse/browse-bikes";
import { categoryMayHave, EACH_CATEGORY, eachCategory } from "../browse/categories-page";
import { countOrder } from "../browse/count-bikes";

/** Category counts stop here: the results page says "50+" beyond it. */
export const FACET_CAP = 50;

/**
 * GET /api/search/facets: every category (id order) with how many of its available bikes match a
 * search and its filters, each counted up to FACET_CAP + 1. An exact count is not bounded at 1M
 * bikes (Honda alone matches ~200k), so a category's count is the size of one browse page of
 * FACET_CAP + 1 bikes (browsePageIds, in countOrder): the strategies that find a page quickly
 * however the keyword and filters fall (keyword-page.ts, cc-range-page.ts, walk-page.ts) bound the
 * count too — their cost grows with the page, hence a cap of 50 (at 100 a keyword with a filter
 * took 20–40 ms for five categories at 1M bikes). What they do slowly — prove that a category has
 * no match of a keyword or model common elsewhere — is ruled out first by categoryMayHave. One
 * statement, whose count is one subquery run per category (EACH_CATEGORY), so it is planned once.
 */
export function facetCounts(db: Kysely<Database>, f: Omit<BrowseFilters, "id" | "sort" | "limit">) {
  const filters: BrowseFilters = {
    ...f,
    id: EACH_CATEGORY,
    sort: countOrder(f),
    limit: FACET_CAP,
    countOnly: true,
  };
  const count = sql`(SELECT count(*) FROM ${browsePageIds(db, filters, undefined)} AS page)::int`;
  return sql<{ id: number; name: string; count: number }>`SELECT each_category.id, each_category.name,
      CASE WHEN ${categoryMayHave(db, EACH_CATEGORY, filters)} THEN ${count} ELSE 0 END AS count
    FROM ${eachCategory} ORDER BY each_category.id`;
}
