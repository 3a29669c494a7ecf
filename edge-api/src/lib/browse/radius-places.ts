import { sql, type Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import type { Database } from "../../db/database";
import { badRequest } from "../api/errors";
import { distanceTo, earthPoint, type Within } from "./near";

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

/** Kept a while: statistics change only at ANALYZE, and pg_stats (planned afresh each time) cost more than the places. */
const placeStatisticsCache = new LRUCache<"bikes.place_id", PlaceStatistics>({ max: 1, ttl: 5 * 60_000 });

async function placeStatistics(db: Kysely<Database>): Promise<PlaceStatistics> {
  const cached = placeStatisticsCache.get("bikes.place_id");
  if (cached) return cached;
  const stats = (await placeStatisticsQuery.execute(db)).rows[0]!;
  placeStatisticsCache.set("bikes.place_id", stats);
  return stats;
}

/** ANALYZE's estimate of a place's bikes, as Postgres's planner makes it: its common-value share, else an even share of the rest. */
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
 * The listed places within `radiusKm` of a centre, nearest first, with their distance (the circle's
 * box from the GiST index, then the exact distance) and estimated bikes. Read before the statements,
 * so the planner weighs them and the statements take them as parameters. Null for an unknown place.
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

/** A search's radius: a `near` place's coordinates (over any lat and lng) or the point sent, and its places; 400 for an unknown place. */
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
