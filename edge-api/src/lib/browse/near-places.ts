import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";
import { MAX_ID } from "../api/fields";
import { filteredIds, keywordText, sortedPage, type BrowseFilters } from "./id-query";
import { nearOf, withoutNear, type RadiusPlace } from "./near";

/**
 * Near places: a bike's coordinates are its place's, so the radius is a set of places
 * (radius-places.ts). For each its first limit + 1 bikes passing the other filters in the sort order,
 * from that place's own index (bikes_place_price_idx, bikes_place_newest_idx, which carry the
 * filtered columns), merged. The cost is one short index read per place in the radius, however
 * rare the place's bikes are along the whole sort order. Nearest first is the places by distance,
 * each place's bikes newest first. A count takes any limit + 1 bikes, the places with the fewest
 * first: Postgres reads a place's bikes through a bitmap of its index entries, quickly built for a
 * town's and not for a city's.
 */
export function nearPlacesPageIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  const near = nearOf(f)!;
  const nearest = f.sort === "nearest";
  const inPlace: BrowseFilters = { ...withoutNear(f), sort: nearest ? "newest" : f.sort };
  let page = filteredIds(db, inPlace, nearest ? undefined : after)
    .select("bikes.resale_price_cents")
    .where(atPlace(f));
  let places = near.within.places;
  // Nearest first after a cursor: places nearer than its bike are skipped, and in its own place the
  // bikes after it are read from the index (a bound by place, so still an index condition).
  const k = after?.k;
  if (nearest && after && typeof k === "number") {
    places = places.filter((p) => p.distance >= k);
    page = page.where(
      sql<boolean>`bikes.id <= CASE WHEN near_place.distance = ${k}::float8 THEN ${after.id - 1}::int ELSE ${MAX_ID}::int END`,
    );
  }
  if (f.countOnly) places = [...places].sort(fewestBikesFirst);
  // The places as parameters, in this order: a count's nested loop stops at limit + 1. Nearest
  // first has them sorted by distance in the statement, so Postgres knows the join's rows come in
  // that order and sorts each distance's bikes as it goes (Incremental Sort), stopping at limit + 1
  // without reading the farther places.
  const placeRows = sql`unnest(${places.map((p) => p.id)}::int[], ${places.map((p) => p.distance)}::float8[]) AS place(id, distance)`;
  const nearPlaces = nearest
    ? sql`(SELECT * FROM ${placeRows} ORDER BY place.distance) AS near_place`
    : sql`(SELECT * FROM ${placeRows}) AS near_place`;
  // A count takes any of a place's bikes, as its index yields them.
  const placePage = f.countOnly ? page.limit(f.limit + 1) : sortedPage(page, inPlace);
  const merged = sql`${nearPlaces} CROSS JOIN LATERAL (${placePage}) AS place_page`;
  const order = f.countOnly
    ? sql``
    : nearest
      ? sql`ORDER BY near_place.distance, place_page.id DESC`
      : f.sort === "newest"
        ? sql`ORDER BY place_page.id DESC`
        : sql.raw(
            f.sort === "price_asc"
              ? "ORDER BY place_page.resale_price_cents, place_page.id"
              : "ORDER BY place_page.resale_price_cents DESC, place_page.id DESC",
          );
  return sql<number>`(SELECT place_page.id FROM ${merged} ${order} LIMIT ${f.limit + 1})`;
}

const fewestBikesFirst = (a: RadiusPlace, b: RadiusPlace) => (a.bikes ?? 0) - (b.bikes ?? 0);

/**
 * A bike at the place `near_place`. A count in a category that checks a keyword reads each bike
 * from the table anyway (the words are kept there alone), so it reads only that category's bikes
 * at the place, by the key of both (bikes_place_category_idx), which no other statement writes.
 * Without a keyword the place's own index answers with no table read at all.
 */
const atPlace = (f: BrowseFilters) =>
  f.countOnly && f.id !== undefined && keywordText(f)
    ? sql<boolean>`ARRAY[bikes.place_id, bikes.category_id] = ARRAY[near_place.id, ${f.id}::int]`
    : sql<boolean>`bikes.place_id = near_place.id`;
