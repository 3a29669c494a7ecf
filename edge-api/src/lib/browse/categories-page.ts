import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";
import { type BrowseFilters, type CategoryId, filteredIds, hasEngineRange, keywordAlternatives, keywordText, sortedPage } from "./id-query";
import { categoryMayMatch } from "./keyword-categories";

/**
 * Whether a category can have bikes passing the filters at all: the keyword may match
 * (categoryMayMatch), it has a bike in the engine-size range, and
 * it has the filters' country, city and model (one probe each of bikes_browse_<column>_newest_idx). False means none does; used
 * to skip a category's page or count, which would otherwise read the category to find nothing.
 */
export function categoryMayHave(db: Kysely<Database>, categoryId: CategoryId, f: BrowseFilters): RawBuilder<boolean> {
  const gates: RawBuilder<boolean>[] = [];
  if (keywordText(f)) gates.push(categoryMayMatch(categoryId, keywordAlternatives(f)));
  // A bike in the engine-size range: one probe of bikes_browse_cc_idx (no 600 cc+ scooters).
  if (hasEngineRange(f)) {
    let inRange = db
      .selectFrom("bikes")
      .select("bikes.id")
      .where("bikes.status", "=", "available")
      .where("bikes.category_id", "=", categoryId);
    if (f.minCc !== undefined) inRange = inRange.where("bikes.engine_cc", ">=", f.minCc);
    if (f.maxCc !== undefined) inRange = inRange.where("bikes.engine_cc", "<=", f.maxCc);
    gates.push(sql<boolean>`EXISTS (${inRange.orderBy("bikes.engine_cc").limit(1)})`);
  }
  for (const column of ["country", "city", "model"] as const) {
    const value = f[column];
    if (!value) continue;
    const probe = db
      .selectFrom("bikes")
      .select("bikes.id")
      .where("bikes.status", "=", "available")
      .where("bikes.category_id", "=", categoryId)
      .where(`bikes.${column}`, "=", value)
      .limit(1);
    gates.push(sql<boolean>`EXISTS (${probe})`);
  }
  return gates.length ? sql<boolean>`(${sql.join(gates, sql` AND `)})` : sql<boolean>`true`;
}

/**
 * Each category in turn, for a statement that works per category: the categories row of a
 * LATERAL join (or of a correlated subquery). The per-category subquery is then planned once and
 * run for each category, where a copy per category took longer to plan than to run.
 */
export const EACH_CATEGORY = sql<number>`each_category.id`;
export const eachCategory = sql`categories AS each_category`;

/**
 * Per category: a page across categories from each category's own page, merged. The whole sort
 * order's index carries no category, so a filter or keyword whose matches lie far along it (a
 * model by price) makes its walk read every bike before them, while each category's strategies
 * have their indexes and bands. Categories that cannot match are skipped (categoryMayHave). Reads
 * up to limit + 1 bikes per category (each category's page is one subquery run for each,
 * EACH_CATEGORY), then the first limit + 1 of them in order.
 */
export function categoriesPage(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined, pageOf: (f: BrowseFilters) => unknown) {
  const inCategory: BrowseFilters = { ...f, id: EACH_CATEGORY };
  const pages = sql`SELECT category_page.id FROM ${eachCategory} CROSS JOIN LATERAL (
    SELECT id FROM ${pageOf(inCategory)} AS page WHERE ${categoryMayHave(db, EACH_CATEGORY, inCategory)}) AS category_page`;
  // As an array, so the few ids are read by key rather than found along the sort order's index.
  return sortedPage(filteredIds(db, f, after).where(sql<boolean>`bikes.id = ANY(ARRAY(${pages}))`), f);
}
