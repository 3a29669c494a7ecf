import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../db/database";
import type { BrowseQuery } from "../schemas/bike";
import { keywordQuery, selectBikes } from "./bike-query";
import { toCents } from "./money";
import type { Cursor } from "./pagination";

export type BrowseFilters = Omit<BrowseQuery, "cursor">;

/** More engine-size matches than this and walking the sort order finds a page quickly anyway. */
export const RARE_CC_MATCHES = 2000;
/** Up to this many distinct engine sizes in a range, a price-ordered page is merged per size. */
export const MERGE_MAX_CC_VALUES = 100;
/** A keyword page is first looked for among this many bikes of the sort order (the other filters applied). */
export const KEYWORD_PROBE_ROWS = 1000;
/** Up to this many keyword matches (in the category), a keyword page is sorted among them. */
export const RARE_KEYWORD_MATCHES = 2000;

/**
 * GET /api/bikes: available bikes, filtered and sorted, one keyset page (limit + 1 rows), in one
 * statement. Built here so the route and the query-plan checks (tests/support/query-plan-cases.ts)
 * share it.
 *
 * A deferred join: the page's ids are picked from the browse indexes alone — they carry engine_cc
 * and months_used, so a cc or age filter is checked in the index instead of fetching every
 * skipped bike from the table (at 1M bikes, price order + min cc went from ~740 ms to ~8 ms) —
 * and only the rows of the page are then read with their seller and category.
 *
 * A keyword picks its ids by keywordPageIds, an engine-size range within a category by
 * ccRangePageIds (below).
 */
export function browseBikes(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  const order = f.sort === "price_asc" ? "asc" : "desc";
  const words = f.q ? keywordQuery(f.q) : null;
  const pageIds = words
    ? keywordPageIds(db, f, after, words)
    : hasCcRange(f)
      ? ccRangePageIds(db, f, after)
      : sortedPage(filteredIds(db, f, after), f);
  const rows = selectBikes(db).where("bikes.id", "in", pageIds);
  return f.sort === "newest"
    ? rows.orderBy("bikes.id", "desc")
    : rows.orderBy("bikes.resale_price_cents", order).orderBy("bikes.id", order);
}

/** The ids of available bikes passing every filter and after the cursor, unordered. */
function filteredIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  let ids = db.selectFrom("bikes").select("bikes.id").where("bikes.status", "=", "available");
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
  if (f.sort === "newest") return after ? ids.where("bikes.id", "<", after.id) : ids;
  if (after && typeof after.k === "number") {
    const k = after.k;
    const direction = f.sort === "price_asc" ? ">" : "<";
    ids = ids.where((eb) => eb(eb.refTuple("bikes.resale_price_cents", "bikes.id"), direction, eb.tuple(k, after.id)));
  }
  return ids;
}

type IdQuery = ReturnType<typeof filteredIds>;

/** The first `rows` (default limit + 1) of `ids` in the sort order. */
function sortedPage(ids: IdQuery, f: BrowseFilters, rows = f.limit + 1) {
  if (f.sort === "newest") return ids.orderBy("bikes.id", "desc").limit(rows);
  const order = f.sort === "price_asc" ? "asc" : "desc";
  return ids.orderBy("bikes.resale_price_cents", order).orderBy("bikes.id", order).limit(rows);
}

/** The sort order of rows a subquery aliased `alias` returns (id, resale_price_cents). */
function sortOrder(alias: string, f: BrowseFilters) {
  const id = sql.ref(`${alias}.id`);
  if (f.sort === "newest") return sql`${id} DESC`;
  const order = sql.raw(f.sort === "price_asc" ? "ASC" : "DESC");
  return sql`${sql.ref(`${alias}.resale_price_cents`)} ${order}, ${id} ${order}`;
}

/**
 * A page with a keyword. Walking the sort order and checking each bike's keywords finds a page
 * at once when matches are common there, but reads the whole category when they are rare in it
 * (no Vespa among touring bikes: ~1 s at 1M bikes) — and the planner, which estimates matches as
 * spread evenly, cannot tell. So the statement picks its way itself, one-time filters running only
 * the chosen branch:
 * - probe: the matches among the first KEYWORD_PROBE_ROWS bikes of the sort order (the other
 *   filters and the cursor applied); when they fill the page, that is the page;
 * - among: otherwise, if the category has at most RARE_KEYWORD_MATCHES matches — counted on
 *   bikes_category_search_idx, which holds the category's own postings of each word (without a
 *   category, bikes_search_idx) — the page among their ids;
 * - walk: otherwise, as without a keyword (with an engine-size range, ccRangePageIds).
 * Every branch applies every filter, so they return the same page.
 */
function keywordPageIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined, words: string) {
  const query = sql`to_tsquery('simple', ${words})`;
  const matches = sql<boolean>`bikes.search @@ ${query}`;
  // The first rows' ids come from the browse indexes alone; only they are then read for keywords.
  const firstRows = sortedPage(filteredIds(db, { ...f, q: undefined }, after).select("bikes.resale_price_cents"), f, KEYWORD_PROBE_ROWS);
  const inCategory =
    f.id === undefined
      ? matches
      : sql<boolean>`bikes_category_search(bikes.category_id, bikes.search) @@ bikes_category_tsquery(${f.id}, ${query})`;
  const candidates = db.selectFrom("bikes").select("bikes.id").where("bikes.status", "=", "available").where(inCategory)
    .limit(RARE_KEYWORD_MATCHES + 1);
  const found = sql<boolean>`(SELECT count(*) FROM keyword_probe) > ${f.limit}`;
  const notFound = sql<boolean>`(SELECT count(*) FROM keyword_probe) <= ${f.limit}`;
  const count = sql`(SELECT cardinality(ids) FROM keyword_candidates)`;
  const rare = sql<boolean>`${count} <= ${RARE_KEYWORD_MATCHES}`;
  const notRare = sql<boolean>`${count} > ${RARE_KEYWORD_MATCHES}`;
  const among = filteredIds(db, f, after).where(sql<boolean>`bikes.id = ANY((SELECT ids FROM keyword_candidates)::int[])`);
  const walk = hasCcRange(f) ? ccRangePageIds(db, f, after) : sortedPage(filteredIds(db, f, after), f);
  return sql<number>`(WITH keyword_probe AS MATERIALIZED (
        SELECT probe.id FROM ${firstRows} AS probe JOIN bikes ON bikes.id = probe.id WHERE ${matches}
        ORDER BY ${sortOrder("probe", f)} LIMIT ${f.limit + 1}),
      keyword_candidates AS MATERIALIZED (SELECT ARRAY${candidates} AS ids)
    SELECT id FROM keyword_probe WHERE ${found}
    UNION ALL SELECT id FROM ${sortedPage(among.where(notFound).where(rare), f)} AS among
    UNION ALL SELECT id FROM ${walk} AS walk WHERE ${notFound} AND ${notRare})`;
}

const hasCcRange = (f: BrowseFilters) => f.id !== undefined && (f.minCc !== undefined || f.maxCc !== undefined);

/** A category's available bikes in the filters' engine-size range (the rest of the filters aside). */
function inCcRange(db: Kysely<Database>, f: BrowseFilters) {
  let query = db.selectFrom("bikes").where("bikes.status", "=", "available").where("bikes.category_id", "=", f.id!);
  if (f.minCc !== undefined) query = query.where("bikes.engine_cc", ">=", f.minCc);
  if (f.maxCc !== undefined) query = query.where("bikes.engine_cc", "<=", f.maxCc);
  return query;
}

/**
 * A page of a category in an engine-size range. Walking the category in sort order and skipping
 * bikes outside the range can read most of it: when the range matches few bikes (600 cc+
 * scooters: none), or when price order meets a range that only pricier bikes have (300–750 cc
 * scooters by price: ~100k cheaper scooters skipped, 17 ms). Index estimates cannot see either,
 * so the statement picks its way itself; one-time filters run only the chosen branch:
 * - merge (price order, no country/city/model/keyword filter, at most MERGE_MAX_CC_VALUES
 *   distinct sizes in the range): the sizes by a loose scan of bikes_browse_cc_idx
 *   (category, engine_cc, price, id), then the first page of each size from the same index,
 *   merged — a few index probes per size however the range and prices fall;
 * - among: at most RARE_CC_MATCHES bikes in the range (and under maxPrice/maxMonths) — the page
 *   among their ids;
 * - walk: otherwise, the sort order's own index, as without a range.
 * Every branch applies every filter, so they return the same page.
 */
function ccRangePageIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  // Price and age are in bikes_browse_cc_idx too: a range with a low maxPrice/maxMonths can match
  // few bikes though the range alone matches many (300 cc+ scooters under $2,000: a 20 ms walk).
  let candidates = inCcRange(db, f).select("bikes.id");
  if (f.maxPrice !== undefined) candidates = candidates.where("bikes.resale_price_cents", "<=", toCents(f.maxPrice));
  if (f.maxMonths !== undefined) candidates = candidates.where("bikes.months_used", "<=", f.maxMonths);
  candidates = candidates.limit(RARE_CC_MATCHES + 1);
  const ccs = inCcRange(db, f).select("bikes.engine_cc").orderBy("bikes.engine_cc").limit(1);
  const matches = sql`(SELECT cardinality(ids) FROM cc_candidates)`;
  const rare = sql<boolean>`${matches} <= ${RARE_CC_MATCHES}`;
  const notRare = sql<boolean>`${matches} > ${RARE_CC_MATCHES}`;
  const among = filteredIds(db, f, after).where(sql<boolean>`bikes.id = ANY((SELECT ids FROM cc_candidates)::int[])`);
  const walk = filteredIds(db, f, after);
  const mergeable = f.sort !== "newest" && !f.country && !f.city && !f.model && !f.q;
  if (!mergeable) {
    return sql<number>`(WITH cc_candidates AS MATERIALIZED (SELECT ARRAY${candidates} AS ids)
      SELECT id FROM ${sortedPage(among.where(rare), f)} AS among
      UNION ALL SELECT id FROM ${sortedPage(walk.where(notRare), f)} AS walk)`;
  }
  const sizes = sql`(SELECT count(*) FROM (SELECT FROM cc_values WHERE cc IS NOT NULL LIMIT ${MERGE_MAX_CC_VALUES + 1}) AS v)`;
  const few = sql<boolean>`${sizes} <= ${MERGE_MAX_CC_VALUES}`;
  const many = sql<boolean>`${sizes} > ${MERGE_MAX_CC_VALUES}`;
  const perCc = sortedPage(walk.select("bikes.resale_price_cents").where(sql<boolean>`bikes.engine_cc = cc_values.cc`), f);
  const order = sql.raw(f.sort === "price_asc" ? "ASC" : "DESC");
  return sql<number>`(WITH RECURSIVE cc_candidates AS MATERIALIZED (SELECT ARRAY${candidates} AS ids),
      cc_values(cc) AS (${ccs} UNION ALL
        SELECT ${ccs.where(sql<boolean>`bikes.engine_cc > cc_values.cc`)} FROM cc_values WHERE cc_values.cc IS NOT NULL)
    SELECT id FROM (SELECT page.id FROM cc_values CROSS JOIN LATERAL ${perCc} AS page WHERE ${few}
      ORDER BY page.resale_price_cents ${order}, page.id ${order} LIMIT ${f.limit + 1}) AS merge
    UNION ALL SELECT id FROM ${sortedPage(among.where(many).where(rare), f)} AS among
    UNION ALL SELECT id FROM ${sortedPage(walk.where(many).where(notRare), f)} AS walk)`;
}

/**
 * GET /api/bikes/filters: the distinct values of one column among a category's available bikes,
 * in order, at most 200. With a category it is a loose index scan (one index probe per value, on
 * the bikes_browse_<column>_newest_idx indexes) instead of reading every bike of the category.
 */
function optionValues(categoryId: number | undefined, column: FilterColumn) {
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

type FilterColumn = "country" | "city" | "model";

/** The three option lists in one statement (one round trip), each as optionValues gives it. */
export const filterOptions = (categoryId: number | undefined) =>
  sql<{ countries: string[]; cities: string[]; models: string[] }>`SELECT
    ARRAY(${optionValues(categoryId, "country")}) AS countries,
    ARRAY(${optionValues(categoryId, "city")}) AS cities,
    ARRAY(${optionValues(categoryId, "model")}) AS models`;
