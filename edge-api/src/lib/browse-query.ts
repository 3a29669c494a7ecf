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
 *
 * A deferred join: the page's ids are picked from the browse indexes alone — they carry engine_cc
 * and months_used, so a cc or age filter is checked in the index instead of fetching every
 * skipped bike from the table (at 1M bikes, price order + min cc went from ~740 ms to ~8 ms) —
 * and only the rows of the page are then read with their seller and category.
 */
export function browseBikes(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined, among?: number[]) {
  let ids = db.selectFrom("bikes").select("bikes.id").where("bikes.status", "=", "available");
  if (among) ids = among.length ? ids.where("bikes.id", "in", among) : ids.where(sql<boolean>`false`);
  if (f.id !== undefined) ids = ids.where("bikes.category_id", "=", f.id);
  if (f.country) ids = ids.where("bikes.country", "=", f.country);
  if (f.city) ids = ids.where("bikes.city", "=", f.city);
  if (f.model) ids = ids.where("bikes.model", "=", f.model);
  if (f.minCc !== undefined) ids = ids.where("bikes.engine_cc", ">=", f.minCc);
  if (f.maxCc !== undefined) ids = ids.where("bikes.engine_cc", "<=", f.maxCc);
  if (f.maxPrice !== undefined) ids = ids.where("bikes.resale_price_cents", "<=", toCents(f.maxPrice));
  if (f.maxMonths !== undefined) ids = ids.where("bikes.months_used", "<=", f.maxMonths);
  const words = f.q ? keywordQuery(f.q) : null;
  if (words) ids = ids.where(sql<boolean>`bikes.search @@ to_tsquery('simple', ${words})`);

  if (f.sort === "newest") {
    if (after) ids = ids.where("bikes.id", "<", after.id);
    const pageIds = ids.orderBy("bikes.id", "desc").limit(f.limit + 1);
    return selectBikes(db).where("bikes.id", "in", pageIds).orderBy("bikes.id", "desc");
  }
  const direction = f.sort === "price_asc" ? ">" : "<";
  if (after && typeof after.k === "number") {
    const k = after.k;
    ids = ids.where((eb) => eb(eb.refTuple("bikes.resale_price_cents", "bikes.id"), direction, eb.tuple(k, after.id)));
  }
  const order = f.sort === "price_asc" ? "asc" : "desc";
  const pageIds = ids.orderBy("bikes.resale_price_cents", order).orderBy("bikes.id", order).limit(f.limit + 1);
  return selectBikes(db).where("bikes.id", "in", pageIds).orderBy("bikes.resale_price_cents", order).orderBy("bikes.id", order);
}

/** More engine-size matches than this and walking the sort order finds a page quickly anyway. */
export const RARE_CC_MATCHES = 2000;

const hasCcRange = (f: BrowseFilters) => f.id !== undefined && (f.minCc !== undefined || f.maxCc !== undefined);

/**
 * A category's bikes in an engine-size range, at most RARE_CC_MATCHES + 1 ids, from the
 * (category, engine_cc) index alone. When a range matches few bikes (600 cc+ scooters: none),
 * walking the category in sort order would read all of it; the planner cannot tell, because
 * index estimates ignore the category/cc statistics, so the route asks first and then browses
 * among these ids (`among`). Undefined when the filters have no cc range within a category.
 */
export function rareCcCandidates(db: Kysely<Database>, f: BrowseFilters) {
  if (!hasCcRange(f)) return undefined;
  let query = db.selectFrom("bikes").select("bikes.id").where("bikes.status", "=", "available").where("bikes.category_id", "=", f.id!);
  if (f.minCc !== undefined) query = query.where("bikes.engine_cc", ">=", f.minCc);
  if (f.maxCc !== undefined) query = query.where("bikes.engine_cc", "<=", f.maxCc);
  return query.limit(RARE_CC_MATCHES + 1);
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
