import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";
import { MAX_ID } from "../api/fields";
import { filteredIds, sortedPage, type BrowseFilters } from "./id-query";
import { nearOf, placesWithin, withoutNear } from "./near";

/**
 * Near places: a bike's coordinates are its place's, so the radius is a set of places. The listed
 * places within it (near.ts placesWithin, a GiST index), then for each its first limit + 1 bikes
 * passing the other filters in the sort order, from that place's own index
 * (bikes_place_price_idx, bikes_place_newest_idx, which carry the filtered columns), merged. The
 * cost is one short index read per place in the radius, however rare the place's bikes are along
 * the whole sort order. Nearest first is the places by distance, each place's bikes newest first.
 * A count takes any limit + 1 of them.
 */
export function nearPlacesPageIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  const near = nearOf(f)!;
  const nearest = f.sort === "nearest";
  const inPlace: BrowseFilters = { ...withoutNear(f), sort: nearest ? "newest" : f.sort };
  let page = filteredIds(db, inPlace, nearest ? undefined : after)
    .select("bikes.resale_price_cents")
    .where(sql<boolean>`bikes.place_id = near_place.id`);
  // Nearest first after a cursor: places nearer than its bike are skipped, and in its own place the
  // bikes after it are read from the index (a bound by place, so still an index condition).
  let places = sql`(${placesWithin(near)}) AS near_place`;
  if (nearest && after && typeof after.k === "number") {
    places = sql`(SELECT * FROM (${placesWithin(near)}) AS within WHERE within.distance >= ${after.k}::float8) AS near_place`;
    page = page.where(
      sql<boolean>`bikes.id <= CASE WHEN near_place.distance = ${after.k}::float8 THEN ${after.id - 1}::int ELSE ${MAX_ID}::int END`,
    );
  }
  const merged = sql`${places} CROSS JOIN LATERAL (${sortedPage(page, inPlace)}) AS place_page`;
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
