import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../pagination";
import { filteredIds, keywordAlternatives, keywordText, sortedPage, type BrowseFilters } from "./id-query";
import { categoryMayMatch } from "./keyword-categories";

/**
 * Whether a category can have bikes passing the filters at all: the keyword may match
 * (categoryMayMatch) and it has the filters' country, city and model (one probe each of
 * bikes_browse_<column>_newest_idx). False means none does; used to skip a category's page or
 * count, which would otherwise read the category to find nothing ("Honda Forza 350" outside
 * scooters: ~400 ms).
 */
export function categoryMayHave(db: Kysely<Database>, categoryId: number, f: BrowseFilters): RawBuilder<boolean> {
  const gates: RawBuilder<boolean>[] = [];
  if (keywordText(f)) gates.push(categoryMayMatch(categoryId, keywordAlternatives(f)));
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
 * A page across categories from each category's own page, merged: the whole sort order's index
 * carries no category, so a filter or keyword whose matches lie far along it (a model by price:
 * ~1 s at 1M bikes; Kawasaki Ninjas by price low→high: ~2 s) makes its walk read every bike before
 * them, while each category's strategies have their indexes and bands. Categories that cannot
 * match are skipped (categoryMayHave). Reads up to limit + 1 bikes per category, then the first
 * limit + 1 of them in order.
 */
export function categoriesPage(
  db: Kysely<Database>,
  f: BrowseFilters,
  after: Cursor | undefined,
  categoryIds: readonly number[],
  pageOf: (f: BrowseFilters) => unknown,
) {
  const pages = categoryIds.map((id) => {
    const inCategory: BrowseFilters = { ...f, id, categoryIds: undefined };
    return sql`SELECT id FROM ${pageOf(inCategory)} AS category_page WHERE ${categoryMayHave(db, id, inCategory)}`;
  });
  // As an array, so the few ids are read by key rather than found along the sort order's index.
  return sortedPage(filteredIds(db, f, after).where(sql<boolean>`bikes.id = ANY(ARRAY(${sql.join(pages, sql` UNION ALL `)}))`), f);
}
