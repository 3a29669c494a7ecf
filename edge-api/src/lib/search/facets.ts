import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import { browsePageIds, type BrowseFilters } from "../browse/browse-bikes";
import { categoryMayHave } from "../browse/categories-page";
import { countOrder } from "../browse/count-bikes";

/** Category counts stop here: the results page says "50+" beyond it. */
export const FACET_CAP = 50;

/**
 * GET /api/search/facets: how many available bikes of each category match a search and its
 * filters, each counted up to FACET_CAP + 1. An exact count is not bounded at 1M bikes (Honda
 * alone matches ~200k), so a category's count is the size of one browse page of FACET_CAP + 1
 * bikes (browsePageIds, in countOrder): the strategies that find a page quickly however the keyword
 * and filters fall (keyword-page.ts, cc-range-page.ts, walk-page.ts) bound the count too — their
 * cost grows with the page, hence a cap of 50 (at 100 a keyword with a filter took 20–40 ms for
 * five categories at 1M bikes). What they do slowly — prove that a category has no match of a
 * keyword or model common elsewhere — is ruled out first by categoryMayHave. One statement.
 */
export function facetCounts(db: Kysely<Database>, f: Omit<BrowseFilters, "id" | "sort" | "limit">, categoryIds: readonly number[]) {
  const counts = categoryIds.map((id) => {
    const filters: BrowseFilters = { ...f, id, categoryIds: undefined, sort: countOrder(f), limit: FACET_CAP };
    const count = sql`(SELECT count(*) FROM ${browsePageIds(db, filters, undefined)} AS page)::int`;
    return sql`SELECT ${id}::int AS category_id, CASE WHEN ${categoryMayHave(db, id, filters)} THEN ${count} ELSE 0 END AS count`;
  });
  return sql<{ category_id: number; count: number }>`${sql.join(counts, sql` UNION ALL `)}`;
}
