import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import { countryName } from "./countries";
import { placeKey } from "./place-key";

/** A gazetteer place as the API shows it. */
export interface Place {
  id: number;
  name: string;
  countryCode: string;
  country: string;
  population: number;
  latitude: number;
  longitude: number;
}

export const placeColumns = ["id", "name", "country_code", "population", "latitude", "longitude"] as const;

export const placeView = (row: {
  id: number;
  name: string;
  country_code: string;
  population: number;
  latitude: number;
  longitude: number;
}): Place => ({
  id: row.id,
  name: row.name,
  countryCode: row.country_code,
  country: countryName(row.country_code),
  population: row.population,
  latitude: row.latitude,
  longitude: row.longitude,
});

/**
 * A country's places (or every country's, without `code`) whose names are closest to what was
 * typed — by trigram word distance, so a beginning ("Mun"), a typo ("Muncih") or a dropped accent
 * all find it — the most populous first among equally close ones. One walk of
 * places_country_trigram_idx (places_trigram_idx without a country).
 */
export async function suggestPlaces(db: Kysely<Database>, code: string | undefined, typed: string, limit: number): Promise<Place[]> {
  let query = db.selectFrom("places").select(placeColumns);
  if (code !== undefined) query = query.where("country_code", "=", code);
  const rows = await query
    .orderBy(sql`search_name <->> ${placeKey(typed)}`)
    .orderBy("population", "desc")
    .limit(limit)
    .execute();
  return rows.map(placeView);
}
