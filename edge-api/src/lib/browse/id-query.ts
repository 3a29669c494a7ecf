import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import type { BrowseQuery } from "../../schemas/bike";
import { keywordQuery, keywordWords } from "../search/keyword-words";
import type { SearchKeywords } from "../search/keywords";
import type { Cursor } from "../api/pagination";
import { columnPredicates } from "./filter-predicates";
import { bikeWithinRadius, distanceFrom, nearOf, type Within } from "./near";

/** The id subqueries every browse strategy builds its page from. */

/** A category: its id, or the categories row of a page per category (categories-page.ts), so that page is planned once. */
export type CategoryId = number | RawBuilder<number>;

export type BrowseFilters = Omit<BrowseQuery, "cursor" | "id"> & {
  id?: CategoryId;
  /** The keyword with its typo alternatives (lib/search/keywords.ts); without it, `q` as typed. */
  keywords?: SearchKeywords | null;
  /** A capped count: any limit + 1 bikes that pass will do, unsorted. */
  countOnly?: boolean;
  /** A radius's places, read with its centre (radius-places.ts nearContext). */
  within?: Within;
};

/** A keyword's words (keywordQuery) as a Postgres tsquery. */
export const tsquery = (words: string) => sql`to_tsquery('simple', ${words})`;

/** The filters' keyword as tsquery text, or null without one. */
export const keywordText = (f: Pick<BrowseFilters, "q" | "keywords">) =>
  f.keywords !== undefined ? (f.keywords?.words ?? null) : f.q ? keywordQuery(f.q) : null;

/** The keyword's words, each as its alternatives, each as the prefixes it needs (SearchKeywords.alternatives). */
export const keywordAlternatives = (f: Pick<BrowseFilters, "q" | "keywords">): string[][][] =>
  f.keywords !== undefined ? (f.keywords?.alternatives ?? []) : f.q ? keywordWords(f.q).map((w) => [[w]]) : [];

/** The filters without their keyword (keyword-probe.ts, keyword-bands.ts). */
export const withoutKeyword = (f: BrowseFilters): BrowseFilters => ({ ...f, q: undefined, keywords: undefined });

/** "Great or good deals": the bike's fair-price rating (one probe of bike_price_ratings' primary key). */
const greatOrGoodDeal = sql<boolean>`EXISTS (SELECT FROM bike_price_ratings AS deal WHERE deal.bike_id = bikes.id AND deal.rating <= 2)`;

/** Where filteredIds reads bikes: the table, or rows of it found another way, named `bikes` (keyword-bands.ts). */
const bikesSource = (db: Kysely<Database>) => db.selectFrom("bikes");
export type BikesSource = ReturnType<typeof bikesSource>;

/** The ids of available bikes passing every filter and after the cursor, unordered. */
export function filteredIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined, from: BikesSource = bikesSource(db)) {
  let ids = from.select("bikes.id").where("bikes.status", "=", "available");
  for (const predicate of columnPredicates(f)) ids = ids.where(predicate);
  const words = keywordText(f);
  if (words) ids = ids.where(sql<boolean>`bikes.search @@ ${tsquery(words)}`);
  if (f.deals) ids = ids.where(greatOrGoodDeal);
  const near = nearOf(f);
  if (near) ids = ids.where(bikeWithinRadius(near));
  // Best deals first pages on the ratings' own index (deal-page.ts), which applies its cursor.
  if (f.sort === "deal") return ids;
  if (f.sort === "newest") return after ? ids.where("bikes.id", "<", after.id) : ids;
  if (f.sort === "nearest") {
    if (!near || !after || typeof after.k !== "number") return ids;
    const distance = distanceFrom(near, "bikes");
    return ids.where(sql<boolean>`(${distance} > ${after.k}::float8 OR (${distance} = ${after.k}::float8 AND bikes.id < ${after.id}))`);
  }
  if (after && typeof after.k === "number") {
    const k = after.k;
    const direction = f.sort === "price_asc" ? ">" : "<";
    ids = ids.where((eb) => eb(eb.refTuple("bikes.resale_price_cents", "bikes.id"), direction, eb.tuple(k, after.id)));
  }
  return ids;
}

export type IdQuery = ReturnType<typeof filteredIds>;

/** The first `rows` (default limit + 1) of `ids` in the sort order. */
export function sortedPage(ids: IdQuery, f: BrowseFilters, rows = f.limit + 1) {
  if (f.sort === "newest") return ids.orderBy("bikes.id", "desc").limit(rows);
  const near = nearOf(f);
  if (f.sort === "nearest" && near) return ids.orderBy(distanceFrom(near, "bikes")).orderBy("bikes.id", "desc").limit(rows);
  const order = f.sort === "price_asc" ? "asc" : "desc";
  return ids.orderBy("bikes.resale_price_cents", order).orderBy("bikes.id", order).limit(rows);
}

/** The sort order of a subquery's rows (aliased `alias`). */
export function sortOrder(alias: string, f: BrowseFilters) {
  const id = sql.ref(`${alias}.id`);
  if (f.sort === "newest") return sql`${id} DESC`;
  const near = nearOf(f);
  if (f.sort === "nearest" && near) return sql`${distanceFrom(near, alias)}, ${id} DESC`;
  const order = sql.raw(f.sort === "price_asc" ? "ASC" : "DESC");
  return sql`${sql.ref(`${alias}.resale_price_cents`)} ${order}, ${id} ${order}`;
}

/** A category's available bikes, within the filters' engine-size range when they have one: the gates' and per-size's probes. */
export function categoryBikes(db: Kysely<Database>, categoryId: CategoryId, f: Pick<BrowseFilters, "minCc" | "maxCc"> = {}) {
  let bikes = db.selectFrom("bikes").where("bikes.status", "=", "available").where("bikes.category_id", "=", categoryId);
  if (f.minCc !== undefined) bikes = bikes.where("bikes.engine_cc", ">=", f.minCc);
  if (f.maxCc !== undefined) bikes = bikes.where("bikes.engine_cc", "<=", f.maxCc);
  return bikes;
}

/** An engine-size range (either end). */
export const hasEngineRange = (f: Pick<BrowseFilters, "minCc" | "maxCc">) => f.minCc !== undefined || f.maxCc !== undefined;

/** A range the band index's keys hold: an engine-size range or a maximum price (keyword-bands.ts rangeKeys). */
export const hasKeyedRange = (f: Pick<BrowseFilters, "minCc" | "maxCc" | "maxPrice">) => hasEngineRange(f) || f.maxPrice !== undefined;
