import { sql } from "kysely";

/** How many suggestions the search box lists while typing. */
export const SUGGESTIONS = 8;

export type SuggestionKind = "brand" | "model";

/**
 * GET /api/search/suggestions: brands and models bikes have whose keywords match the search as
 * browse reads it (typo-corrected prefixes: "yamha" finds what the results page will), or to a run
 * of whose words the text is similar (pg_trgm `<%`: "kawaski ninj" → Kawasaki Ninja 400). The term
 * itself first, then those starting with it, then by similarity; brands first, shorter first.
 * `words` is null when the text has no letters or digits.
 */
export const suggestionsQuery = (q: string, words: string | null, compact: string) =>
  sql<{ term: string; kind: SuggestionKind }>`SELECT t.term, t.kind FROM search_terms AS t
    WHERE t.kind IN ('brand', 'model')
      AND (${words === null ? sql`false` : sql`to_tsvector('simple', t.term) @@ to_tsquery('simple', ${words})`} OR ${q} <% t.term)
    ORDER BY t.compact = ${compact} DESC, starts_with(t.compact, ${compact}) DESC, word_similarity(${q}, t.term) DESC,
      t.kind = 'brand' DESC, length(t.term), t.term
    LIMIT ${SUGGESTIONS}`;

/** Lower case, letters and digits only, as search_terms.compact ("Yamaha MT-07" → "yamahamt07"). */
export const compactForm = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
