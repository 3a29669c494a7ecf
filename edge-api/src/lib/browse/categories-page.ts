import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";
import {
  type BrowseFilters,
  type CategoryId,
  categoryBikes,
  filteredIds,
  hasEngineRange,
  keywordAlternatives,
  keywordText,
  sortedPage,
} from "./id-query";
import { categoryMayMatch } from "./keyword-categories";

/**
 * Whether a category can have bikes passing the filters: the keyword may match, and it has a bike
 * in the engine-size range and of the country, city and model (an index probe each). Skips a
 * category's page or count that would read the category to find nothing.
 */
export function categoryMayHave(db: Kysely<Database>, categoryId: CategoryId, f: BrowseFilters): RawBuilder<boolean> {
  const gates: RawBuilder<boolean>[] = [];
  if (keywordText(f)) gates.push(categoryMayMatch(categoryId, keywordAlternatives(f)));
  const exists = (bikes: ReturnType<typeof categoryBikes>) => sql<boolean>`EXISTS (${bikes.select("bikes.id").limit(1)})`;
  if (hasEngineRange(f)) gates.push(exists(categoryBikes(db, categoryId, f).orderBy("bikes.engine_cc")));
  for (const column of ["country", "city", "model"] as const) {
    const value = f[column];
    if (value) gates.push(exists(categoryBikes(db, categoryId).where(`bikes.${column}`, "=", value)));
  }
  return gates.length ? sql<boolean>`(${sql.join(gates, sql` AND `)})` : sql<boolean>`true`;
}

/**
 * One category's page `ids`, or none at once when the category cannot have bikes passing the
 * filters ("bajaj" where no bike ever had it): checked above the page, so the page's plan is unchanged.
 */
export const inCategoryThatMayHave = (db: Kysely<Database>, categoryId: CategoryId, f: BrowseFilters, ids: unknown) =>
  sql<number>`(SELECT page.id FROM ${ids} AS page WHERE ${categoryMayHave(db, categoryId, f)})`;

/** Each category as the row of a LATERAL join: the per-category subquery is planned once, where copies took longer to plan than run. */
export const EACH_CATEGORY = sql<number>`each_category.id`;
export const eachCategory = sql`categories AS each_category`;

/**
 * Per category: a page across categories from each category's page, merged. The whole order's index
 * has no category, so matches far along it (a model by price) cost every bike before them, where
 * each category has its own indexes and bands. Categories that cannot match are skipped.
 */
export function categoriesPage(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined, pageOf: (f: BrowseFilters) => unknown) {
  const inCategory: BrowseFilters = { ...f, id: EACH_CATEGORY };
  const pages = sql`SELECT category_page.id FROM ${eachCategory} CROSS JOIN LATERAL (
    SELECT id FROM ${pageOf(inCategory)} AS page WHERE ${categoryMayHave(db, EACH_CATEGORY, inCategory)}) AS category_page`;
  // As an array, so the few ids are read by key rather than found along the sort order's index.
  return sortedPage(filteredIds(db, f, after).where(sql<boolean>`bikes.id = ANY(ARRAY(${pages}))`), f);
}
