import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";
import { filteredIds, hasKeyedRange, keywordText, sortOrder, tsquery, type BrowseFilters } from "./id-query";
import { bandPageOf, rangeKeys } from "./keyword-bands";
import { dealMatchesSortedIds } from "./deal-page";
import { nearOf } from "./near";

/**
 * Matches sorted: all the keyword's matches passing every filter, then the first limit + 1 in sort
 * order — about one table page per match, where walking the sort order would read every bike
 * before the few matches. For a keyword few bikes have (planner.ts FEW_MATCHES), from
 * bikes_search_idx: the OFFSET 0 fence plans the matches without the page's LIMIT, so Postgres
 * reads them by the keyword and never walks the order. In a category with an engine-size range or
 * a maximum price, from the keyword's keys of the range's bands (keyword-bands.ts rangeKeys): only
 * the matches within the range are read, however many the keyword has outside it. Best deals
 * first: the matches with their ratings (deal-page.ts dealMatchesSortedIds).
 */
export function matchesSortedIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  if (f.sort === "deal") return dealMatchesSortedIds(db, f, after);
  const query = tsquery(keywordText(f)!);
  if (f.id !== undefined && hasKeyedRange(f) && !nearOf(f)) {
    return sql<number>`(${bandPageOf(db, f, after, rangeKeys(f, query))})`;
  }
  const matches = filteredIds(db, f, after).select(["bikes.resale_price_cents", "bikes.latitude", "bikes.longitude"]).offset(0);
  const order = f.countOnly ? sql`` : sql`ORDER BY ${sortOrder("matches", f)}`;
  return sql<number>`(SELECT matches.id FROM (${matches}) AS matches ${order} LIMIT ${f.limit + 1})`;
}
