import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";
import { hasOwnIndexFilter } from "./filter-predicates";
import { filteredIds, keywordText, type BrowseFilters } from "./id-query";
import { nearOf } from "./near";

/** The deal score of a bike without a rating: after every rated one (migrations/…_baseline.sql). */
export const NO_DEAL_SCORE = 1_000_000;

/**
 * "Best deals first": ids in deal-score order (most below its comparables' median first), keyset on
 * (deal_score, bike_id). The order lives on bike_price_ratings (a recompute rewrites ratings, and
 * bikes rows carry ~20 indexes), so the ratings' index is walked, joined to each bike by its key.
 */
export function dealPageIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  return walkedOnly(f)
    ? dealWalkPage(db, f, after)
    : dealRatedIds(db, f, after)
        .orderBy("deal.deal_score")
        .orderBy("deal.bike_id")
        .limit(f.limit + 1);
}

/** Best deals first for a keyword few bikes have: its matches with their ratings, sorted (the OFFSET 0 fence as matches-sorted.ts). */
export function dealMatchesSortedIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  const matches = dealRatedIds(db, f, after).select(["deal.deal_score", "deal.bike_id"]).offset(0);
  return sql<number>`(SELECT matches.id FROM (${matches}) AS matches ORDER BY matches.deal_score, matches.bike_id LIMIT ${f.limit + 1})`;
}

/**
 * Whether each bike is checked on its own as the ratings are walked: a common keyword without a
 * filter of an index of its own. Joined, Postgres underestimated two words' matches and read all of
 * them (every "honda cbr150r") for a page; a city, a model or a radius is still joined by its index.
 */
const walkedOnly = (f: BrowseFilters) => Boolean(keywordText(f)) && !hasOwnIndexFilter(f) && !nearOf(f);

/** What a rating (aliased `deal`) must be: in the category, a great or good deal when asked (ratings 1–2), after the cursor. */
function ratingConditions(f: BrowseFilters, after: Cursor | undefined): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [];
  if (f.id !== undefined) conditions.push(sql<boolean>`deal.category_id = ${f.id}`);
  if (f.deals) conditions.push(sql<boolean>`deal.rating <= 2`);
  if (after && typeof after.k === "number") conditions.push(sql<boolean>`(deal.deal_score, deal.bike_id) > (${after.k}, ${after.id})`);
  return conditions;
}

/** The filters without the ones ratings check themselves, for the bikes they are joined to. */
const bikeFilters = (f: BrowseFilters): BrowseFilters => ({ ...f, deals: undefined, sort: "deal" });

/** The ratings in deal order, each bike checked by its key in a scalar subquery, which Postgres cannot turn into a join. */
function dealWalkPage(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  const passing = filteredIds(db, bikeFilters(f), undefined).where(sql<boolean>`bikes.id = deal.bike_id`);
  let ids = db
    .selectFrom("bike_price_ratings as deal")
    .select("deal.bike_id as id")
    .where(sql<boolean>`(${passing}) IS NOT NULL`);
  for (const condition of ratingConditions(f, after)) ids = ids.where(condition);
  return sql<number>`(${ids
    .orderBy("deal.deal_score")
    .orderBy("deal.bike_id")
    .limit(f.limit + 1)})`;
}

/** The ids of available bikes passing every filter and after the cursor, joined to their ratings (`deal`), unordered. */
function dealRatedIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  let ids = filteredIds(db, bikeFilters(f), undefined).innerJoin("bike_price_ratings as deal", "deal.bike_id", "bikes.id");
  for (const condition of ratingConditions(f, after)) ids = ids.where(condition);
  return ids;
}
