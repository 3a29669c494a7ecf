/** A point on the globe in degrees. */
export interface Point {
  latitude: number;
  longitude: number;
}

/** The sphere earthdistance measures on (its earth(), metres), so both agree on who is nearer. */
const EARTH_RADIUS_KM = 6378.168;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points in km (the haversine formula). */
export function greatCircleKm(a: Point, b: Point): number {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}
