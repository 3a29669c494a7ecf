import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import { MAX_ID } from "../api/fields";
import { toCents } from "../bikes/money";
import type { Cursor } from "../api/pagination";
import {
  filteredIds,
  hasCcRange,
  keywordAlternatives,
  sortedPage,
  sortOrder,
  withoutKeyword,
  type BikesSource,
  type BrowseFilters,
  type CategoryId,
} from "./id-query";

/** The expression bikes_keyword_band_idx indexes. */
export const bandKeywords = sql`bikes_keyword_bands(bikes.category_id, bikes.resale_price_cents, bikes.id, bikes.engine_cc, bikes.search)`;

/**
 * A keyword tsquery with each prefix written as the category's exact lexemes it starts ('forza':* →
 * 'forza'; the baseline migration), for bikes_keyword_band_idx: GIN reads a prefix
 * term by collecting every posting of its lexemes, so a band or band key cost the common word's
 * postings even where the rare word has none; with exact lexemes it skips through the rarest.
 */
export const exactKeyword = (category: CategoryId, query: RawBuilder<unknown>) =>
  sql`bikes_category_exact_tsquery(${category}::int, ${query})`;

/** The start of a category's band keys of one kind ("3/p" for price bands), as text. */
export const bandKeyStart = (category: CategoryId, tag: string) => sql<string>`(${category}::text || ${`/${tag}`})`;

/**
 * The prices a bike of the category matching the filters' keyword can have, as a row (low, high), from
 * its lexemes' bounds (the baseline migration): per word its alternatives joined by
 * '|', an alternative's prefixes by ' ' (SearchKeywords.alternatives). low > high: none can.
 */
export const keywordPriceBounds = (category: CategoryId, f: BrowseFilters) => {
  const words = keywordAlternatives(f).map((alternatives) => alternatives.map((prefixes) => prefixes.join(" ")).join("|"));
  return sql`bikes_keyword_price_bounds(${category}::int, ${words}::text[])`;
};

/**
 * The engine sizes a category has in the filters' range, as int[]: a loose scan of
 * bikes_browse_cc_idx, one probe per size (bikes_category_cc_sizes in the baseline migration: a
 * function, so its plan is kept by the connection).
 */
export function rangeCcSizes(f: BrowseFilters) {
  return sql<number[]>`bikes_category_cc_sizes(${f.id!}::int, ${f.minCc ?? 0}::int, ${f.maxCc ?? MAX_ID}::int)`;
}

/** The cc bands (bikes_cc_band) of the sizes `sizes` (int[]), as int[]: only bands that hold bikes of the range. */
export const ccBandsOf = (sizes: RawBuilder<unknown>) =>
  sql<number[]>`ARRAY(SELECT DISTINCT bikes_cc_band(cc) FROM unnest(${sizes}) AS cc)`;

/** The cc bands of the engine sizes a category has in the filters' range (rangeCcSizes), as int[]. */
export const rangeCcBands = (f: BrowseFilters) => ccBandsOf(rangeCcSizes(f));

/**
 * The cheapest (or dearest) price among a category's bikes of the sizes `sizes` (int[]): one probe
 * of bikes_browse_cc_idx per size (bikes_category_sizes_end_price, as rangeCcSizes). The bands
 * beyond it hold none of the range's bikes.
 */
export const rangeEndPrice = (category: CategoryId, sizes: RawBuilder<unknown>, dearest: boolean) =>
  sql<number>`bikes_category_sizes_end_price(${category}::int, ${sizes}, ${dearest})`;

/**
 * The first limit + 1 bikes, in sort order, of one band's matches of a category (`f.id`) passing
 * the other filters and after the cursor; `bandQuery` is the band's tsquery of
 * bikes_keyword_band_idx (bikes_prefixed_tsquery or bikes_price_cc_tsquery).
 */
export function bandPageOf(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined, bandQuery: RawBuilder<unknown>) {
  // The band's matches come from bikes_keyword_band_idx alone, a subquery fenced by OFFSET 0, and the
  // other filters are checked on the rows it read (no second lookup of each match by id in a browse
  // index: that was half the pages of a band, ~3k of ~6k for five categories' counts in a cc range).
  // Beside those filters the planner could read one of their indexes instead and compute
  // bikes_keyword_bands for each bike it finds, in every band (a keyword rare in a city, "aprilia"
  // in Paris: ~2,700 bikes a band, ~40 s at 1M bikes), or walk the sort order's index with the band
  // as a filter. Without the keyword's own condition on bikes.search, here and on the bands' ids
  // (found): the band lexemes decide it exactly (as in keyword-ranged.ts), and with it the planner
  // could read bikes_search_idx instead and compute bikes_keyword_bands for each of its matches (a
  // two-word keyword, "kawasaki ninja": ~1.8 s).
  // (With a range in price order, bandQuery reads the band's price-and-cc keys: the band's matches
  // within the range only. ANDing the band with the range's "c" keys instead read every match in
  // the range for each band — ~100 ms for Yamaha touring bikes of 300 cc+ by price.)
  const bandMatches = db
    .selectFrom("bikes")
    .select(["bikes.id", "bikes.status", "bikes.category_id", "bikes.country", "bikes.city", "bikes.model"])
    .select(["bikes.engine_cc", "bikes.resale_price_cents", "bikes.months_used"])
    .where("bikes.status", "=", "available")
    .where(sql<boolean>`${bandKeywords} @@ ${bandQuery}`)
    .offset(0)
    .as("bikes");
  const inBand = filteredIds(db, withoutKeyword(f), after, db.selectFrom(bandMatches) as unknown as BikesSource).select(
    "bikes.resale_price_cents",
  );
  // A count takes the band's first matches as read: sorting them read every match of the band from
  // the table first (Honda at 600 cc+ among sports bikes, by price: ~840 bikes for a count of 51).
  const order = f.countOnly ? sql`` : sql`ORDER BY ${sortOrder("band_matches", f)}`;
  return sql`SELECT band_matches.id FROM (${inBand}) AS band_matches ${order} LIMIT ${f.limit + 1}`;
}

/**
 * A category's keyword page read band by band from bikes_keyword_band_idx (the baseline
 * migration): its GIN postings are split by price band (price orders) or id band
 * (newest), so the matches of one band are found without reading any other bike. Bands are taken
 * in sort order from the cursor's (or the category's first bike's; in price order, within the
 * prices the keyword's matches can have, keywordPriceBounds) until the pages of the bands
 * read so far hold limit + 1 bikes; bands are disjoint ranges of the order, so the first limit + 1
 * of those pages are the page. Cost: the matches of the bands read (Kymco scooters by price
 * high→low: ~400 of 10,780, ~4 ms) plus one index probe per band (~80 price bands in a category,
 * ~120 id bands at 1M bikes), instead of every bike before the matches. With an engine-size range
 * in price order, a band is read through its price-and-cc keys ("3/p150c322/honda", one per cc
 * band of the range): only the band's matches within the range, not every match of the band
 * (Honda scooters ≤ 250 cc by price high→low read each dear band's Forza 350s: ~300 ms).
 */
export function bandPageIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined, query: RawBuilder<unknown>) {
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
  // With an engine-size range in price order, the range's own cheapest and dearest bikes bound the
  // bands (one probe of bikes_browse_cc_idx per size): the bands outside them hold none of its
  // bikes, yet each cost a probe of the band index (Honda at 600 cc+ by price low→high walked ~35
  // bands per category, half of them below its cheapest 600 cc bike; none in scooters, which have
  // no such bike). No size in the range: no band.
  const ccRange = !newest && hasCcRange(f);
  const rangeEnd = (first: boolean) => band(rangeEndPrice(category, sql`(SELECT sizes FROM keyword_cc_sizes)`, first === desc));
  // In price order, within the prices the keyword's matches can have (keywordPriceBounds): the bands
  // beyond them hold none, yet each cost a probe ("honda forza" among scooters by price low→high:
  // ~30 bands cheaper than any Forza).
  const withinKeyword = (first: boolean, from: RawBuilder<number>) => {
    if (newest) return from;
    const lowEnd = first !== desc;
    const keywordEnd = band(sql`(SELECT ${sql.raw(lowEnd ? "low" : "high")} FROM keyword_prices)`);
    return sql<number>`${sql.raw(lowEnd ? "GREATEST" : "LEAST")}(${from}, ${keywordEnd})`;
  };
  const bound = (first: boolean) => withinKeyword(first, ccRange ? rangeEnd(first) : end(first));
  const first = cursorKey !== undefined ? withinKeyword(true, band(cursorKey)) : bound(true);
  const tag = newest ? "n" : "p";
  // The keyword with the category's exact lexemes (exactKeyword), once per category: a band without
  // the rarest word then costs ~0.1 ms, not the common word's postings ("honda forza" scooters by
  // price low→high: 30 empty bands, 14 → 4 ms at 1M bikes).
  const exactQuery = sql`(SELECT query FROM keyword_exact)`;
  const bandQuery = (next: RawBuilder<number>) =>
    ccRange
      ? sql`bikes_price_cc_tsquery(${category}::int, ARRAY[${next}], (SELECT bands FROM keyword_cc_bands), ${exactQuery})`
      : sql`bikes_prefixed_tsquery(${bandKeyStart(category, tag)} || (${next})::text || '/', ${exactQuery})`;
  const ccBands = ccRange
    ? sql`keyword_cc_sizes AS MATERIALIZED (SELECT ${rangeCcSizes(f)} AS sizes),
      keyword_cc_bands AS MATERIALIZED (SELECT ${ccBandsOf(sql`(SELECT sizes FROM keyword_cc_sizes)`)} AS bands),`
    : sql``;
  return bandWalk(db, f, after, {
    ctes: sql`${ccBands}${newest ? sql`` : sql`keyword_prices AS MATERIALIZED (SELECT low, high FROM ${keywordPriceBounds(category, f)}),`}
      keyword_exact AS MATERIALIZED (SELECT ${exactKeyword(category, query)} AS query),`,
    first,
    last: bound(false),
    bandPage: (next) => bandPageOf(db, f, after, bandQuery(next)),
  });
}

/**
 * The walk of keyword_bands(band, ids, found) both band pages share (bandPageIds for a category,
 * keyword-bands-across.ts for all of them): from band `first` in sort order, each band's `bandPage`
 * (ids; `next` is the band, keyword_bands.band ± 1), while the pages read so far hold at most limit
 * bikes and the band is before `last` — in price order at most the maximum price's band. The page
 * is then the first limit + 1 of what they found. `ctes` go before it in the WITH RECURSIVE.
 */
export function bandWalk(
  db: Kysely<Database>,
  f: BrowseFilters,
  after: Cursor | undefined,
  walk: {
    ctes: RawBuilder<unknown>;
    first: RawBuilder<number>;
    last: RawBuilder<number>;
    bandPage: (next: RawBuilder<number>) => RawBuilder<unknown>;
  },
) {
  const desc = f.sort !== "price_asc";
  const step = desc ? -1 : 1;
  let { first, last } = walk;
  if (f.maxPrice !== undefined && f.sort !== "newest") {
    const cap = sql<number>`bikes_price_band(${toCents(f.maxPrice)})`;
    if (desc) first = sql<number>`LEAST(${first}, ${cap})`;
    else last = sql<number>`LEAST(${last}, ${cap})`;
  }
  const more = desc ? sql`keyword_bands.band > ${last}` : sql`keyword_bands.band < ${last}`;
  const found = filteredIds(db, withoutKeyword(f), after).where(
    sql<boolean>`bikes.id = ANY(ARRAY(SELECT unnest(keyword_bands.ids) FROM keyword_bands))`,
  );
  return sql<number>`(WITH RECURSIVE ${walk.ctes}
      keyword_bands(band, ids, found) AS (
      SELECT ${first} - ${step}, '{}'::int[], 0
      UNION ALL
      SELECT keyword_bands.band + ${step}, page.ids, keyword_bands.found + cardinality(page.ids)
      FROM keyword_bands CROSS JOIN LATERAL (SELECT ARRAY(${walk.bandPage(sql`keyword_bands.band + ${step}`)}) AS ids OFFSET 0) AS page
      WHERE keyword_bands.found <= ${f.limit} AND ${more})
    SELECT id FROM ${sortedPage(found, f)} AS band_page)`;
}
