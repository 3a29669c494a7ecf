import { sql } from "kysely";

/**
 * Near (#38): bikes within a radius of a centre. Distances are great-circle metres from Postgres's
 * `earthdistance` (on `cube`), the same expression wherever a distance is compared, sorted or
 * shown, so a page's cursor (the last bike's distance) compares exactly. docs/decisions/0004 says
 * why the radius is found among places, and why earthdistance rather than PostGIS.
 */

/** A centre (the route has read a `near` place's coordinates into lat and lng) and a radius. */
export interface Near {
  lat: number;
  lng: number;
  radiusKm: number;
}

/** The filters' near, when they have one. */
export const nearOf = (f: { lat?: number | undefined; lng?: number | undefined; radius?: number | undefined }): Near | null =>
  f.lat !== undefined && f.lng !== undefined && f.radius !== undefined ? { lat: f.lat, lng: f.lng, radiusKm: f.radius } : null;

/** The filters without near (a place's page: its bikes are all at one distance). */
export const withoutNear = <F>(f: F): F => ({ ...f, near: undefined, lat: undefined, lng: undefined, radius: undefined });

/** A point as earthdistance's cube on the globe, from SQL values of its latitude and longitude. */
const earthPoint = (latitude: unknown, longitude: unknown) => sql`ll_to_earth(${latitude}, ${longitude})`;

const centre = (near: Near) => earthPoint(sql`${near.lat}::float8`, sql`${near.lng}::float8`);

/**
 * The distance in metres from a centre (SQL values of its latitude and longitude) to the
 * coordinates of the rows aliased `alias`: browse's, and saved-search matching's from a stored centre.
 */
export const distanceTo = (alias: string, centreLatitude: unknown, centreLongitude: unknown) =>
  sql<number>`earth_distance(${earthPoint(sql.ref(`${alias}.latitude`), sql.ref(`${alias}.longitude`))}, ${earthPoint(centreLatitude, centreLongitude)})`;

/** The distance in metres from the centre to the coordinates of the rows aliased `alias` (bikes or places). */
export const distanceFrom = (near: Near, alias: string) => distanceTo(alias, sql`${near.lat}::float8`, sql`${near.lng}::float8`);

const radiusMetres = (near: Near) => sql`${near.radiusKm * 1000}::float8`;

/** A row (bikes or places, aliased `alias`) within the radius, by its coordinates. */
const withinRadius = (near: Near, alias: string) => sql<boolean>`${distanceFrom(near, alias)} <= ${radiusMetres(near)}`;

/**
 * The places within the radius that bikes have been listed at, with their distance: the box around
 * the circle from places_listed_earth_idx (GiST), then the exact distance. Fenced (OFFSET 0), so
 * they are always found first: planned with the statement, Postgres once scanned every place to
 * join them to a keyword's bikes instead (37 ms at 1M bikes).
 */
export const placesWithin = (near: Near) =>
  sql<{ id: number; distance: number }>`SELECT places.id, ${distanceFrom(near, "places")} AS distance FROM places
    WHERE places.listed AND earth_box(${centre(near)}, ${radiusMetres(near)}) @> ${earthPoint(sql.ref("places.latitude"), sql.ref("places.longitude"))}
      AND ${withinRadius(near, "places")} OFFSET 0`;

/**
 * A bike (aliased `bikes`) within the radius: at one of its places (placesWithin), a check of an
 * integer per bike, where its own distance took trigonometry per bike (~8 µs: 85 ms for a keyword's
 * 10k matches). A bike without a place never is.
 */
export const bikeWithinRadius = (near: Near) =>
  sql<boolean>`bikes.place_id = ANY(ARRAY(SELECT within.id FROM (${placesWithin(near)}) AS within))`;
