import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import { toCents } from "../bikes/money";
import { countedCandidates } from "./candidate-ids";
import { hasCcRange, type BrowseFilters } from "./id-query";
import { bandKeyStart, bandKeywords, exactKeyword, rangeCcBands } from "./keyword-bands";
import { RARE_KEYWORD_MATCHES } from "./thresholds";

/**
 * The keyword within the cc bands of the engine-size range and within the price bands up to the
 * maximum price, as tsqueries for bikes_keyword_band_idx (none without such filters); with both,
 * one tsquery on the keys of each pair of bands.
 */
function rangeBands(f: BrowseFilters, keyword: RawBuilder<unknown>) {
  const category = f.id!;
  // With the category's exact lexemes for its prefixes, as in keyword-bands.ts: each band's key then
  // costs the rarest word's postings, not the common word's.
  const query = exactKeyword(category, keyword);
  const extreme = (column: "engine_cc" | "resale_price_cents", order: "ASC" | "DESC") =>
    sql<number>`(SELECT ${sql.ref(column)} FROM bikes WHERE status = 'available' AND category_id = ${category}
      ORDER BY ${sql.ref(column)} ${sql.raw(order)} LIMIT 1)`;
  // The prefixes of the bands from lo to hi ("3/p150/", …).
  const bands = (tag: string, lo: RawBuilder<number>, hi: RawBuilder<number>) =>
    sql`ARRAY(SELECT ${bandKeyStart(category, tag)} || b || '/' FROM generate_series(${lo}, ${hi}) AS b)`;
  const priceBands = () => {
    const hi = sql`LEAST(${toCents(f.maxPrice!)}::int, ${extreme("resale_price_cents", "DESC")})`;
    return [sql<number>`bikes_price_band(${extreme("resale_price_cents", "ASC")})`, sql<number>`bikes_price_band(${hi})`] as const;
  };
  if (hasCcRange(f) && f.maxPrice !== undefined) {
    // Both: the keys of each price band under the maximum with each cc band of the range
    // ("3/p150c322/honda"), so only bikes in both are read — the two sets apart are large (Honda
    // scooters of 300 cc+ and under $2,000: none, after reading ~45k postings, ~60 ms).
    const [lo, hi] = priceBands();
    return [sql`bikes_price_cc_tsquery(${category}::int, ARRAY(SELECT generate_series(${lo}, ${hi})), ${rangeCcBands(f)}, ${query})`];
  }
  const parts: RawBuilder<unknown>[] = [];
  if (hasCcRange(f)) {
    const ccBands = sql`ARRAY(SELECT ${bandKeyStart(category, "c")} || band || '/' FROM unnest(${rangeCcBands(f)}) AS band)`;
    parts.push(sql`bikes_banded_tsquery(${ccBands}, ${query})`);
  }
  if (f.maxPrice !== undefined) {
    const [lo, hi] = priceBands();
    parts.push(sql`bikes_banded_tsquery(${bands("p", lo, hi)}, ${query})`);
  }
  return parts;
}

/**
 * The first RARE_KEYWORD_MATCHES + 1 of a category's keyword matches in the cc bands of its
 * engine-size range and the price bands under its maximum price, for a keyword with such a
 * filter, as candidates (CTE keyword_ranged): found on bikes_keyword_band_idx, so only bikes in
 * both are read (Yamaha scooters of 300 cc+: none of 42k matches read; the bands alone would read
 * them all before knowing).
 *
 * Their page is taken by id with every filter but the keyword: the band lexemes decide the keyword
 * exactly (keyword tsqueries are only prefixes joined by AND and OR; words ≤ 100 characters, lexemes cut at
 * 200), so bikes.search is not read again.
 */
export function rangedCandidates(db: Kysely<Database>, f: BrowseFilters, query: RawBuilder<unknown>) {
  // Only the band index's condition here, so it is what finds them; counted before the exact
  // filters, so at most RARE_KEYWORD_MATCHES + 1 rows are read however few pass (a maxMonths
  // filter passing one match in five made it read ~9k rows).
  const matches = db
    .selectFrom("bikes")
    .select("bikes.id")
    .where("bikes.status", "=", "available")
    .where(sql<boolean>`${bandKeywords} @@ (${sql.join(rangeBands(f, query), sql` && `)})`)
    .limit(RARE_KEYWORD_MATCHES + 1);
  const counted = sql`SELECT count(*) AS count, array_agg(m.id) AS ids FROM (${matches}) AS m`;
  return countedCandidates(f, "keyword_ranged", counted, RARE_KEYWORD_MATCHES);
}
