import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";
import { categoryMayHave, EACH_CATEGORY, eachCategory } from "./categories-page";
import type { BrowseFilters } from "./id-query";
import { bandPageOf, bandWalk, ccBandsOf, exactKeyword, keywordPriceBounds, rangeCcSizes, rangeEndPrice } from "./keyword-bands";

/**
 * A keyword page across categories with an engine-size range in price order: the price bands of
 * every category walked together (keyword-bands.ts reads one category's). Price bands are the same
 * ranges in every category (bikes_price_band), so the walk stops once the bands read so far hold
 * limit + 1 matches in all categories together, where a walk per category went on until each
 * category had its own limit + 1 and the merge kept limit + 1 of them all: Honda at 300–750 cc by
 * price low→high read 14 bands in each of five categories (70 band probes, ~9 ms of a 10 ms
 * statement at 1M bikes) for a page the first three bands held.
 *
 * Per category, once (keyword_categories): whether it can match (categoryMayHave), its sizes in the
 * range and their cc bands, the keyword as its exact lexemes, and the bands of its cheapest and
 * dearest bike in the range; a band outside those is not probed for it. Each band is then one
 * probe of the band's price-and-cc keys per category (bandPageOf), in the walk a category's band
 * page takes too (bandWalk).
 */
export function acrossCategoriesBandPageIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined, query: RawBuilder<unknown>) {
  const desc = f.sort !== "price_asc";
  const inCategory: BrowseFilters = { ...f, id: EACH_CATEGORY };
  const sizes = sql`range_sizes.sizes`;
  const endBand = (dearest: boolean) => sql<number>`bikes_price_band(${rangeEndPrice(EACH_CATEGORY, sizes, dearest)})`;
  // Per category: the bands of its cheapest (low) and dearest (high) bike in the range, within the
  // prices the keyword's matches can have there (keywordPriceBounds).
  const categories = sql`SELECT each_category.id, range_sizes.sizes, ${ccBandsOf(sizes)} AS cc_bands,
      ${exactKeyword(EACH_CATEGORY, query)} AS exact,
      GREATEST(${endBand(false)}, bikes_price_band(keyword_prices.low)) AS low,
      LEAST(${endBand(true)}, bikes_price_band(keyword_prices.high)) AS high
    FROM ${eachCategory} CROSS JOIN LATERAL (SELECT ${rangeCcSizes(inCategory)} AS sizes OFFSET 0) AS range_sizes
      CROSS JOIN LATERAL ${keywordPriceBounds(EACH_CATEGORY, f)} AS keyword_prices
    WHERE ${categoryMayHave(db, EACH_CATEGORY, inCategory)} AND cardinality(range_sizes.sizes) > 0`;
  const cursorKey = typeof after?.k === "number" ? after.k : undefined;
  const inBandCategory: BrowseFilters = { ...inCategory, id: sql<number>`keyword_category.id` };
  return bandWalk(db, f, after, {
    ctes: sql`keyword_categories AS MATERIALIZED (${categories}),`,
    first:
      cursorKey !== undefined
        ? sql<number>`bikes_price_band(${cursorKey})`
        : sql<number>`(SELECT ${sql.raw(desc ? "max(high)" : "min(low)")} FROM keyword_categories)`,
    last: sql<number>`(SELECT ${sql.raw(desc ? "min(low)" : "max(high)")} FROM keyword_categories)`,
    bandPage: (next) => {
      const bandQuery = sql`bikes_price_cc_tsquery(keyword_category.id, ARRAY[${next}], keyword_category.cc_bands, keyword_category.exact)`;
      return sql`SELECT band_page.id FROM keyword_categories AS keyword_category
        CROSS JOIN LATERAL (${bandPageOf(db, inBandCategory, after, bandQuery)}) AS band_page
        WHERE ${next} BETWEEN keyword_category.low AND keyword_category.high`;
    },
  });
}
