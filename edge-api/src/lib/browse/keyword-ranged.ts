import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import { toCents } from "../money";
import { countedCandidates } from "./candidate-ids";
import { hasCcRange, type BrowseFilters } from "./id-query";
import { bandKeywords } from "./keyword-bands";
import { RARE_KEYWORD_MATCHES } from "./thresholds";

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
    parts.push(
      sql`bikes_banded_tsquery(${bands("p", sql`bikes_price_band(${extreme("resale_price_cents", "ASC")})`, sql`bikes_price_band(${hi})`)}, ${query})`,
    );
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
