import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import { toCents } from "../money";
import type { Cursor } from "../pagination";
import { filteredIds, sortedPage, sortOrder, withoutKeyword, type BrowseFilters } from "./id-query";

/** The expression bikes_keyword_band_idx indexes. */
export const bandKeywords = sql`bikes_keyword_bands(bikes.category_id, bikes.resale_price_cents, bikes.id, bikes.engine_cc, bikes.search)`;

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
  // Without the keyword's own condition on bikes.search: the band lexemes decide it exactly (as in
  // keyword-ranged.ts), and with it the planner could read bikes_search_idx instead and compute
  // bikes_keyword_bands for each of its matches (a two-word keyword, "kawasaki ninja": ~1.8 s).
  const inBand = filteredIds(db, withoutKeyword(f), after)
    .select("bikes.resale_price_cents")
    // (Not also restricted to the cc bands of a range: GIN reads a prefix's whole posting lists,
    // so each band would read every match in the range — measured slower than reading the band's
    // matches, ~100 vs ~27 ms for Yamaha touring bikes of 300 cc+ by price.)
    .where(sql<boolean>`${bandKeywords} @@ bikes_prefixed_tsquery(${prefix}, ${query})`)
    .offset(0);
  const bandPage = sql`SELECT band_matches.id FROM (${inBand}) AS band_matches ORDER BY ${sortOrder("band_matches", f)} LIMIT ${f.limit + 1}`;
  const more = desc ? sql`keyword_bands.band > ${last}` : sql`keyword_bands.band < ${last}`;
  const found = filteredIds(db, f, after).where(sql<boolean>`bikes.id = ANY(ARRAY(SELECT unnest(keyword_bands.ids) FROM keyword_bands))`);
  return sql<number>`(WITH RECURSIVE keyword_bands(band, ids, found) AS (
      SELECT ${first} - ${step}, '{}'::int[], 0
      UNION ALL
      SELECT keyword_bands.band + ${step}, page.ids, keyword_bands.found + cardinality(page.ids)
      FROM keyword_bands CROSS JOIN LATERAL (SELECT ARRAY(${bandPage}) AS ids OFFSET 0) AS page
      WHERE keyword_bands.found <= ${f.limit} AND ${more})
    SELECT id FROM ${sortedPage(found, f)} AS band_page)`;
}
