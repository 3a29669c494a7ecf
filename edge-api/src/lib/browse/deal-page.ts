import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";
import { categoryMayHave } from "./categories-page";
import { filteredIds, type BrowseFilters } from "./id-query";

/** The deal score of a bike without a rating: after every rated one (migrations/…_baseline.sql). */
export const NO_DEAL_SCORE = 1_000_000;

/**
 * "Best deals first": the page's ids in deal-score order (most below its comparables' median
 * first, bikes without a rating last), keyset on (deal_score, bike_id). The order lives on
 * bike_price_ratings, not bikes (a recompute rewrites ratings, and bikes rows carry ~20 indexes),
 * so the walk is bike_price_ratings_category_deal_idx (category, deal_score, bike_id) — or
 * bike_price_ratings_deal_idx across categories — joined to each bike by its primary key for the
 * other filters. Great and good deals are ratings 1–2 (the `deals` filter), checked on the same rows.
 */
export function dealPageIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  const page = dealRatedIds(db, f, after)
    .orderBy("deal.deal_score")
    .orderBy("deal.bike_id")
    .limit(f.limit + 1);
  if (f.id === undefined) return page;
  // A category that cannot have a match (a brand it has none of) is answered at once, where the
  // walk would read every rating of it to find nothing. Checked once above the page, so the page
  // is planned as without it.
  return sql<number>`(SELECT page.id FROM (${page}) AS page WHERE ${categoryMayHave(db, f.id, f)})`;
}

/**
 * Best deals first for a keyword few bikes have (planner.ts FEW_MATCHES): its matches passing the
 * filters, each with its rating, then the first limit + 1 by deal score. The OFFSET 0 fence plans
 * the matches without the page's LIMIT, so Postgres reads them by the keyword (bikes_search_idx)
 * rather than walking every rating before a rare keyword's.
 */
export function dealMatchesSortedIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  const matches = dealRatedIds(db, f, after).select(["deal.deal_score", "deal.bike_id"]).offset(0);
  return sql<number>`(SELECT matches.id FROM (${matches}) AS matches ORDER BY matches.deal_score, matches.bike_id LIMIT ${f.limit + 1})`;
}

/** The ids of available bikes passing every filter and after the cursor, joined to their ratings (`deal`), unordered. */
function dealRatedIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  let ids = filteredIds(db, { ...f, deals: undefined, sort: "deal" }, undefined).innerJoin(
    "bike_price_ratings as deal",
    "deal.bike_id",
    "bikes.id",
  );
  if (f.id !== undefined) ids = ids.where("deal.category_id", "=", f.id);
  if (f.deals) ids = ids.where("deal.rating", "<=", 2);
  if (after && typeof after.k === "number") {
    const k = after.k;
    ids = ids.where((eb) => eb(eb.refTuple("deal.deal_score", "deal.bike_id"), ">", eb.tuple(k, after.id)));
  }
  return ids;
}
