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
/**
 * Up to this many keyword matches (without a category; in a category with an engine-size range or
 * a maximum price, the matches in its cc and price bands), a keyword page is sorted among them.
 */
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
 * (no Vespa among touring bikes: ~1 s at 1M bikes) or sit at its far end (Kymco, the cheapest
 * scooters, by price high→low: ~170k bikes read, ~400 ms) — and the planner, which estimates
 * matches as spread evenly, cannot tell. So the statement picks its way itself, one-time filters
 * running only the chosen branch:
 * - probe: the matches among the first KEYWORD_PROBE_ROWS bikes of the sort order (the other
 *   filters and the cursor applied); when they fill the page, that is the page (a keyword common
 *   at the front, where a band would read all its many matches);
 * - in a category, otherwise, with an engine-size range or a maximum price: if at most
 *   RARE_KEYWORD_MATCHES matches lie in its bands (rangedMatches), the page among them;
 * - in a category, otherwise: bandPageIds, the matches band by band of the sort order;
 * - without a category, otherwise: if there are at most RARE_KEYWORD_MATCHES matches (counted on
 *   bikes_search_idx) the page among their ids, else the walk as without a keyword.
 * Every branch applies every filter, so they return the same page.
 */
function keywordPageIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined, words: string) {
  const query = sql`to_tsquery('simple', ${words})`;
  const matches = sql<boolean>`bikes.search @@ ${query}`;
  // The first rows' ids come from the browse indexes alone; only they are then read for keywords.
  const firstRows = sortedPage(filteredIds(db, { ...f, q: undefined }, after).select("bikes.resale_price_cents"), f, KEYWORD_PROBE_ROWS);
  const found = sql<boolean>`(SELECT count(*) FROM keyword_probe) > ${f.limit}`;
  const notFound = sql<boolean>`(SELECT count(*) FROM keyword_probe) <= ${f.limit}`;
  const probe = sql`keyword_probe AS MATERIALIZED (
    SELECT probe.id FROM ${firstRows} AS probe JOIN bikes ON bikes.id = probe.id WHERE ${matches}
    ORDER BY ${sortOrder("probe", f)} LIMIT ${f.limit + 1})`;
  if (f.id !== undefined) {
    const bands = sql`SELECT id FROM ${bandPageIds(db, f, after, query)} AS bands`;
    if (!hasCcRange(f) && f.maxPrice === undefined) {
      return sql<number>`(WITH ${probe}
        SELECT id FROM keyword_probe WHERE ${found}
        UNION ALL ${bands} WHERE ${notFound})`;
    }
    const ranged = sql`(SELECT count FROM keyword_ranged)`;
    return sql<number>`(WITH ${probe},
        keyword_ranged AS MATERIALIZED (${rangedMatches(db, f, query)})
      SELECT id FROM keyword_probe WHERE ${found}
      UNION ALL SELECT id FROM ${amongRanged(db, f, after).where(notFound).where(sql<boolean>`${ranged} <= ${RARE_KEYWORD_MATCHES}`)} AS among
      UNION ALL ${bands} WHERE ${notFound} AND ${ranged} > ${RARE_KEYWORD_MATCHES})`;
  }
  const candidates = db.selectFrom("bikes").select("bikes.id").where("bikes.status", "=", "available").where(matches)
    .limit(RARE_KEYWORD_MATCHES + 1);
  const count = sql`(SELECT cardinality(ids) FROM keyword_candidates)`;
  const rare = sql<boolean>`${count} <= ${RARE_KEYWORD_MATCHES}`;
  const notRare = sql<boolean>`${count} > ${RARE_KEYWORD_MATCHES}`;
  const among = filteredIds(db, f, after).where(sql<boolean>`bikes.id = ANY((SELECT ids FROM keyword_candidates)::int[])`);
  const walk = sortedPage(filteredIds(db, f, after), f);
  return sql<number>`(WITH ${probe},
      keyword_candidates AS MATERIALIZED (SELECT ARRAY${candidates} AS ids)
    SELECT id FROM keyword_probe WHERE ${found}
    UNION ALL SELECT id FROM ${sortedPage(among.where(notFound).where(rare), f)} AS among
    UNION ALL SELECT id FROM ${walk} AS walk WHERE ${notFound} AND ${notRare})`;
}

/**
 * A category's keyword page read band by band from bikes_keyword_band_idx (migration
 * …_keyword-band-index.sql): its GIN postings are split by price band (price orders) or id band
 * (newest), so the matches of one band are found without reading any other bike. Bands are taken
 * in sort order from the cursor's (or the category's first bike's) until the pages of the bands
 * read so far hold limit + 1 bikes; bands are disjoint ranges of the order, so the first limit + 1
 * of those pages are the page. Cost: the matches of the bands read (Kymco scooters by price
 * high→low: ~400 of 10,780, ~4 ms) plus one index probe per band (~80 price bands in a category,
 * ~120 id bands at 1M bikes), instead of every bike before the matches.
 */
function bandPageIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined, query: RawBuilder<unknown>) {
  const category = f.id!;
  const newest = f.sort === "newest";
  const desc = f.sort !== "price_asc";
  const band = (value: unknown) => (newest ? sql<number>`bikes_id_band(${value})` : sql<number>`bikes_price_band(${value})`);
  // The category's first or last bike in sort order: one probe of bikes_browse_newest/price_cover_idx.
  const end = (first: boolean) => {
    const column = sql.ref(newest ? "id" : "resale_price_cents");
    const order = sql.raw(first === desc ? "DESC" : "ASC");
    return band(sql`(SELECT ${column} FROM bikes WHERE status = 'available' AND category_id = ${category}
      ORDER BY ${column} ${order} LIMIT 1)`);
  };
  const cursorKey = newest ? after?.id : typeof after?.k === "number" ? after.k : undefined;
  let first = cursorKey !== undefined ? band(cursorKey) : end(true);
  let last = end(false);
  if (f.maxPrice !== undefined && !newest) {
    const cap = band(toCents(f.maxPrice));
    if (desc) first = sql<number>`LEAST(${first}, ${cap})`;
    else last = sql<number>`LEAST(${last}, ${cap})`;
  }
  const step = desc ? -1 : 1;
  const tag = newest ? "n" : "p";
  const prefix = sql`${`${category}/${tag}`}::text || (keyword_bands.band + ${step})::text || '/'`;
  // OFFSET 0 keeps the band's matches a subquery of their own: read through the band index, then
  // sorted, rather than the planner walking the sort order's index with the band as a filter.
  const inBand = filteredIds(db, f, after).select("bikes.resale_price_cents")
    // (Not also restricted to the cc bands of a range: GIN reads a prefix's whole posting lists,
    // so each band would read every match in the range — measured slower than reading the band's
    // matches, ~100 vs ~27 ms for Yamaha touring bikes of 300 cc+ by price.)
    .where(sql<boolean>`${bandKeywords} @@ bikes_prefixed_tsquery(${prefix}, ${query})`)
    .offset(0);
  const bandPage = sql`SELECT band_matches.id FROM (${inBand}) AS band_matches ORDER BY ${sortOrder("band_matches", f)} LIMIT ${f.limit + 1}`;
  const more = desc ? sql`keyword_bands.band > ${last}` : sql`keyword_bands.band < ${last}`;
  const found = filteredIds(db, f, after)
    .where(sql<boolean>`bikes.id = ANY(ARRAY(SELECT unnest(keyword_bands.ids) FROM keyword_bands))`);
  return sql<number>`(WITH RECURSIVE keyword_bands(band, ids, found) AS (
      SELECT ${first} - ${step}, '{}'::int[], 0
      UNION ALL
      SELECT keyword_bands.band + ${step}, page.ids, keyword_bands.found + cardinality(page.ids)
      FROM keyword_bands CROSS JOIN LATERAL (SELECT ARRAY(${bandPage}) AS ids OFFSET 0) AS page
      WHERE keyword_bands.found <= ${f.limit} AND ${more})
    SELECT id FROM ${sortedPage(found, f)} AS band_page)`;
}

/**
 * The first RARE_KEYWORD_MATCHES + 1 of a category's keyword matches in the cc bands of its
 * engine-size range and the price bands under its maximum price, for a keyword with such a
 * filter: found on bikes_keyword_band_idx, so only bikes in both are read (Yamaha scooters of
 * 300 cc+: none of 42k matches read; the bands alone would read them all before knowing). As
 * (count, ids).
 */
function rangedMatches(db: Kysely<Database>, f: BrowseFilters, query: RawBuilder<unknown>) {
  // Only the band index's condition here, so it is what finds them; counted before the exact
  // filters, so at most RARE_KEYWORD_MATCHES + 1 rows are read however few pass (a maxMonths
  // filter passing one match in five made it read ~9k rows).
  const matches = db.selectFrom("bikes").select("bikes.id").where("bikes.status", "=", "available")
    .where(sql<boolean>`${bandKeywords} @@ (${sql.join(rangeBands(f, query), sql` && `)})`)
    .limit(RARE_KEYWORD_MATCHES + 1);
  return sql`SELECT count(*) AS count, array_agg(m.id) AS ids FROM (${matches}) AS m`;
}

/**
 * The keyword within the cc bands of the engine-size range and within the price bands up to the
 * maximum price, as tsqueries for bikes_keyword_band_idx (none without such filters).
 */
function rangeBands(f: BrowseFilters, query: RawBuilder<unknown>) {
  const category = f.id!;
  const extreme = (column: "engine_cc" | "resale_price_cents", order: "ASC" | "DESC") =>
    sql<number>`(SELECT ${sql.ref(column)} FROM bikes WHERE status = 'available' AND category_id = ${category}
      ORDER BY ${sql.ref(column)} ${sql.raw(order)} LIMIT 1)`;
  // The prefixes of the bands from lo to hi ("3/p150/", …).
  const bands = (tag: string, lo: RawBuilder<number>, hi: RawBuilder<number>) =>
    sql`ARRAY(SELECT ${`${category}/${tag}`}::text || b || '/' FROM generate_series(${lo}, ${hi}) AS b)`;
  const parts: RawBuilder<unknown>[] = [];
  if (hasCcRange(f)) {
    // The bands of the engine sizes the category has in the range (a loose scan of
    // bikes_browse_cc_idx, one probe per size), not of every size between: fewer terms to look up.
    const inRange = (after: RawBuilder<unknown> | null) =>
      sql`(SELECT engine_cc FROM bikes WHERE status = 'available' AND category_id = ${category}
        AND engine_cc ${after ? sql`> ${after}` : sql`>= ${f.minCc ?? 0}::int`} ${f.maxCc !== undefined ? sql`AND engine_cc <= ${f.maxCc}::int` : sql``}
        ORDER BY engine_cc LIMIT 1)`;
    const ccBands = sql`ARRAY(WITH RECURSIVE sizes(cc) AS (${inRange(null)}
        UNION ALL SELECT ${inRange(sql`sizes.cc`)} FROM sizes WHERE sizes.cc IS NOT NULL)
      SELECT DISTINCT ${`${category}/c`}::text || bikes_cc_band(sizes.cc) || '/' FROM sizes WHERE sizes.cc IS NOT NULL)`;
    parts.push(sql`bikes_banded_tsquery(${ccBands}, ${query})`);
  }
  if (f.maxPrice !== undefined) {
    const hi = sql`LEAST(${toCents(f.maxPrice)}::int, ${extreme("resale_price_cents", "DESC")})`;
    parts.push(sql`bikes_banded_tsquery(${bands("p", sql`bikes_price_band(${extreme("resale_price_cents", "ASC")})`, sql`bikes_price_band(${hi})`)}, ${query})`);
  }
  return parts;
}

/**
 * The page among rangedMatches (keyword_ranged): every filter and the cursor applied to them by
 * id. The band lexemes decide the keyword exactly (keywordQuery makes only prefixes joined by AND;
 * words ≤ 100 characters, lexemes cut at 200), so bikes.search is not read again.
 */
const amongRanged = (db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) =>
  sortedPage(filteredIds(db, { ...f, q: undefined }, after).where(sql<boolean>`bikes.id = ANY((SELECT ids FROM keyword_ranged)::int[])`), f);

/** The expression bikes_keyword_band_idx indexes. */
const bandKeywords = sql`bikes_keyword_bands(bikes.category_id, bikes.resale_price_cents, bikes.id, bikes.engine_cc, bikes.search)`;

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
