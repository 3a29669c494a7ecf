import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import { bikeRowsSql, type BikeRow } from "../bikes/bike-query";
import { decodeCursor, type Cursor, type CursorKey } from "../api/pagination";
import type { BrowseQuery } from "../../schemas/bike";
import { searchKeywords } from "../search/keywords";
import { probeHorizon } from "./probe-horizon";
import { categoriesPage } from "./categories-page";
import { dealPageIds, NO_DEAL_SCORE } from "./deal-page";
import { ccRangePageIds } from "./cc-range-page";
import { hasColumnFilter } from "./filter-predicates";
import { hasCcRange, keywordText, sortOrder, type BrowseFilters } from "./id-query";
import { keywordPageIds, keywordProbeIds } from "./keyword-page";
import { walkPageIds } from "./walk-page";

export type { BrowseFilters } from "./id-query";

/**
 * GET /api/bikes: available bikes, filtered and sorted, one keyset page (limit + 1 rows). Built
 * here so the route and the query-plan checks (tests/support/query-plan-cases.ts) share it.
 *
 * A deferred join: the page's ids are picked from the browse indexes alone — they carry engine_cc
 * and months_used, so a cc or age filter is checked in the index instead of fetching every
 * skipped bike from the table (at 1M bikes, price order + min cc went from ~740 ms to ~8 ms) —
 * and only the rows of the page are then read with their seller and category.
 *
 * The ids come from one strategy: a keyword's (keyword-page.ts), else an engine-size range's
 * within a category (cc-range-page.ts), else the plain walk of the sort order (walk-page.ts); Best
 * deals first has its own (deal-page.ts). A keyword's strategy that starts with a probe of the
 * sort order's first bikes runs it as a statement of its own (`probe`), and the rest (`page`) only
 * when the probe found too few (fetchBrowsePage): planning branches a common keyword never runs
 * was most of its time.
 */
export function browseBikes(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined): BrowseStatements {
  // (deal_score is selectBikes' output column: the rating is a subquery there, lib/bikes/bike-query.ts.)
  const order = f.sort === "deal" ? sql`deal_score, bikes.id` : sortOrder("bikes", f);
  const rowsOf = (ids: RawBuilder<number> | ReturnType<typeof walkPageIds>) =>
    sql<BikeRow>`${bikeRowsSql} WHERE bikes.id IN ${ids} ORDER BY ${order}`;
  const words = f.sort === "deal" ? null : keywordText(f);
  const probe = words ? keywordProbeIds(db, f, after, words) : null;
  if (!words || !probe) return { probe: null, page: () => rowsOf(browsePageIds(db, f, after)) };
  return { probe: rowsOf(probe), page: () => rowsOf(keywordPageIds(db, f, after, words, "missed")) };
}

/** A browse page's statements (browseBikes). */
export interface BrowseStatements {
  /** A keyword's probe: its rows are the page when there are more than the limit. */
  probe: RawBuilder<BikeRow> | null;
  /**
   * The page, when there is no probe or it found too few — built only then: after a probe that
   * found the page, building it was ~35 KB of a keyword request's ~190 KB of garbage (q=honda
   * across categories), and the Worker's garbage collections are its latency's tail.
   */
  page: () => RawBuilder<BikeRow>;
}

/** Runs a browse page's statements: limit + 1 rows when there is a next page. */
export async function fetchBrowsePage(db: Kysely<Database>, statements: BrowseStatements, limit: number): Promise<BikeRow[]> {
  if (statements.probe) {
    const { rows } = await statements.probe.execute(db);
    if (rows.length > limit) return rows;
  }
  return (await statements.page().execute(db)).rows;
}

/** The ids of one page (limit + 1, unordered), from the strategy the filters call for. */
export function browsePageIds(
  db: Kysely<Database>,
  f: BrowseFilters,
  after: Cursor | undefined,
): RawBuilder<number> | ReturnType<typeof walkPageIds> {
  // Best deals first walks the ratings' index whatever the filters (deal-page.ts).
  if (f.sort === "deal") return dealPageIds(db, f, after);
  const words = keywordText(f);
  if (words) return keywordPageIds(db, f, after, words);
  if (hasCcRange(f)) return ccRangePageIds(db, f, after);
  // Across categories with a filter: each category's page (its indexes lead with the category), merged.
  if (f.id === undefined && hasColumnFilter(f)) {
    return categoriesPage(db, f, after, (g) => browsePageIds(db, g, after));
  }
  return walkPageIds(db, f, after);
}

/**
 * What browse and its count need besides the query: a keyword forgives typing errors
 * (lib/search/keywords.ts), and across categories a keyword's or a filter's page is found per
 * category (categories-page.ts).
 */
export async function searchContext(db: Kysely<Database>, f: { q?: string; id?: number }) {
  return { keywords: f.q ? await searchKeywords(db, f.q) : null };
}

/** GET /api/bikes: one page of browse as the query asks (limit + 1 rows when there is a next page). */
export async function browseRows(db: Kysely<Database>, f: BrowseQuery): Promise<BikeRow[]> {
  const after = decodeCursor(f.cursor, browseCursorKey(f.sort));
  const filters = { ...f, ...(await searchContext(db, f)) };
  const statements = browseBikes(db, { ...filters, probeHorizon: await probeHorizon(db, filters, after) }, after);
  return fetchBrowsePage(db, statements, f.limit);
}

/** What a browse cursor carries besides the id, per sort (lib/api/pagination.ts). */
const browseCursorKey = (sort: BrowseFilters["sort"]): CursorKey => (sort === "newest" ? "none" : sort === "deal" ? "deal" : "price");

/** The sort key of a page's last row, for its next cursor. */
export function browseSortKey(sort: BrowseFilters["sort"], row: { resale_price_cents: number; deal_score: number | null }) {
  if (sort === "newest") return null;
  return sort === "deal" ? (row.deal_score ?? NO_DEAL_SCORE) : row.resale_price_cents;
}
