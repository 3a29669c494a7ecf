import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import { MAX_ID } from "../api/fields";
import { toCents } from "../bikes/money";
import type { Cursor } from "../api/pagination";
import { categoryMayHave, EACH_CATEGORY, eachCategory } from "./categories-page";
import { columnFilters } from "./filter-predicates";
import {
  categoryBikes,
  filteredIds,
  hasEngineRange,
  keywordText,
  sortedPage,
  sortOrder,
  tsquery,
  withoutKeyword,
  type BikesSource,
  type BrowseFilters,
  type CategoryId,
} from "./id-query";

/**
 * Bands: a keyword's matches from bikes_keyword_band_idx, whose keys put the category and a band
 * before each lexeme (the baseline migration lists them). A band's matches are found without
 * reading other bikes, so a keyword far along the order costs only the bands read.
 */

/** The expression bikes_keyword_band_idx indexes. */
const bandKeywords = sql`bikes_keyword_bands(bikes.category_id, bikes.resale_price_cents, bikes.id, bikes.engine_cc, bikes.search)`;

/**
 * A band key's prefix, as SQL text: the category, the band's kind and number, and in price order
 * with an engine-size range the size's band ("3/p150/", "3/p150c365/"; bikes_keyword_bands).
 */
const bandKey = (category: unknown, kind: "p" | "n" | "c", band: unknown, ccBand?: unknown) =>
  sql<string>`${category}::text || ${`/${kind}`} || (${band})::text || ${ccBand === undefined ? sql`''` : sql`'c' || (${ccBand})::text`} || '/'`;

/** The keyword within any of the band keys `prefixes` (a SELECT of bandKey): one tsquery. */
const inBands = (prefixes: RawBuilder<unknown>, keyword: RawBuilder<unknown>) => sql`bikes_banded_tsquery(ARRAY(${prefixes}), ${keyword})`;

/** The category's first available bike's `column` in `direction`, as a scalar subquery. */
const categoryFirst = (
  db: Kysely<Database>,
  category: CategoryId,
  column: "bikes.id" | "bikes.resale_price_cents",
  direction: "asc" | "desc",
) => sql<number>`(${categoryBikes(db, category).select(column).orderBy(column, direction).limit(1)})`;

/** The engine sizes a category has in the filters' range, as int[]. */
const rangeCcSizes = (f: BrowseFilters) =>
  sql<number[]>`bikes_category_cc_sizes(${f.id!}::int, ${f.minCc ?? 0}::int, ${f.maxCc ?? MAX_ID}::int)`;

/** The engine-size bands of `sizes` (int[]): only bands that hold bikes of the range. */
const ccBandsOf = (sizes: RawBuilder<unknown>) => sql<number[]>`ARRAY(SELECT DISTINCT bikes_cc_band(cc) FROM unnest(${sizes}) AS cc)`;

/** What the matches carry: every column a filter compares, and the price for the order. */
const MATCH_COLUMNS = [
  ...new Set(["id", "status", "resale_price_cents", ...columnFilters().map(([, filter]) => filter.column)] as const),
].map((column) => `bikes.${column}` as const);

/**
 * The first limit + 1 bikes in sort order (a count: any) of the matches of band keys `keys` passing
 * the other filters. Keys of the whole keyword decide it exactly; keys of its rarest word (not
 * `exact`) have the whole keyword checked on each match.
 */
export function bandPageOf(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined, keys: RawBuilder<unknown>, exact = true) {
  // Fenced by OFFSET 0: else Postgres may read another index and compute each found bike's band keys.
  const matches = db
    .selectFrom("bikes")
    .select(exact ? MATCH_COLUMNS : [...MATCH_COLUMNS, "bikes.search"])
    .where("bikes.status", "=", "available")
    .where(sql<boolean>`${bandKeywords} @@ ${keys}`)
    .offset(0)
    .as("bikes");
  const passing = filteredIds(db, exact ? withoutKeyword(f) : f, after, db.selectFrom(matches) as unknown as BikesSource).select(
    "bikes.resale_price_cents",
  );
  const order = f.countOnly ? sql`` : sql`ORDER BY ${sortOrder("band_matches", f)}`;
  return sql`SELECT band_matches.id FROM (${passing}) AS band_matches ${order} LIMIT ${f.limit + 1}`;
}

/** The keyword's keys within the range's engine-size bands and the price bands up to the maximum price (pairs with both). */
export function rangeKeys(db: Kysely<Database>, f: BrowseFilters, keyword: RawBuilder<unknown>) {
  const category = f.id!;
  const cheapest = categoryFirst(db, category, "bikes.resale_price_cents", "asc");
  const priceBands = sql`ARRAY(SELECT generate_series(bikes_price_band(${cheapest}), bikes_price_band(${toCents(f.maxPrice ?? 0)}::int)))`;
  const ccBands = ccBandsOf(rangeCcSizes(f));
  if (hasEngineRange(f) && f.maxPrice !== undefined)
    return inBands(sql`SELECT ${bandKey(category, "p", sql`p`, sql`c`)} FROM unnest(${priceBands}) AS p, unnest(${ccBands}) AS c`, keyword);
  const [kind, bands] = hasEngineRange(f) ? (["c", ccBands] as const) : (["p", priceBands] as const);
  return inBands(sql`SELECT ${bandKey(category, kind, sql`band`)} FROM unnest(${bands}) AS band`, keyword);
}

/**
 * The categories a band walk reads, as int[]: the filters' one, else every category that may have
 * matches. Their bands are walked side by side: a band is the same range of the order in each.
 */
function walkedCategories(db: Kysely<Database>, f: BrowseFilters) {
  if (f.id !== undefined) return sql<number[]>`ARRAY[${f.id}::int]`;
  return sql<
    number[]
  >`ARRAY(SELECT ${EACH_CATEGORY} FROM ${eachCategory} WHERE ${categoryMayHave(db, EACH_CATEGORY, { ...f, id: EACH_CATEGORY })})`;
}

/** The walked categories' (band_categories) first or last value of `value` (a scalar subquery of category `c.id`). */
const acrossCategories = (last: boolean, value: RawBuilder<number>) =>
  sql<number>`(SELECT ${sql.raw(last ? "max" : "min")}(${value}) FROM unnest((SELECT ids FROM band_categories)) AS c(id))`;

/**
 * A keyword's page, one band of the order per step from the cursor's (or first bike's) band, in
 * each walked category at once, until the bands read hold limit + 1 bikes or the last is passed:
 * bands are disjoint ranges of the order, so the first limit + 1 found is the page. In price order
 * an engine-size range reads each band's price-and-cc keys and the range's own cheapest and dearest
 * bikes bound the walk; a maximum or least price's band ends or starts it.
 */
export function bandPageIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  const rarest = f.keywords?.rarestWord;
  const query = tsquery(rarest ?? keywordText(f)!);
  const newest = f.sort === "newest";
  const desc = f.sort !== "price_asc";
  const step = desc ? -1 : 1;
  const band = (value: unknown) => (newest ? sql<number>`bikes_id_band(${value})` : sql<number>`bikes_price_band(${value})`);
  const ccRange = !newest && hasEngineRange(f);
  const category = sql<number>`c.id`;
  // The walked categories' (in a range, the range's) first or last bike in sort order.
  const end = (first: boolean) => {
    const last = first === desc;
    if (ccRange) {
      const sizes = sql`ARRAY(SELECT s.size FROM keyword_cc_sizes AS s WHERE s.id = ${category})`;
      return band(acrossCategories(last, sql`bikes_category_sizes_end_price(${category}, ${sizes}, ${last})`));
    }
    return band(
      acrossCategories(last, categoryFirst(db, category, newest ? "bikes.id" : "bikes.resale_price_cents", last ? "desc" : "asc")),
    );
  };
  const cursorKey = newest ? after?.id : typeof after?.k === "number" ? after.k : undefined;
  let first = cursorKey !== undefined ? band(cursorKey) : end(true);
  let last = end(false);
  if (f.maxPrice !== undefined && !newest) {
    const cap = sql<number>`bikes_price_band(${toCents(f.maxPrice)})`;
    if (desc) first = sql<number>`LEAST(${first}, ${cap})`;
    else last = sql<number>`LEAST(${last}, ${cap})`;
  }
  if (f.minPrice !== undefined && !newest) {
    const floor = sql<number>`bikes_price_band(${toCents(f.minPrice)})`;
    if (desc) last = sql<number>`GREATEST(${last}, ${floor})`;
    else first = sql<number>`GREATEST(${first}, ${floor})`;
  }
  const cats = sql`unnest((SELECT ids FROM band_categories)) AS c(id)`;
  const keys = (next: RawBuilder<number>) =>
    ccRange
      ? inBands(sql`SELECT ${bandKey(sql`b.id`, "p", next, sql`b.band`)} FROM keyword_cc_bands AS b`, query)
      : inBands(sql`SELECT ${bandKey(sql`c.id`, newest ? "n" : "p", next)} FROM ${cats}`, query);
  // The range's sizes (in any walked category) and their bands, once per statement.
  const ranges = ccRange
    ? sql`keyword_cc_sizes AS MATERIALIZED (SELECT c.id, size
        FROM ${cats}, unnest(bikes_category_cc_sizes(c.id, ${f.minCc ?? 0}::int, ${f.maxCc ?? MAX_ID}::int)) AS size),
      keyword_cc_bands AS MATERIALIZED (SELECT DISTINCT s.id, bikes_cc_band(s.size) AS band FROM keyword_cc_sizes AS s),`
    : sql``;
  const next = sql<number>`keyword_bands.band + ${step}`;
  const more = desc ? sql`keyword_bands.band > (SELECT last FROM band_ends)` : sql`keyword_bands.band < (SELECT last FROM band_ends)`;
  const found = filteredIds(db, withoutKeyword(f), after).where(
    sql<boolean>`bikes.id = ANY(ARRAY(SELECT unnest(keyword_bands.ids) FROM keyword_bands))`,
  );
  return sql<number>`(WITH RECURSIVE band_categories AS MATERIALIZED (SELECT ${walkedCategories(db, f)} AS ids), ${ranges}
      band_ends AS MATERIALIZED (SELECT ${first} AS first, ${last} AS last),
      keyword_bands(band, ids, found) AS (
      SELECT band_ends.first - ${step}, '{}'::int[], 0 FROM band_ends
      UNION ALL
      SELECT ${next}, page.ids, keyword_bands.found + cardinality(page.ids)
      FROM keyword_bands CROSS JOIN LATERAL (SELECT ARRAY(${bandPageOf(db, f, after, keys(next), !rarest)}) AS ids OFFSET 0) AS page
      WHERE keyword_bands.found <= ${f.limit} AND ${more})
    SELECT id FROM ${sortedPage(found, f)} AS band_page)`;
}
