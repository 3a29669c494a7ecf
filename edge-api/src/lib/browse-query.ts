import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../db/database";
import type { BrowseQuery } from "../schemas/bike";
import { keywordQuery, selectBikes } from "./bike-query";
import { toCents } from "./money";
import type { Cursor } from "./pagination";

export type BrowseFilters = Omit<BrowseQuery, "cursor">;

/**
 * GET /api/bikes: available bikes, filtered and sorted, one keyset page (limit + 1 rows).
 * Built here so the route and the query-plan checks (tests/support/query-plan-cases.ts) share it.
 */
export function browseBikes(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  let query = selectBikes(db).where("bikes.status", "=", "available");
  if (f.id !== undefined) query = query.where("bikes.category_id", "=", f.id);
  if (f.country) query = query.where("bikes.country", "=", f.country);
  if (f.city) query = query.where("bikes.city", "=", f.city);
  if (f.model) query = query.where("bikes.model", "=", f.model);
  if (f.minCc !== undefined) query = query.where("bikes.engine_cc", ">=", f.minCc);
  if (f.maxCc !== undefined) query = query.where("bikes.engine_cc", "<=", f.maxCc);
  if (f.maxPrice !== undefined) query = query.where("bikes.resale_price_cents", "<=", toCents(f.maxPrice));
  if (f.maxMonths !== undefined) query = query.where("bikes.months_used", "<=", f.maxMonths);
  const words = f.q ? keywordQuery(f.q) : null;
  if (words) query = query.where(sql<boolean>`bikes.search @@ to_tsquery('simple', ${words})`);

  if (f.sort === "newest") {
    if (after) query = query.where("bikes.id", "<", after.id);
    query = query.orderBy("bikes.id", "desc");
  } else {
    const direction = f.sort === "price_asc" ? ">" : "<";
    if (after && typeof after.k === "number") {
      const k = after.k;
      query = query.where((eb) => eb(eb.refTuple("bikes.resale_price_cents", "bikes.id"), direction, eb.tuple(k, after.id)));
    }
    const order = f.sort === "price_asc" ? "asc" : "desc";
    query = query.orderBy("bikes.resale_price_cents", order).orderBy("bikes.id", order);
  }
  return query.limit(f.limit + 1);
}

/**
 * GET /api/bikes/filters: the distinct values of one column among a category's available bikes,
 * in order, at most 200. With a category it is a loose index scan (one index probe per value, on
 * the bikes_browse_<column>_newest_idx indexes) instead of reading every bike of the category.
 */
export function filterOptions(categoryId: number | undefined, column: "country" | "city" | "model") {
  const col = sql.ref(`bikes.${column}`);
  if (categoryId === undefined) {
    return sql<{ value: string }>`SELECT DISTINCT ${col} AS value FROM bikes WHERE bikes.status = 'available' ORDER BY value LIMIT 200`;
  }
  const next = (after: RawBuilder<unknown> | null) =>
    sql`(SELECT ${col} FROM bikes WHERE bikes.status = 'available' AND bikes.category_id = ${categoryId}
      ${after ? sql`AND ${col} > ${after}` : sql``} ORDER BY ${col} LIMIT 1)`;
  return sql<{ value: string }>`WITH RECURSIVE options(value) AS (
    ${next(null)}
    UNION ALL
    SELECT ${next(sql`options.value`)} FROM options WHERE options.value IS NOT NULL
  ) SELECT value FROM options WHERE value IS NOT NULL LIMIT 200`;
}
