/**
 * Counts and articles in composed messages, so they read as English: "1 filter" / "3 filters",
 * "an admin" / "a seller". The API's messages use it and the UI re-exports it (ui/src/lib/english.ts).
 */
const pluralRules = new Intl.PluralRules("en-US");

/** "1 bike", "0 bikes", "3 bikes"; `plural` for nouns that do not just add "s". */
export function pluralize(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${pluralRules.select(count) === "one" ? noun : plural}`;
}

/** "a seller", "an admin", "an account": the article our own words (roles, nouns) need by their first letter. */
export function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? "an" : "a"} ${phrase}`;
}
