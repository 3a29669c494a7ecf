import { sql, type RawBuilder } from "kysely";
import type { CategoryId } from "./id-query";

/** The price and engine-size filters a category's lexemes can rule out (search_lexemes' bounds). */
export interface LexemeBounds {
  maxPriceCents?: number;
  minCc?: number;
  maxCc?: number;
}

/**
 * Whether a bike of the category has a lexeme starting with `prefix` — with bounds, one whose bikes
 * have been that cheap and of such engine sizes: the first of the lexemes the prefix starts (a range
 * of search_lexemes' key, in byte order) whose row passes the bounds. The category sits in a subquery
 * of its own so each category is one probe of that key: as a plain EXISTS it became a semi-join of
 * every category's lexemes, which changed how the rest of a statement was planned.
 */
function lexemeStarts(categoryId: CategoryId, prefix: string, bounds: LexemeBounds): RawBuilder<boolean> {
  const checks = [sql<boolean>`l.lexeme ^@ ${prefix}`];
  if (bounds.maxPriceCents !== undefined) checks.push(sql<boolean>`l.min_price_cents <= ${bounds.maxPriceCents}::int`);
  if (bounds.minCc !== undefined) checks.push(sql<boolean>`l.max_cc >= ${bounds.minCc}::int`);
  if (bounds.maxCc !== undefined) checks.push(sql<boolean>`l.min_cc <= ${bounds.maxCc}::int`);
  return sql<boolean>`EXISTS (SELECT FROM (SELECT l.lexeme FROM search_lexemes AS l WHERE l.category_id = ${categoryId}
      AND ${sql.join(checks, sql` AND `)} LIMIT 1) AS found)`;
}

/**
 * Whether a category can match a keyword at all (search_lexemes, the baseline migration):
 * every word has an alternative all of whose prefixes start a lexeme of the category's bikes —
 * with a maximum price or an engine-size range, a lexeme whose bikes have been that cheap and of
 * such sizes (the baseline migration: a matching bike has all its words' lexemes,
 * each bounded by it). False means no bike of the category matches; true only that one may
 * (lexemes are never removed, bounds only widened). A handful of index probes, against reading a
 * category's bikes to find none ("vespa" among touring bikes, "kawasaki ninja" outside sports
 * bikes, Honda under $2,000 among cruisers).
 */
export function categoryMayMatch(categoryId: CategoryId, alternatives: string[][][], bounds: LexemeBounds = {}): RawBuilder<boolean> {
  if (!alternatives.length) return sql<boolean>`true`;
  const any = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` OR `)})`;
  const all = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` AND `)})`;
  const starts = (p: string) => lexemeStarts(categoryId, p, bounds);
  // A number also starts a lexeme with a minus (bike-query.ts wordQuery: "MT-07" → mt, -07).
  const startsWord = (p: string) => (/^\p{N}+$/u.test(p) ? any([starts(p), starts(`-${p}`)]) : starts(p));
  return all(alternatives.map((alts) => any(alts.map((prefixes) => all(prefixes.map(startsWord))))));
}
