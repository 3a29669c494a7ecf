// Plain text, no query builder: the UI's schemas use these too (schemas/saved-search.ts), and a
// module that imports Kysely put all of it in the results pages' JavaScript.

/** The words of a keyword search: lower-case runs of letters and digits, at most 8 ("MT-07" → mt, 07). */
export const keywordWords = (q: string): string[] =>
  q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);

/**
 * One word as a tsquery prefix. Postgres's parser reads the digits after a hyphen as a signed
 * number ("MT-07" → mt, -07), so a number also matches with the minus: "07" → "(07:* | -07:*)".
 */
export const wordQuery = (word: string) => (/^\p{N}+$/u.test(word) ? `(${word}:* | -${word}:*)` : `${word}:*`);

/** Words of a keyword search as a prefix tsquery ("hon cb" → "hon:* & cb:*"); null if none. */
export function keywordQuery(q: string): string | null {
  const words = keywordWords(q);
  return words.length ? words.map(wordQuery).join(" & ") : null;
}
