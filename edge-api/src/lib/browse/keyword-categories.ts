import { sql, type RawBuilder } from "kysely";
import type { CategoryId } from "./id-query";

/**
 * Whether a bike of the category has had a lexeme starting with `prefix` (text, or a column of the
 * statement): the first of its lexemes from the prefix on, in byte order, one probe of search_lexemes'
 * key. In a subquery of its own: a plain EXISTS became a semi-join that changed the statement's plan.
 */
export function lexemeStarts(categoryId: CategoryId, prefix: string | RawBuilder<string>): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT FROM (SELECT l.lexeme FROM search_lexemes AS l WHERE l.category_id = ${categoryId}
      AND l.lexeme >= ${prefix} ORDER BY l.lexeme LIMIT 1) AS found WHERE starts_with(found.lexeme, ${prefix}))`;
}

/**
 * Whether a category can match a keyword at all: every word has an alternative all of whose
 * prefixes start a lexeme its bikes have had. A few index probes, where a strategy would read the
 * category's bikes to find none ("vespa" among touring bikes). True means only that one may.
 */
export function categoryMayMatch(categoryId: CategoryId, alternatives: string[][][]): RawBuilder<boolean> {
  if (!alternatives.length) return sql<boolean>`true`;
  const any = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` OR `)})`;
  const all = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` AND `)})`;
  const starts = (p: string) => lexemeStarts(categoryId, p);
  // A number also starts a lexeme with a minus (bike-query.ts wordQuery: "MT-07" → mt, -07).
  const startsWord = (p: string) => (/^\p{N}+$/u.test(p) ? any([starts(p), starts(`-${p}`)]) : starts(p));
  return all(alternatives.map((alts) => any(alts.map((prefixes) => all(prefixes.map(startsWord))))));
}
