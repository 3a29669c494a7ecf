import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import { bikeRowsSql, type BikeRow } from "../bikes/bike-query";
import { decodeCursor, type Cursor, type CursorKey } from "../api/pagination";
import type { BrowseQuery } from "../../schemas/bike";
import { searchKeywords } from "../search/keywords";
import { categoriesPage, inCategoryThatMayHave } from "./categories-page";
import { dealPageIds, NO_DEAL_SCORE } from "./deal-page";
import { sortOrder, type BrowseFilters } from "./id-query";
import { bandPageIds } from "./keyword-bands";
import { keywordProbeIds } from "./keyword-probe";
import { matchesSortedIds } from "./matches-sorted";
import { distanceFrom, nearOf } from "./near";
import { nearContext } from "./radius-places";
import { nearPlacesPageIds } from "./near-places";
import { perSizePageIds } from "./per-size";
import { planBrowse, type Plan } from "./planner";
import { walkPageIds } from "./walk-page";

export type { BrowseFilters } from "./id-query";

/**
 * GET /api/bikes: one keyset page (limit + 1 rows) by the plan planner.ts picks (or `plan`), shared
 * with the query-plan checks. A deferred join: the strategy finds the page's ids in the browse
 * indexes, and only those rows are read with their seller and category. A probe is a statement of
 * its own, the strategy's only sent when it found too few (fetchBrowsePage).
 */
export function browseBikes(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined, plan = planBrowse(f)): BrowseStatements {
  // (deal_score is selectBikes' output column: the rating is a subquery there, lib/bikes/bike-query.ts.)
  const orderOf = (alias: string) => (f.sort === "deal" ? sql`deal_score, ${sql.ref(`${alias}.id`)}` : sortOrder(alias, f));
  const near = nearOf(f);
  // Within a radius each row carries its distance_m (nearest first's cursor).
  const rowsOf = (ids: RawBuilder<number> | ReturnType<typeof walkPageIds>) =>
    near
      ? sql<BrowseRow>`SELECT page.*, ${distanceFrom(near, "page")} AS distance_m FROM (${bikeRowsSql} WHERE bikes.id IN ${ids}) AS page
          ORDER BY ${orderOf("page")}`
      : sql<BrowseRow>`${bikeRowsSql} WHERE bikes.id IN ${ids} ORDER BY ${orderOf("bikes")}`;
  const probe = plan.probe ? rowsOf(gatedInCategory(db, f, keywordProbeIds(db, f, after))) : null;
  return { plan, probe, page: () => rowsOf(browsePageIds(db, f, after, plan)) };
}

/** A browse row: a bike, and within a radius its distance in metres. */
export type BrowseRow = BikeRow & { distance_m?: number };

/** A browse page's statements (browseBikes). */
export interface BrowseStatements {
  plan: Plan;
  /** The plan's probe: its rows are the page when there are more than the limit. */
  probe: RawBuilder<BrowseRow> | null;
  /** The page, built only when needed: building it was much of a keyword request's garbage, its latency's tail. */
  page: () => RawBuilder<BrowseRow>;
}

/** Runs a browse page's statements: limit + 1 rows when there is a next page. */
export async function fetchBrowsePage(db: Kysely<Database>, statements: BrowseStatements, limit: number): Promise<BrowseRow[]> {
  if (statements.probe) {
    const { rows } = await statements.probe.execute(db);
    if (rows.length > limit) return rows;
  }
  return (await statements.page().execute(db)).rows;
}

/** The ids of one page (limit + 1, unordered) by the plan's strategy. */
export function browsePageIds(
  db: Kysely<Database>,
  f: BrowseFilters,
  after: Cursor | undefined,
  plan: Plan = planBrowse(f),
): RawBuilder<number> | ReturnType<typeof walkPageIds> {
  if (plan.perCategory) {
    return categoriesPage(db, f, after, (g) => browsePageIds(db, g, after, { ...plan, probe: false, perCategory: false }));
  }
  return gatedInCategory(db, f, strategyPageIds(db, f, after, plan));
}

/** In one category (a number: a page per category gates its own rows), `ids` only where it may have matches. */
const gatedInCategory = <Ids>(db: Kysely<Database>, f: BrowseFilters, ids: Ids) =>
  typeof f.id === "number" ? inCategoryThatMayHave(db, f.id, f, ids) : ids;

/** The ids of one page by the plan's strategy alone. */
function strategyPageIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined, plan: Plan) {
  switch (plan.strategy) {
    case "deals-first":
      return dealPageIds(db, f, after);
    case "walk":
      return walkPageIds(db, f, after);
    case "per-size":
      return perSizePageIds(db, f, after);
    case "matches-sorted":
      return matchesSortedIds(db, f, after);
    case "bands":
      return bandPageIds(db, f, after);
    case "near-places":
      return nearPlacesPageIds(db, f, after);
  }
}

/** What browse, counts and facets read before planning: the keyword's corrections and estimate, and a radius's places. */
export async function searchContext(db: Kysely<Database>, f: Parameters<typeof nearContext>[1] & { q?: string | undefined }) {
  const [keywords, near] = await Promise.all([f.q ? searchKeywords(db, f.q) : null, nearContext(db, f)]);
  return { keywords, ...near };
}

/** GET /api/bikes: one page as the query asks (limit + 1 rows when there is a next page), and its plan. */
export async function browseRows(db: Kysely<Database>, f: BrowseQuery, plan?: Plan): Promise<{ rows: BrowseRow[]; plan: Plan }> {
  const after = decodeCursor(f.cursor, browseCursorKey(f.sort));
  const statements = browseBikes(db, { ...f, ...(await searchContext(db, f)) }, after, plan);
  return { rows: await fetchBrowsePage(db, statements, f.limit), plan: statements.plan };
}

/** What a browse cursor carries besides the id, per sort (lib/api/pagination.ts). */
const browseCursorKey = (sort: BrowseFilters["sort"]): CursorKey =>
  sort === "newest" ? "none" : sort === "deal" ? "deal" : sort === "nearest" ? "distance" : "price";

/** The sort key of a page's last row, for its next cursor. */
export function browseSortKey(sort: BrowseFilters["sort"], row: BrowseRow) {
  if (sort === "newest") return null;
  if (sort === "nearest") return row.distance_m ?? null;
  return sort === "deal" ? (row.deal_score ?? NO_DEAL_SCORE) : row.resale_price_cents;
}
