import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";
import { columnPredicates } from "./filter-predicates";
import { filteredIds, keywordText, sortedPage, sortOrder, tsquery, withoutKeyword, type BrowseFilters } from "./id-query";

/** The probe reads this many bikes of the sort order: a keyword common at its front fills a page from them. */
export const KEYWORD_PROBE_ROWS = 1000;

/** A plan's probe, a statement of its own: the keyword's matches among the order's first bikes; more than `limit` are the page. */
export function keywordProbeIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  return sql<number>`(SELECT probe.id FROM ${probedRows(db, f, after)} AS probe WHERE probe.hit
    ORDER BY ${sortOrder("probe", f)} LIMIT ${f.limit + 1})`;
}

/**
 * The first KEYWORD_PROBE_ROWS bikes a probe reads, each with whether it matches (`hit`): the order
 * narrowed only by what its index applies (equalities, the cursor, by price the maximum price), the
 * keyword and ranges checked on the bikes read, so a probe costs at most that many bikes however
 * few pass. Read by index scan: joining the ids to the table by key read four pages a bike.
 */
function probedRows(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  const priceBounded = f.maxPrice !== undefined && f.sort !== "newest";
  const checked = { minCc: f.minCc, maxCc: f.maxCc, maxMonths: f.maxMonths, maxPrice: priceBounded ? undefined : f.maxPrice };
  const walked: BrowseFilters = {
    ...withoutKeyword(f),
    minCc: undefined,
    maxCc: undefined,
    maxMonths: undefined,
    maxPrice: priceBounded ? f.maxPrice : undefined,
  };
  const hit = sql<boolean>`(${sql.join([sql`bikes.search @@ ${tsquery(keywordText(f)!)}`, ...columnPredicates(checked)], sql` AND `)})`;
  return sortedPage(filteredIds(db, walked, after).select(["bikes.resale_price_cents", hit.as("hit")]), f, KEYWORD_PROBE_ROWS);
}
