import { sql } from "kysely";

/** How many suggestions the search box lists while typing. */
export const SUGGESTIONS = 8;

export type SuggestionKind = "brand" | "model";

/**
 * GET /api/search/suggestions: up to SUGGESTIONS brands and models bikes have (search_terms),
 * matching what is typed two ways, both on search_terms' own indexes:
 * - their keywords match the search as browse reads it — typo-corrected prefixes
 *   (lib/search/keywords.ts), so "kawasaki nin" and "yamha" find what the results page will
 *   (search_terms_names_idx);
 * - or what is typed is similar to a run of their words (pg_trgm word similarity `<%`, threshold
 *   0.6: "kawaski ninj" → Kawasaki Ninja 400), for text the per-word correction misses
 *   (search_terms_term_trgm_idx).
 * Ordered: the term itself, then terms starting with it, then by word similarity; brands before
 * models, shorter first. `words` is null when the text has no letters or digits (then only the
 * similarity applies).
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
