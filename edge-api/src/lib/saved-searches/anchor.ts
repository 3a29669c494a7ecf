import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import type { SavedSearchFilters } from "../../schemas/saved-search";
import { wordQuery } from "../bike-query";
import type { SearchKeywords } from "../search/keywords";

/**
 * A keyword anchor keeps at most this many first letters: a bike then offers at most this many
 * keys per word it has (match.ts), and a search's word still narrows its candidates to the
 * searches sharing those letters.
 */
export const KEYWORD_KEY_LETTERS = 4;

const commonPrefix = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return a.slice(0, n);
};

/**
 * The letters every bike matching one searched word starts a word with: the word's alternatives
 * (the word as typed, its typo corrections) are ORed, so it is what they all begin with — "yamha"
 * or "yamaha": "yam"; "mt07" or "mt" & "07": "mt". Empty when they share no first letter.
 */
function wordPrefix(alternatives: string[][]): string {
  let best = "";
  for (const part of alternatives[0] ?? []) {
    let prefix: string | undefined = part;
    for (const alt of alternatives.slice(1)) {
      const shared = alt.map((other) => commonPrefix(prefix!, other)).sort((a, b) => b.length - a.length)[0] ?? "";
      prefix = shared;
      if (!prefix) break;
    }
    if (prefix && prefix.length > best.length) best = prefix;
  }
  return best;
}

/**
 * Counted up to here: enough to tell a brand (tens of thousands of bikes at scale) from a model
 * number (hundreds), for the cost of one capped read of bikes_search_idx per word.
 */
const RARITY_CAP = 1000;

/** The letters each searched word's matches start with (wordPrefix), words that have some. */
export const keywordPrefixes = (keywords: SearchKeywords | null): string[] => [
  ...new Set((keywords?.alternatives ?? []).map(wordPrefix).filter(Boolean)),
];

/**
 * Of a keyword's words, the one the fewest available bikes have (capped counts), so the search is
 * looked up by its rarest word: "yamaha r15" by "r15", not by the brand of a tenth of the bikes.
 * Ties go to the longest. One statement; a single word needs none.
 */
export async function rarestPrefix(db: Kysely<Database>, prefixes: string[]): Promise<string | undefined> {
  if (prefixes.length < 2) return prefixes[0];
  const { rows } = await rarityQuery(prefixes).execute(db);
  const count = new Map(rows.map((row) => [row.prefix, row.bikes]));
  return [...prefixes].sort((a, b) => (count.get(a) ?? 0) - (count.get(b) ?? 0) || b.length - a.length)[0];
}

/** How many available bikes (up to RARITY_CAP) have a word starting with each prefix (bikes_search_idx). */
export const rarityQuery = (prefixes: string[]) =>
  sql<{ prefix: string; bikes: number }>`SELECT p.prefix, (SELECT count(*) FROM (SELECT FROM bikes
      WHERE bikes.status = 'available' AND bikes.search @@ to_tsquery('simple', p.query) LIMIT ${RARITY_CAP}) AS m)::int AS bikes
    FROM unnest(${prefixes}::text[], ${prefixes.map(wordQuery)}::text[]) AS p(prefix, query)`;

/**
 * The key of a set of equality criteria, in one fixed order — category, country, city, model —
 * as match.ts builds each bike's keys from every set of its own four ("c:3|ci:Dhaka").
 */
export const criteriaKey = (f: Pick<SavedSearchFilters, "id" | "country" | "city" | "model">): string =>
  [f.id !== undefined && `c:${f.id}`, f.country && `co:${f.country}`, f.city && `ci:${f.city}`, f.model && `m:${f.model}`]
    .filter(Boolean)
    .join("|");

/**
 * A saved search's one anchor: a key every bike it matches has, so a new bike finds its candidate
 * searches by looking up its own few keys in saved_searches_anchor_idx (match.ts builds the bike's
 * side of the same keys). The most selective it can be:
 * - with a city or a model: all its equality criteria at once ("c:3|ci:Dhaka"), so its candidates
 *   are the bikes' exact peers;
 * - else with a keyword: its category and country if any, and its rarest word's first letters
 *   (`keyword`, rarestPrefix: "co:Nepal|w:r15", lower-cased as Postgres's 'simple' parser does;
 *   every word the tsquery needs is a prefix of a word of the bike, a number also with a minus
 *   before it, which the bike's keys drop);
 * - else its category and country ("c:3", "co:Nepal", "c:3|co:Nepal");
 * - else "any" (every bike probes it; the schema leaves only a keyword whose typo corrections
 *   share no first letter there).
 */
export function searchAnchor(f: SavedSearchFilters, keyword: string | undefined): string | RawBuilder<string> {
  const criteria = criteriaKey(f);
  if (f.model || f.city) return criteria;
  if (keyword) return sql<string>`${criteria ? `${criteria}|` : ""} || 'w:' || left(lower(${keyword}), ${KEYWORD_KEY_LETTERS})`;
  return criteria || "any";
}
