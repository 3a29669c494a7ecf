import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";
import { columnPredicates } from "./filter-predicates";
import { filteredIds, keywordText, sortedPage, sortOrder, tsquery, withoutKeyword, type BrowseFilters } from "./id-query";

/**
 * The probe reads this many bikes of the sort order (probedRows) and keeps those matching the
 * keyword: a keyword common at the front of the order fills a page from them.
 */
export const KEYWORD_PROBE_ROWS = 1000;

/**
 * A plan's probe (planner.ts), a statement of its own: the keyword's matches among the first
 * KEYWORD_PROBE_ROWS bikes of the sort order, up to limit + 1. When it finds more than `limit`, they are the
 * page; else the plan's strategy finds it.
 */
export function keywordProbeIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  return sql<number>`(SELECT probe.id FROM ${probedRows(db, f, after)} AS probe WHERE probe.hit
    ORDER BY ${sortOrder("probe", f)} LIMIT ${f.limit + 1})`;
}

/**
 * The first KEYWORD_PROBE_ROWS bikes of the sort order a probe reads — the category's, narrowed by the
 * equality filters (country, city, model: each has its own index) and by the cursor, and in price
 * order by the maximum price (the index starts there) — each with whether it matches (`hit`): the
 * keyword and the other filters (engine size, age; the maximum price newest first), checked on the
 * bikes read. So a probe reads at most KEYWORD_PROBE_ROWS bikes however few pass those filters (scooters of
 * 300 cc+ under $2,000: none). An index scan that reads each bike's keywords from the table as it
 * passes: joining ids to the table by primary key read four pages a bike. (A probe runs only for a
 * page of the request's category or of all of them, never per category: planner.ts.)
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
