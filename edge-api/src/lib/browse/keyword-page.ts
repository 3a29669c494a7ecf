import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../pagination";
import { candidateArray } from "./candidate-ids";
import { filteredIds, hasCcRange, sortedPage, sortOrder, tsquery, withoutKeyword, type BrowseFilters } from "./id-query";
import { categoriesPage } from "./categories-page";
import { ccRangePageIds } from "./cc-range-page";
import { bandPageIds } from "./keyword-bands";
import { rangedCandidates } from "./keyword-ranged";
import { KEYWORD_PROBE_ROWS, RARE_KEYWORD_MATCHES } from "./thresholds";
import { walkPageIds } from "./walk-page";

/**
 * A page with a keyword. Walking the sort order and checking each bike's keywords finds a page
 * at once when matches are common there, but reads the whole category when they are rare in it
 * (no Vespa among touring bikes: ~1 s at 1M bikes) or sit at its far end (Kymco, the cheapest
 * scooters, by price high→low: ~170k bikes read, ~400 ms) — and the planner, which estimates
 * matches as spread evenly, cannot tell. So the statement picks its way itself, one-time filters
 * running only the chosen branch:
 * - in a category with an engine-size range, in price order: the matches band by band
 *   (keyword-bands.ts), read from the bands' price-and-cc keys, so only the range's matches;
 * - probe: the matches among the first KEYWORD_PROBE_ROWS bikes of the sort order (the other
 *   filters and the cursor applied); when they fill the page, that is the page (a keyword common
 *   at the front, where a band would read all its many matches);
 * - in a category, otherwise, with an engine-size range or a maximum price: if at most
 *   RARE_KEYWORD_MATCHES matches lie in its bands (keyword-ranged.ts), the page among them;
 * - in a category, otherwise: the matches band by band of the sort order (keyword-bands.ts);
 * - without a category, otherwise, given every category's id (GET /api/bikes and the search give
 *   them): the categories' own keyword pages merged (categoriesPage) — at once, without the probe,
 *   for a model, or an engine-size range in price order;
 * - without a category or their ids, otherwise: if there are at most RARE_KEYWORD_MATCHES matches
 *   (counted on bikes_search_idx) the page among their ids, else the walk as without a keyword.
 * Every branch applies every filter, so they return the same page.
 */
export function keywordPageIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined, words: string): RawBuilder<number> {
  const query = tsquery(words);
  const matches = sql<boolean>`bikes.search @@ ${query}`;
  // The first rows' ids come from the browse indexes alone; only they are then read for keywords,
  // in sort order, so a keyword common there stops the join after a few. With an engine-size range
  // (newest first: in price order the bands serve it, below) they are the range's own page
  // (cc-range-page.ts): walking the sort order for bikes in a range that few have (scooters of
  // 300 cc+ under $2,000: none) read ~180k index entries first.
  const firstRows = hasCcRange(f)
    ? sql`(SELECT range_rows.id FROM ${ccRangePageIds(db, { ...withoutKeyword(f), limit: KEYWORD_PROBE_ROWS - 1 }, after)} AS range_rows)`
    : sortedPage(filteredIds(db, withoutKeyword(f), after).select("bikes.resale_price_cents"), f, KEYWORD_PROBE_ROWS);
  const found = sql<boolean>`(SELECT count(*) FROM keyword_probe) > ${f.limit}`;
  const notFound = sql<boolean>`(SELECT count(*) FROM keyword_probe) <= ${f.limit}`;
  const probe = sql`keyword_probe AS MATERIALIZED (
    SELECT probe.id FROM ${firstRows} AS probe JOIN bikes ON bikes.id = probe.id WHERE ${matches}
    ORDER BY ${sortOrder("probe", f)} LIMIT ${f.limit + 1})`;
  if (f.id !== undefined) {
    const bands = sql`SELECT id FROM ${bandPageIds(db, f, after, query)} AS bands`;
    // An engine-size range in price order: the bands' price-and-cc keys hold only the range's
    // matches, so the bands alone find the page, whether the matches are many or none — a probe
    // (1,000 bikes' keywords) or a count of the range's matches (~28k postings for Honda scooters
    // of at most 250 cc) would cost more than they could save.
    if (hasCcRange(f) && f.sort !== "newest") return sql<number>`(${bands})`;
    // (Below, a range is newest first: its probe's rows carry no price.)
    if (!hasCcRange(f) && f.maxPrice === undefined) {
      return sql<number>`(WITH ${probe}
        SELECT id FROM keyword_probe WHERE ${found}
        UNION ALL ${bands} WHERE ${notFound})`;
    }
    const ranged = rangedCandidates(db, f, query);
    return sql<number>`(WITH ${probe},
        ${ranged.cte}
      SELECT id FROM keyword_probe WHERE ${found}
      UNION ALL SELECT id FROM ${ranged.pageAmong(filteredIds(db, withoutKeyword(f), after), notFound)} AS among
      UNION ALL ${bands} WHERE ${notFound} AND ${ranged.many})`;
  }
  if (f.categoryIds?.length) {
    const merged = categoriesPage(db, f, after, f.categoryIds, (g) => keywordPageIds(db, g, after, words));
    // A model is in one category and one price range: finding the first rows of the sort order
    // across categories would read bikes far along it (~1 s by price), so straight to the merge.
    // (A country or city is everywhere: its first rows come quickly, by a skip scan of
    // bikes_browse_<column>_price_idx, and the merge would read each category's bands for it.)
    // Likewise an engine-size range in price order: each category's page reads only the range's
    // matches from the bands' price-and-cc keys, where a probe reads 1,000 bikes' keywords.
    if (f.model || ((f.minCc !== undefined || f.maxCc !== undefined) && f.sort !== "newest"))
      return sql<number>`(SELECT id FROM ${merged} AS categories)`;
    return sql<number>`(WITH ${probe}
      SELECT id FROM keyword_probe WHERE ${found}
      UNION ALL SELECT id FROM ${merged} AS categories
      WHERE ${notFound})`;
  }
  const candidates = candidateArray(
    f,
    "keyword_candidates",
    db
      .selectFrom("bikes")
      .select("bikes.id")
      .where("bikes.status", "=", "available")
      .where(matches)
      .limit(RARE_KEYWORD_MATCHES + 1),
    RARE_KEYWORD_MATCHES,
  );
  return sql<number>`(WITH ${probe},
      ${candidates.cte}
    SELECT id FROM keyword_probe WHERE ${found}
    UNION ALL SELECT id FROM ${candidates.pageAmong(filteredIds(db, f, after), notFound)} AS among
    UNION ALL SELECT id FROM ${walkPageIds(db, f, after)} AS walk WHERE ${notFound} AND ${candidates.many})`;
}
