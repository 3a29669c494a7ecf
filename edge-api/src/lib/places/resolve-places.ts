import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import { badRequest } from "../api/errors";
import { countryCode, countryName, unknownCountry } from "./countries";
import { placeKey } from "./place-key";
import { placeColumns, placeView, suggestPlaces, type Place } from "./suggest-places";

/** Where a listing says it is: a country and a city as typed, or the place picked from suggestions. */
export interface PlaceAsked {
  country: string;
  city: string;
  placeId?: number | undefined;
}

/** How a place is looked up by name: its country's code and its placeKey. */
const nameKey = (code: string, name: string) => `${code}:${placeKey(name)}`;

/** Suggestions named in an unknown city's message; only the first few unknown cities get them. */
const SUGGESTIONS = 3;
const SUGGESTED_ROWS = 10;

/**
 * Each listing's known place, in the order asked (single add, edit and CSV import alike): the
 * place picked by id, else the most populous place of that name in that country (names compared
 * by placeKey). One statement for every distinct name. Throws 400 naming each unknown country or
 * city by its field (`field(row, "city")`), an unknown city with the closest names to pick from.
 * Marks the places found as listed.
 */
export async function resolvePlaces(
  db: Kysely<Database>,
  asked: PlaceAsked[],
  field: (row: number, name: "country" | "city") => string,
): Promise<Place[]> {
  const fields: Record<string, string> = {};
  const codes = asked.map((one, row) => {
    const code = countryCode(one.country);
    if (!code) fields[field(row, "country")] = unknownCountry(one.country);
    return code;
  });
  const ids = [...new Set(asked.flatMap((one) => (one.placeId === undefined ? [] : [one.placeId])))];
  const named = new Map<string, { code: string; key: string }>();
  for (const [row, one] of asked.entries()) {
    const code = codes[row];
    if (one.placeId === undefined && code) named.set(nameKey(code, one.city), { code, key: placeKey(one.city) });
  }
  const pairs = [...named.values()];
  const found = await db
    .selectFrom("places")
    .select(placeColumns)
    .select(["search_name", "listed"])
    .where((eb) =>
      eb.or([
        ...(ids.length ? [eb("id", "in", ids)] : []),
        ...(pairs.length
          ? [
              sql<boolean>`(country_code, search_name) IN (SELECT * FROM unnest(${pairs.map((p) => p.code)}::text[], ${pairs.map((p) => p.key)}::text[]))`,
            ]
          : []),
      ]),
    )
    .orderBy("population", "desc")
    .execute();
  const byId = new Map(found.map((row) => [row.id, row]));
  const byName = new Map<string, (typeof found)[number]>();
  // Most populous first: the first row of a name is the place it means.
  for (const row of found)
    if (!byName.has(nameKey(row.country_code, row.search_name))) byName.set(nameKey(row.country_code, row.search_name), row);

  const places: Place[] = [];
  const unlisted = new Set<number>();
  let suggested = 0;
  for (const [row, one] of asked.entries()) {
    const code = codes[row];
    if (!code) continue;
    const place = one.placeId === undefined ? byName.get(nameKey(code, one.city)) : byId.get(one.placeId);
    if (place && place.country_code === code) {
      places.push(placeView(place));
      if (!place.listed) unlisted.add(place.id);
      continue;
    }
    const closest = suggested++ < SUGGESTED_ROWS ? await suggestPlaces(db, code, one.city, SUGGESTIONS) : [];
    const hint = closest.length ? `. Did you mean ${closest.map((p) => p.name).join(", ")}?` : "";
    fields[field(row, "city")] = `Unknown city "${one.city}" in ${countryName(code)}${hint}`;
  }
  if (Object.keys(fields).length) {
    throw badRequest(asked.length === 1 ? "Choose a known city." : "Some rows name a place we do not know. Nothing was saved.", fields);
  }
  // A place's first listing makes it one a radius search reads (migrations/…_near.sql); marked
  // even if the listing is then not saved, which costs that search one empty read.
  if (unlisted.size)
    await db
      .updateTable("places")
      .set({ listed: true })
      .where("id", "in", [...unlisted])
      .execute();
  return places;
}
