import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";
import { columnPredicates } from "./filter-predicates";
import { filteredIds, keywordText, sortedPage, sortOrder, tsquery, withoutKeyword, type BrowseFilters } from "./id-query";

/**
 * The probe reads this many bikes of the sort order (the other filters and the cursor applied) and
 * keeps those matching the keyword: a keyword common at the front of the order fills a page from them.
 */
export const KEYWORD_PROBE_ROWS = 1000;
/**
 * Per category (the search's category counts, a category given as a column), fewer: this many per
 * row of the page, so a probe that misses in every category costs little before the bands.
 */
const CATEGORY_PROBE_ROWS_PER_ROW = 10;

/** How many bikes the probe reads for `f`. */
const probeRows = (f: BrowseFilters) =>
  typeof f.id === "object" ? Math.min(KEYWORD_PROBE_ROWS, (f.limit + 1) * CATEGORY_PROBE_ROWS_PER_ROW) : KEYWORD_PROBE_ROWS;

/**
 * A plan's probe (planner.ts), a statement of its own: the keyword's matches among the first
 * probeRows bikes of the sort order, up to limit + 1. When it finds more than `limit`, they are the
 * page; else the plan's strategy finds it.
 */
export function keywordProbeIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  return sql<number>`(SELECT probe.id FROM ${probedRows(db, f, after)} AS probe WHERE probe.hit
    ORDER BY ${sortOrder("probe", f)} LIMIT ${f.limit + 1})`;
}

/**
 * The first probeRows bikes of the sort order a probe reads — the category's, narrowed by the
 * equality filters (country, city, model: each has its own index) and by the cursor, and in price
 * order by the maximum price (the index starts there) — each with whether it matches (`hit`): the
 * keyword and the other filters (engine size, age; the maximum price newest first), checked on the
 * bikes read. So a probe reads at most probeRows bikes however few pass those filters (scooters of
 * 300 cc+ under $2,000: none).
 * - When only equalities lead the index (or the category is a parameter), an index scan that reads
 *   each bike's keywords from the table as it passes: joining ids to the table by primary key read
 *   four pages a bike.
 * - With the category a column and no other equality, the ids from the category's index, then
 *   joined: Postgres rates that index as scattered over the table and took the one without the
 *   category, filtering it on the table.
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
  const rows = probeRows(f);
  if (typeof f.id !== "object" || f.country || f.city || f.model || priceBounded) {
    return sortedPage(filteredIds(db, walked, after).select(["bikes.resale_price_cents", hit.as("hit")]), f, rows);
  }
  const ids = sortedPage(filteredIds(db, walked, after).select("bikes.resale_price_cents"), f, rows);
  return sql`(SELECT ids.id, ids.resale_price_cents, ${hit} AS hit FROM ${ids} AS ids JOIN bikes ON bikes.id = ids.id)` as RawBuilder<unknown>;
}
