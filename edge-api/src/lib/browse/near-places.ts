import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";
import { MAX_ID } from "../api/fields";
import { filteredIds, keywordText, sortedPage, sortOrder, type BrowseFilters } from "./id-query";
import { nearOf, withoutNear, type RadiusPlace } from "./near";

/**
 * Near places: a bike's coordinates are its place's, so the radius is a set of places. Each place's
 * first limit + 1 bikes in the order, from the place's own indexes, merged: one short index read
 * per place. Nearest first is the places by distance, each newest first. A count takes any bikes,
 * the places with the fewest first (a town's bitmap of index entries is quick, a city's is not).
 */
export function nearPlacesPageIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  const near = nearOf(f)!;
  const nearest = f.sort === "nearest";
  const inPlace: BrowseFilters = { ...withoutNear(f), sort: nearest ? "newest" : f.sort };
  let page = filteredIds(db, inPlace, nearest ? undefined : after)
    .select("bikes.resale_price_cents")
    .where(atPlace(f));
  let places = near.within.places;
  // Nearest first after a cursor: nearer places are skipped, and in its own place the bound stays an index condition.
  const k = after?.k;
  if (nearest && after && typeof k === "number") {
    places = places.filter((p) => p.distance >= k);
    page = page.where(
      sql<boolean>`bikes.id <= CASE WHEN near_place.distance = ${k}::float8 THEN ${after.id - 1}::int ELSE ${MAX_ID}::int END`,
    );
  }
  if (f.countOnly) places = [...places].sort(fewestBikesFirst);
  // Nearest first sorts the places in the statement, so Postgres sorts each distance's bikes as they
  // come (Incremental Sort) and stops at limit + 1 without reading farther places.
  const placeRows = sql`unnest(${places.map((p) => p.id)}::int[], ${places.map((p) => p.distance)}::float8[]) AS place(id, distance)`;
  const nearPlaces = nearest
    ? sql`(SELECT * FROM ${placeRows} ORDER BY place.distance) AS near_place`
    : sql`(SELECT * FROM ${placeRows}) AS near_place`;
  const placePage = f.countOnly ? page.limit(f.limit + 1) : sortedPage(page, inPlace);
  const merged = sql`${nearPlaces} CROSS JOIN LATERAL (${placePage}) AS place_page`;
  const order = f.countOnly
    ? sql``
    : nearest
      ? sql`ORDER BY near_place.distance, place_page.id DESC`
      : sql`ORDER BY ${sortOrder("place_page", inPlace)}`;
  return sql<number>`(SELECT place_page.id FROM ${merged} ${order} LIMIT ${f.limit + 1})`;
}

const fewestBikesFirst = (a: RadiusPlace, b: RadiusPlace) => (a.bikes ?? 0) - (b.bikes ?? 0);

/**
 * A bike at `near_place`. A keyword's count in a category reads each bike from the table anyway, so
 * it reads only the category's bikes there (bikes_place_category_idx, an expression no other
 * statement writes); otherwise the place's own index answers alone.
 */
const atPlace = (f: BrowseFilters) =>
  f.countOnly && f.id !== undefined && keywordText(f)
    ? sql<boolean>`ARRAY[bikes.place_id, bikes.category_id] = ARRAY[near_place.id, ${f.id}::int]`
    : sql<boolean>`bikes.place_id = near_place.id`;
