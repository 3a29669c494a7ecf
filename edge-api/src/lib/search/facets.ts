import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import { browsePageIds, type BrowseFilters } from "../browse/browse-bikes";
import { categoryMayHave, EACH_CATEGORY, eachCategory } from "../browse/categories-page";
import { countFilters } from "../browse/count-bikes";
import { planBrowse } from "../browse/planner";

/** Category counts stop here: the results page says "50+" beyond it. */
export const FACET_CAP = 50;

/**
 * GET /api/search/facets: every category (id order) with how many of its available bikes match a
 * search and its filters, each counted up to FACET_CAP + 1. An exact count is not bounded at 1M
 * bikes (Honda alone matches ~200k), so a category's count is the size of one page of FACET_CAP + 1
 * bikes by the plan for a count in a category (planner.ts), whose strategies find any FACET_CAP + 1
 * matches quickly however the keyword and filters fall. A category that cannot have a match is
 * skipped (categoryMayHave). One statement, whose count is one subquery run per category
 * (EACH_CATEGORY), so it is planned once; the plan is returned for Server-Timing.
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
