import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import { browsePageIds, type BrowseFilters } from "../browse/browse-bikes";
import { categoryMayHave, EACH_CATEGORY, eachCategory } from "../browse/categories-page";
import { countFilters } from "../browse/count-bikes";
import { planBrowse } from "../browse/planner";

/** Category counts stop here: the results page says "50+" beyond it. */
export const FACET_CAP = 50;

/**
 * GET /api/search/facets: every category with how many bikes match the search, up to FACET_CAP + 1:
 * the size of one page by a count's plan in a category (an exact count is unbounded: Honda matches
 * ~200k). One statement, the count a subquery per category planned once; categories that cannot
 * match skipped. The plan is returned for Server-Timing.
 */
export function facetCounts(db: Kysely<Database>, f: Omit<BrowseFilters, "id" | "sort" | "limit">) {
  const filters: BrowseFilters = { ...countFilters(f, FACET_CAP), id: EACH_CATEGORY };
  const plan = planBrowse(filters);
  const count = sql`(SELECT count(*) FROM ${browsePageIds(db, filters, undefined, plan)} AS page)::int`;
  const query = sql<{ id: number; name: string; count: number }>`SELECT each_category.id, each_category.name,
      CASE WHEN ${categoryMayHave(db, EACH_CATEGORY, filters)} THEN ${count} ELSE 0 END AS count
    FROM ${eachCategory} ORDER BY each_category.id`;
  return { plan, query };
}
