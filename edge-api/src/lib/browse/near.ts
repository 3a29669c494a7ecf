import { sql } from "kysely";

/**
 * Near: bikes within a radius of a centre. Distances are earthdistance's great-circle metres, one
 * expression wherever compared, sorted or shown, so a cursor's distance compares exactly
 * (docs/decisions/0004: why places, why not PostGIS).
 */

/** A listed place within the radius: its distance from the centre, and about how many bikes it holds. */
export interface RadiusPlace {
  id: number;
  distance: number;
  /** ANALYZE's estimate of its bikes (of every status): null without statistics. */
  bikes: number | null;
}

/** The radius's places, read before the page's statements (radius-places.ts), and the table's estimated bikes. */
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

/** The filters' near, when they have one, with its places (radius-places.ts nearContext). */
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
export const earthPoint = (latitude: unknown, longitude: unknown) => sql`ll_to_earth(${latitude}, ${longitude})`;

/** The distance in metres from a centre (SQL values) to the rows aliased `alias`: browse's, and saved-search matching's. */
export const distanceTo = (alias: string, centreLatitude: unknown, centreLongitude: unknown) =>
  sql<number>`earth_distance(${earthPoint(sql.ref(`${alias}.latitude`), sql.ref(`${alias}.longitude`))}, ${earthPoint(centreLatitude, centreLongitude)})`;

/** The distance in metres from the centre to the coordinates of the rows aliased `alias` (bikes or places). */
export const distanceFrom = (near: Pick<Near, "lat" | "lng">, alias: string) =>
  distanceTo(alias, sql`${near.lat}::float8`, sql`${near.lng}::float8`);

/**
 * A bike (aliased `bikes`) within the radius: at one of its places, an integer check where its own
 * distance is trigonometry per bike. An array read at run time, so Postgres's estimate of the
 * radius stays as before the places were known.
 */
export const bikeWithinRadius = (near: Near) =>
  sql<boolean>`bikes.place_id = ANY(ARRAY(SELECT unnest(${near.within.places.map((p) => p.id)}::int[])))`;
