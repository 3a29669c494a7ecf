import countries from "i18n-iso-countries";
import english from "i18n-iso-countries/langs/en.json";
import { placeKey } from "./place-key";

countries.registerLocale(english);

/**
 * The name a country is shown and stored by: the first of its English names that reads as a
 * name — not an abbreviation ("USA"), not inverted ("Taiwan, Province of China") and not led by
 * "The" — so "United States of America", "United Kingdom", "South Korea", "North Macedonia".
 */
export function displayName(names: string | string[]): string {
  const list = Array.isArray(names) ? names : [names];
  return list.find((name) => /[a-z]/.test(name) && !name.includes(",") && !name.startsWith("The ")) ?? list[0]!;
}

/** Every country by its two-letter code, with the name it is shown by, in alphabetical order. */
export const COUNTRIES: { code: string; name: string }[] = Object.entries(english.countries)
  .map(([code, names]) => ({ code, name: displayName(names) }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

const byCode = new Map(COUNTRIES.map((country) => [country.code, country.name]));

/** Every English name and alias of every country (and its codes), by placeKey: "usa", "uk", "deutschland" is not one. */
const byAnyName = new Map<string, string>();
for (const [code, names] of Object.entries(english.countries)) {
  for (const name of [code, countries.alpha2ToAlpha3(code) ?? "", ...(Array.isArray(names) ? names : [names])]) {
    if (name) byAnyName.set(placeKey(name), code);
  }
}

/** The two-letter code of a country typed as its name, an alias or its ISO code ("USA", "uk", "DE"); undefined when none. */
export const countryCode = (typed: string): string | undefined => byAnyName.get(placeKey(typed));

/** What a country nobody knows is answered, by the API's field rule and by a listing's place alike. */
export const unknownCountry = (typed: string) => `Unknown country "${typed}": choose one from the list`;

/** The name a country code is shown by ("GB" → "United Kingdom"). */
export const countryName = (code: string): string => byCode.get(code) ?? code;
