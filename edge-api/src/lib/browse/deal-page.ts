import type { Kysely } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";
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
  return ids
    .orderBy("deal.deal_score")
    .orderBy("deal.bike_id")
    .limit(f.limit + 1);
}
