import { sql, type Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import type { Database } from "../../db/database";
import { badRequest } from "../api/errors";

/**
 * Near (#38): bikes within a radius of a centre. Distances are great-circle metres from Postgres's
 * `earthdistance` (on `cube`), the same expression wherever a distance is compared, sorted or
 * shown, so a page's cursor (the last bike's distance) compares exactly. docs/decisions/0004 says
 * why the radius is found among places, and why earthdistance rather than PostGIS.
 */

/** A listed place within the radius: its distance from the centre, and about how many bikes it holds. */
export interface RadiusPlace {
  id: number;
  distance: number;
  /** ANALYZE's estimate of its bikes (of every status): null without statistics. */
  bikes: number | null;
}

/** The radius's places, read before the page's statements (radiusPlaces), and the table's estimated bikes. */
export interface Within {
  places: RadiusPlace[];
  allBikes: number;
}

/** A centre (the route has read a `near` place's coordinates into lat and lng), a radius and its places. */
export interface Near {
  lat: number;
  lng: number;
  radiusKm: number;
  within: Within;
}

type NearFields = { lat?: number | undefined; lng?: number | undefined; radius?: number | undefined; within?: Within | undefined };

/** The filters' near, when they have one. Its places come with it (lib/browse/browse-bikes.ts searchContext reads them). */
export function nearOf(f: NearFields): Near | null {
  if (f.lat === undefined || f.lng === undefined || f.radius === undefined) return null;
  if (!f.within) throw new Error("A radius's places are read before its statements are built (searchContext)");
  return { lat: f.lat, lng: f.lng, radiusKm: f.radius, within: f.within };
}

/** The filters without near (a place's page: its bikes are all at one distance). */
export const withoutNear = <F>(f: F): F => ({
  ...f,
  near: undefined,
  lat: undefined,
  lng: undefined,
  radius: undefined,
  within: undefined,
});

/** A point as earthdistance's cube on the globe, from SQL values of its latitude and longitude. */
const earthPoint = (latitude: unknown, longitude: unknown) => sql`ll_to_earth(${latitude}, ${longitude})`;

/**
 * The distance in metres from a centre (SQL values of its latitude and longitude) to the
 * coordinates of the rows aliased `alias`: browse's, and saved-search matching's from a stored centre.
 */
export const distanceTo = (alias: string, centreLatitude: unknown, centreLongitude: unknown) =>
  sql<number>`earth_distance(${earthPoint(sql.ref(`${alias}.latitude`), sql.ref(`${alias}.longitude`))}, ${earthPoint(centreLatitude, centreLongitude)})`;

/** The distance in metres from the centre to the coordinates of the rows aliased `alias` (bikes or places). */
export const distanceFrom = (near: Pick<Near, "lat" | "lng">, alias: string) =>
  distanceTo(alias, sql`${near.lat}::float8`, sql`${near.lng}::float8`);

/** ANALYZE's statistics of bikes.place_id (pg_stats), and the table's estimated rows. */
interface PlaceStatistics {
  common_places: number[] | null;
  common_shares: number[] | null;
  null_share: number | null;
  distinct_places: number | null;
  all_bikes: number;
}

const placeStatisticsQuery = sql<PlaceStatistics>`SELECT st.most_common_vals::text::int[] AS common_places,
    st.most_common_freqs AS common_shares, st.null_frac AS null_share, st.n_distinct AS distinct_places,
    greatest(c.reltuples, 0)::float8 AS all_bikes
  FROM pg_class AS c
  LEFT JOIN pg_stats AS st ON st.schemaname = current_schema() AND st.tablename = 'bikes' AND st.attname = 'place_id' AND NOT st.inherited
  WHERE c.oid = 'bikes'::regclass`;

/**
 * Kept by this isolate for a while: statistics change only when ANALYZE runs, and reading pg_stats
 * (a view Postgres plans afresh each time) took longer than finding the radius's places.
 */
const placeStatisticsCache = new LRUCache<"bikes.place_id", PlaceStatistics>({ max: 1, ttl: 5 * 60_000 });

async function placeStatistics(db: Kysely<Database>): Promise<PlaceStatistics> {
  const cached = placeStatisticsCache.get("bikes.place_id");
  if (cached) return cached;
  const stats = (await placeStatisticsQuery.execute(db)).rows[0]!;
  placeStatisticsCache.set("bikes.place_id", stats);
  return stats;
}

/**
 * ANALYZE's estimate of a place's bikes: its share among bikes.place_id's most common values,
 * else the share left spread evenly over the other places (as Postgres's own planner estimates
 * it), times the table's rows. Null without statistics.
 */
export function estimatedBikes(stats: PlaceStatistics): (placeId: number) => number | null {
  const { common_places: places, common_shares: shares, null_share, distinct_places, all_bikes } = stats;
  if (!places || !shares || null_share === null || distinct_places === null) return () => null;
  const common = new Map(places.map((id, i) => [id, shares[i]!]));
  const distinct = distinct_places >= 0 ? distinct_places : -distinct_places * all_bikes;
  const commonShare = shares.reduce((sum, share) => sum + share, 0);
  const otherShare = Math.max(1 - null_share - commonShare, 0) / Math.max(distinct - places.length, 1);
  return (placeId) => (common.get(placeId) ?? otherShare) * all_bikes;
}

/**
 * The places within `radiusKm` of a centre that bikes have been listed at, nearest first, with
 * their distance (the box around the circle from places_listed_earth_idx, GiST, then the exact
 * distance) and estimated bikes (placeStatistics). Read before the page's statements, so the
 * planner sees them and the statements take them as parameters. Null when `near` names no place.
 */
export async function radiusPlaces(
  db: Kysely<Database>,
  centre: { near: number } | { lat: number; lng: number },
  radiusKm: number,
): Promise<{ lat: number; lng: number; within: Within } | null> {
  const point =
    "near" in centre
      ? sql`SELECT latitude, longitude FROM places WHERE id = ${centre.near}`
      : sql`SELECT ${centre.lat}::float8, ${centre.lng}::float8`;
  const metres = sql`${radiusKm * 1000}::float8`;
  const placesQuery = sql<{ lat: number; lng: number; ids: number[] | null; distances: number[] | null }>`
    WITH centre(latitude, longitude) AS MATERIALIZED (${point})
    SELECT centre.latitude AS lat, centre.longitude AS lng, within.ids, within.distances
    FROM centre CROSS JOIN LATERAL (
      SELECT array_agg(p.id ORDER BY p.distance, p.id) AS ids, array_agg(p.distance ORDER BY p.distance, p.id) AS distances
      FROM (SELECT places.id, ${distanceTo("places", sql`centre.latitude`, sql`centre.longitude`)} AS distance FROM places
        WHERE places.listed AND earth_box(${earthPoint(sql`centre.latitude`, sql`centre.longitude`)}, ${metres})
          @> ${earthPoint(sql.ref("places.latitude"), sql.ref("places.longitude"))}) AS p
      WHERE p.distance <= ${metres}) AS within`;
  const [{ rows }, stats] = await Promise.all([placesQuery.execute(db), placeStatistics(db)]);
  const found = rows[0];
  if (!found) return null;
  const bikesAt = estimatedBikes(stats);
  const distances = found.distances ?? [];
  const places = (found.ids ?? []).map((id, i) => ({ id, distance: distances[i]!, bikes: bikesAt(id) }));
  return { lat: found.lat, lng: found.lng, within: { places, allBikes: stats.all_bikes } };
}

/**
 * A bike (aliased `bikes`) within the radius: at one of its places, a check of an integer per
 * bike, where its own distance took trigonometry per bike (~8 µs: 85 ms for a keyword's 10k
 * matches). A bike without a place never is. (An array Postgres reads at run time: its planner
 * keeps estimating the radius as it did before the places were known.)
 */
export const bikeWithinRadius = (near: Near) =>
  sql<boolean>`bikes.place_id = ANY(ARRAY(SELECT unnest(${near.within.places.map((p) => p.id)}::int[])))`;

/**
 * The centre and places of a search's radius: a `near` place's coordinates (they replace any lat
 * and lng sent with it) or the point sent; nothing without a radius. 400 on `near` for an unknown place.
 */
export async function nearContext(
  db: Kysely<Database>,
  f: { near?: number | undefined; lat?: number | undefined; lng?: number | undefined; radius?: number | undefined },
): Promise<{ lat?: number; lng?: number; within?: Within }> {
  if (f.radius === undefined) return {};
  const centre = f.near !== undefined ? { near: f.near } : f.lat !== undefined && f.lng !== undefined ? { lat: f.lat, lng: f.lng } : null;
  if (!centre) return {};
  const found = await radiusPlaces(db, centre, f.radius);
  if (!found) throw badRequest("Unknown place", { near: "Unknown place: pick one from the suggestions" });
  return found;
}
