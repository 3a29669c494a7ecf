import { sql, type Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import type { Database } from "../../db/database";
import { lexemeStarts } from "../browse/keyword-categories";
import { keywordWords, wordQuery } from "./keyword-words";

/** Shorter words are not corrected: two letters have too few trigrams to be told apart. */
const MIN_CORRECTED_LENGTH = 3;
/** A word that no known word starts with gets up to this many of the closest known terms as alternatives… */
const ALTERNATIVES = 2;
/** …each at least this share of the closest's similarity ("mt07" is MT-07 at 1.0, not MT-09 at 0.43)… */
const CLOSE_TO_BEST = 0.8;
/** …and at most this many letters longer or shorter: "kitesurf" is not Kite, however many trigrams they share. */
const LENGTH_SLACK = 2;

/** Words worth correcting: long enough, with a letter (numbers and years are taken as typed). */
const correctable = (word: string) => word.length >= MIN_CORRECTED_LENGTH && /\p{L}/u.test(word);

/**
 * At most how many bikes have a lexeme the word (w.word) starts, by ANALYZE's statistics: the shares
 * of the common lexemes it starts, else the least share listed (an unlisted lexeme is rarer), times
 * the rows. (pg_stats lists the lexemes' frequencies, then their minimum, maximum and the empty rows'.)
 */
const wordMatches = sql<number | null>`(SELECT CASE WHEN s.most_common_elems IS NOT NULL THEN coalesce(
    (SELECT sum(e.freq) FROM unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS e(lexeme, freq)
      WHERE starts_with(e.lexeme, w.word)),
    s.most_common_elem_freqs[cardinality(s.most_common_elems::text::text[]) + 1])::float8
    * (SELECT greatest(c.reltuples, 0) FROM pg_class AS c WHERE c.oid = 'bikes'::regclass) END
  FROM pg_stats AS s WHERE s.schemaname = current_schema() AND s.tablename = 'bikes' AND s.attname = 'search' AND NOT s.inherited)`;

/** Whether a bike has ever had a lexeme the word starts (a number: also with a minus): a probe of search_lexemes per category. */
const wordTyped = sql<boolean>`EXISTS (SELECT FROM categories AS c
  WHERE ${lexemeStarts(sql.ref("c.id"), sql`w.word`)} OR ${lexemeStarts(sql.ref("c.id"), sql`'-' || w.word`)})`;

/**
 * Per word in one statement: its estimated matches, whether bikes have it, and, when no known word
 * starts with it (one btree probe), its closest terms by trigram similarity of compact forms
 * ("yamha" → Yamaha, "mt07" → MT-07; `%` is pg_trgm's threshold, 0.3).
 */
export const alternativesQuery = (words: string[]) =>
  sql<{ word: string; terms: string[]; matches: number | null; typed: boolean }>`SELECT w.word,
    ${wordMatches} AS matches, ${wordTyped} AS typed, CASE WHEN EXISTS (
      SELECT FROM (SELECT k.compact FROM search_terms AS k
        WHERE k.kind = 'word' AND k.compact = lower(k.term) AND k.compact COLLATE "C" >= w.word
        ORDER BY k.compact COLLATE "C" LIMIT 1) AS next
      WHERE starts_with(next.compact, w.word))
    THEN '{}'::text[]
    ELSE ARRAY(SELECT c.term FROM (SELECT t.term, t.compact, similarity(t.compact, w.word) AS score,
          max(similarity(t.compact, w.word)) OVER () AS best
        FROM search_terms AS t WHERE t.kind = 'word' AND t.compact % w.word
          AND abs(length(t.compact) - length(w.word)) <= ${LENGTH_SLACK}) AS c
      WHERE c.score >= ${CLOSE_TO_BEST} * c.best
      ORDER BY c.score DESC, length(c.compact), c.compact LIMIT ${ALTERNATIVES})
    END AS terms
  FROM unnest(${words}::text[]) AS w(word)`;

/**
 * alternativesQuery's answers, kept a while: a results page sends three requests with the keyword,
 * and the lookup is a round trip before each. A term new within the TTL is only not yet offered.
 */
const alternativesCache = new LRUCache<string, KnownWord>({ max: 5_000, ttl: 5 * 60_000 });

/** What alternativesQuery found for a word (no terms: a known word). */
interface KnownWord {
  terms: string[];
  matches: number | null;
  typed: boolean;
}

/** Each word's KnownWord, from the cache, else looked up in one statement. */
async function alternativesOf(db: Kysely<Database>, words: string[]): Promise<Map<string, KnownWord>> {
  const known = new Map<string, KnownWord>();
  for (const word of words) {
    const cached = alternativesCache.get(word);
    if (cached) known.set(word, cached);
  }
  const missing = words.filter((word) => !known.has(word));
  if (missing.length) {
    for (const { word, ...entry } of (await alternativesQuery(missing).execute(db)).rows) {
      known.set(word, entry);
      alternativesCache.set(word, entry);
    }
  }
  return known;
}

/** A search's keyword, ready for browse and for the category counts. */
export interface SearchKeywords {
  /** As tsquery text, for BrowseFilters.words. */
  words: string;
  /** Per searched word its alternatives (the word itself first), each as the prefixes it needs (all). */
  alternatives: string[][][];
  /** At most how many bikes match: the least of the uncorrected words' estimates, or null. For the planner's speed only. */
  estimatedMatches: number | null;
  /**
   * Of several words, the one with estimatedMatches (as tsquery text), else null: the band keys of
   * "honda cbr150r" need only cbr150r's, the rest checked on its few matches (keyword-bands.ts).
   */
  rarestWord: string | null;
  /** Each word as read ("yamha" → "Yamaha") and whether bikes have it as typed (null: not looked up), for fallback.ts. */
  readable: { word: string; label: string; typedMatches: boolean | null; corrected: boolean }[];
}

/**
 * A search's keyword, forgiving typing errors: an unknown word also matches its closest known terms
 * ("yamha mt07" → "(yamha:* | yamaha:*) & (mt07:* | mt:* & 07:*)"); the word as typed stays an
 * alternative, so one found only in descriptions loses nothing. Null when the text has no words.
 */
export async function searchKeywords(db: Kysely<Database>, q: string | undefined): Promise<SearchKeywords | null> {
  const words = q ? keywordWords(q) : [];
  if (!words.length) return null;
  const known = await alternativesOf(db, [...new Set(words.filter(correctable))]);
  const alternatives = words.map((word) => {
    const alts = [[word]];
    // (An alternative needing all of another's prefixes and more adds nothing: "kawasaki zx 6r" after "kawasaki".)
    for (const parts of (known.get(word)?.terms ?? []).map(keywordWords).sort((a, b) => a.length - b.length)) {
      if (parts.length && !alts.some((alt) => alt.every((p) => parts.includes(p)))) alts.push(parts);
    }
    return alts;
  });
  const tsquery = (parts: string[]) => parts.map(wordQuery).join(" & ");
  const groups = alternatives.map((alts) => (alts.length > 1 ? `(${alts.map(tsquery).join(" | ")})` : tsquery(alts[0]!)));
  // The same words in the case they were typed (keywordWords lower-cases them), for `readable`.
  const asTyped = (q ?? "").split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  // Only the words taken as typed (no alternatives) are estimated: a typo's matches are not its corrections'.
  const estimates = words.map((word) => {
    const found = known.get(word);
    return found && !found.terms.length ? found.matches : null;
  });
  const estimatedMatches = leastMatches(estimates);
  const rarest = estimatedMatches === null ? -1 : estimates.indexOf(estimatedMatches);
  return {
    words: groups.join(" & "),
    alternatives,
    estimatedMatches,
    rarestWord: groups.length > 1 && rarest >= 0 ? groups[rarest]! : null,
    readable: words.map((word, index) => {
      const found = known.get(word);
      const correction = found?.terms[0];
      const typedMatches = found ? found.typed : null;
      return { word, label: correction ?? asTyped[index] ?? word, typedMatches, corrected: Boolean(correction) };
    }),
  };
}

/** The least of the known estimates, or null when none is known. */
function leastMatches(estimates: (number | null)[]): number | null {
  const known = estimates.filter((matches) => matches !== null);
  return known.length ? Math.min(...known) : null;
}
