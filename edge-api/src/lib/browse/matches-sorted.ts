import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";
import { filteredIds, hasKeyedRange, keywordText, sortOrder, tsquery, type BrowseFilters } from "./id-query";
import { bandPageOf, rangeKeys } from "./keyword-bands";
import { dealMatchesSortedIds } from "./deal-page";
import { nearOf } from "./near";

/**
 * Matches sorted: all the keyword's matches passing every filter, then the first limit + 1 in sort
 * order — one table page per match, where a walk reads every bike before them. The OFFSET 0 fence
 * plans the matches without the page's LIMIT, so Postgres reads them by the keyword's index, never
 * the order's. In a category with a range the band keys hold, only the range's matches are read.
 */
export function matchesSortedIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  if (f.sort === "deal") return dealMatchesSortedIds(db, f, after);
  const query = tsquery(keywordText(f)!);
  if (f.id !== undefined && hasKeyedRange(f) && !nearOf(f)) {
    return sql<number>`(${bandPageOf(db, f, after, rangeKeys(db, f, query))})`;
  }
  const matches = filteredIds(db, f, after).select(["bikes.resale_price_cents", "bikes.latitude", "bikes.longitude"]).offset(0);
  const order = f.countOnly ? sql`` : sql`ORDER BY ${sortOrder("matches", f)}`;
  return sql<number>`(SELECT matches.id FROM (${matches}) AS matches ${order} LIMIT ${f.limit + 1})`;
}
