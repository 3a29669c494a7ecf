import { sql, type RawBuilder } from "kysely";
import type { CategoryId } from "./id-query";

/** The price and engine-size filters a category's lexemes can rule out (search_lexemes' bounds). */
export interface LexemeBounds {
  maxPriceCents?: number;
  minCc?: number;
  maxCc?: number;
}

/**
 * Whether a bike of the category has a lexeme starting with `prefix`: one probe of search_lexemes' key.
 * With bounds, one whose bikes have been that cheap and of such engine sizes: the lexemes the prefix
 * starts (a range of the key, in byte order), each row's bounds checked.
 */
function lexemeStarts(categoryId: CategoryId, prefix: string, bounds: LexemeBounds): RawBuilder<boolean> {
  const checks: RawBuilder<boolean>[] = [];
  if (bounds.maxPriceCents !== undefined) checks.push(sql<boolean>`l.min_price_cents <= ${bounds.maxPriceCents}::int`);
  if (bounds.minCc !== undefined) checks.push(sql<boolean>`l.max_cc >= ${bounds.minCc}::int`);
  if (bounds.maxCc !== undefined) checks.push(sql<boolean>`l.min_cc <= ${bounds.maxCc}::int`);
  if (!checks.length) {
    return sql<boolean>`EXISTS (SELECT FROM (SELECT l.lexeme FROM search_lexemes AS l WHERE l.category_id = ${categoryId}
      AND l.lexeme >= ${prefix} ORDER BY l.lexeme LIMIT 1) AS next WHERE starts_with(next.lexeme, ${prefix}))`;
  }
  // (Written like the probe above, the category in a subquery of its own: a plain EXISTS became a
  // semi-join of every category's lexemes, which changed how the rest of a statement was planned.)
  return sql<boolean>`EXISTS (SELECT FROM (SELECT l.lexeme FROM search_lexemes AS l WHERE l.category_id = ${categoryId}
      AND l.lexeme ^@ ${prefix} AND ${sql.join(checks, sql` AND `)} LIMIT 1) AS bounded)`;
}

/**
 * Whether a category can match a keyword at all (search_lexemes, migration …_search-terms.sql):
 * every word has an alternative all of whose prefixes start a lexeme of the category's bikes —
 * with a maximum price or an engine-size range, a lexeme whose bikes have been that cheap and of
 * such sizes (migration …_lexeme-price-cc-bounds.sql: a matching bike has all its words' lexemes,
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
