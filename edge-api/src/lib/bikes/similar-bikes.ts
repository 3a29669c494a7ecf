import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import { bikeRowsSql, type BikeRow } from "./bike-query";
import { greatCircleKm } from "../places/great-circle";

/** How many similar bikes a bike page shows. */
export const SIMILAR_BIKES = 8;
/** The price window of the second group: within this share of the bike's price, either way. */
export const PRICE_SPREAD = 0.3;

/**
 * The engine-size bands the fair-price rating groups by (≤125, 126–250, 251–400, 401–650, 651–900,
 * 901–1200, 1201+ cc): each number starts a band. The rating's SQL function `price_rating_cc_band`
 * holds the same bounds; tests/api/similar-bikes.test.ts checks that the two agree.
 */
const ENGINE_BAND_STARTS = [126, 251, 401, 651, 901, 1201] as const;

/** The bands as their least and most cc. */
export const ENGINE_BANDS = [0, ...ENGINE_BAND_STARTS].map((min, i) => ({ min, max: (ENGINE_BAND_STARTS[i] ?? 2 ** 31) - 1 }));

/**
 * A row of the candidates statement: the bike asked about itself (`self`: it exists), a bike for
 * sale of its model, or one of its category, engine-size band and price window.
 */
export interface Candidate {
  id: number;
  priceCents: number;
  group: "self" | "model" | "band";
  /** Its place's coordinates; null for a listing without a known place. */
  latitude: number | null;
  longitude: number | null;
}

/** How far a candidate is from the bike in km; unknown (Infinity) when either has no place. */
const kmFrom = (bike: Omit<Candidate, "group" | "priceCents">) => (c: Candidate) =>
  bike.latitude === null || bike.longitude === null || c.latitude === null || c.longitude === null
    ? Number.POSITIVE_INFINITY
    : greatCircleKm({ latitude: bike.latitude, longitude: bike.longitude }, { latitude: c.latitude, longitude: c.longitude });

/** Nearer first; two at an unknown or equal distance are left to the next rule. */
const byDistance = (km: (c: Candidate) => number) => (a: Candidate, b: Candidate) => {
  const [x, y] = [km(a), km(b)];
  return x === y ? 0 : x - y;
};

/**
 * Which bikes a page shows, in order: the same model's, then the band's, each group nearest first
 * when places are known — the model's then newest first, the band's by
 * the nearest price to `priceCents` (the newer of two equally near) — each bike once, never the
 * bike itself, at most SIMILAR_BIKES.
 */
export function pickSimilar(bike: Omit<Candidate, "group">, candidates: Candidate[]): number[] {
  const distance = (c: Candidate) => Math.abs(c.priceCents - bike.priceCents);
  const nearer = byDistance(kmFrom(bike));
  const sameModel = candidates.filter((c) => c.group === "model").sort((a, b) => nearer(a, b) || b.id - a.id);
  const inBand = candidates.filter((c) => c.group === "band").sort((a, b) => nearer(a, b) || distance(a) - distance(b) || b.id - a.id);
  const picked = new Set<number>();
  for (const c of [...sameModel, ...inBand]) {
    if (picked.size === SIMILAR_BIKES) break;
    if (c.id !== bike.id) picked.add(c.id);
  }
  return [...picked];
}

/**
 * The candidates in one statement: the bike itself with its band (ENGINE_BANDS, passed as rows),
 * its model's newest bikes for sale (their own browse index), and its band's nearest in price from
 * either side of its price (the price index read outward, the engine size checked on its included
 * column). Twice the page from each side, so the model's bikes among them still leave a page. Each
 * with its coordinates, for nearest first.
 */
export function similarCandidates(bikeId: number) {
  const bands = sql.join(ENGINE_BANDS.map((band) => sql`(${band.min}::int, ${band.max}::int)`));
  const rows = 2 * SIMILAR_BIKES;
  // `engine_cc + 0`: the size is checked on each row of the price index (which carries it), never
  // read as a range of the engine-size index, which would read the whole band before sorting by price.
  const inBand = sql`b.category_id = bike.category_id AND b.status = 'available' AND b.id <> bike.id
    AND b.engine_cc + 0 BETWEEN bike.min_cc AND bike.max_cc`;
  // Each candidate's coordinates by its id afterwards, so the indexes above are still read alone.
  return sql<Candidate>`
    WITH bike AS (
      SELECT bikes.id, bikes.category_id, bikes.model, bikes.resale_price_cents AS price, band.min_cc, band.max_cc
      FROM bikes JOIN (VALUES ${bands}) AS band (min_cc, max_cc) ON bikes.engine_cc BETWEEN band.min_cc AND band.max_cc
      WHERE bikes.id = ${bikeId})
    SELECT candidate.*, place.latitude, place.longitude FROM (
    SELECT bike.id, bike.price AS "priceCents", 'self' AS "group" FROM bike
    UNION ALL
    SELECT s.* FROM bike CROSS JOIN LATERAL (SELECT b.id, b.resale_price_cents, 'model' FROM bikes AS b
      WHERE b.category_id = bike.category_id AND b.model = bike.model AND b.status = 'available' AND b.id <> bike.id
      ORDER BY b.id DESC LIMIT ${SIMILAR_BIKES}) AS s
    UNION ALL
    SELECT s.* FROM bike CROSS JOIN LATERAL (SELECT b.id, b.resale_price_cents, 'band' FROM bikes AS b
      WHERE ${inBand} AND b.resale_price_cents BETWEEN bike.price AND floor(bike.price * ${1 + PRICE_SPREAD}::numeric)::int
      ORDER BY b.resale_price_cents, b.id LIMIT ${rows}) AS s
    UNION ALL
    SELECT s.* FROM bike CROSS JOIN LATERAL (SELECT b.id, b.resale_price_cents, 'band' FROM bikes AS b
      WHERE ${inBand} AND b.resale_price_cents >= ceil(bike.price * ${1 - PRICE_SPREAD}::numeric)::int AND b.resale_price_cents < bike.price
      ORDER BY b.resale_price_cents DESC, b.id DESC LIMIT ${rows}) AS s
    ) AS candidate JOIN bikes AS place ON place.id = candidate.id`;
}

/** The picked bikes' rows, in the picked order. */
export const similarRows = (ids: number[]) =>
  sql<BikeRow>`${bikeRowsSql} WHERE bikes.id = ANY(${ids}::int[]) ORDER BY array_position(${ids}::int[], bikes.id)`;

/** Up to SIMILAR_BIKES bikes for sale like bike `bikeId`, in the order pickSimilar gives; null when there is no such bike. */
export async function similarBikes(db: Kysely<Database>, bikeId: number): Promise<BikeRow[] | null> {
  const { rows } = await similarCandidates(bikeId).execute(db);
  const bike = rows.find((row) => row.group === "self");
  if (!bike) return null;
  const ids = pickSimilar(bike, rows);
  return ids.length ? (await similarRows(ids).execute(db)).rows : [];
}
