import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import type { SavedSearchFilters } from "../../schemas/saved-search";
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

/** The letters each searched word's matches start with (wordPrefix), words that have some. */
export const keywordPrefixes = (keywords: SearchKeywords | null): string[] => [
  ...new Set((keywords?.alternatives ?? []).map(wordPrefix).filter(Boolean)),
];

/**
 * Of a keyword's words, the one the fewest available bikes have, so the search is looked up by its
 * rarest word: "yamaha r15" by "r15", not by the brand of a tenth of the bikes. Ties go to the
 * longest. One statement; a single word needs none.
 */
export async function rarestPrefix(db: Kysely<Database>, prefixes: string[]): Promise<string | undefined> {
  if (prefixes.length < 2) return prefixes[0];
  const { rows } = await rarityQuery(prefixes).execute(db);
  const share = new Map(rows.map((row) => [row.prefix, row.share]));
  return [...prefixes].sort((a, b) => (share.get(a) ?? 0) - (share.get(b) ?? 0) || b.length - a.length)[0];
}

/**
 * The share of bikes with a word starting with each prefix, from the statistics Postgres keeps of
 * bikes.search (pg_stats: its most common lexemes and their frequencies); 0 for a prefix starting
 * none of them, as a model number's few hundred bikes at 1M. Reading the share off the statistics
 * costs no scan: counting the bikes, even capped at 1,000, built bikes_search_idx's bitmap of every
 * match first (a brand: ~200k postings, ~40 ms at 1M bikes). The anchor it picks only narrows which
 * searches a new bike is tested against (match.ts), so an estimate is enough.
 */
export const rarityQuery = (prefixes: string[]) =>
  sql<{ prefix: string; share: number }>`SELECT p.prefix, coalesce((SELECT sum(e.freq) FROM pg_stats AS s
      CROSS JOIN LATERAL unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS e(lexeme, freq)
      WHERE s.schemaname = current_schema() AND s.tablename = 'bikes' AND s.attname = 'search'
        AND (starts_with(e.lexeme, p.prefix) OR starts_with(e.lexeme, '-' || p.prefix))), 0)::float8 AS share
    FROM unnest(${prefixes}::text[]) AS p(prefix)`;

/**
 * The key of a set of equality criteria, in one fixed order — category, country, city, model —
 * as match.ts builds each bike's keys from every set of its own four ("c:3|ci:Dhaka").
 */
const criteriaKey = (f: Pick<SavedSearchFilters, "id" | "country" | "city" | "model">): string =>
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
