import { sql, type RawBuilder } from "kysely";
import type { CategoryId } from "./id-query";

/** Whether a bike of the category has a lexeme starting with `prefix`: one probe of search_lexemes' key. */
const lexemeStarts = (categoryId: CategoryId, prefix: string) =>
  sql<boolean>`EXISTS (SELECT FROM (SELECT l.lexeme FROM search_lexemes AS l WHERE l.category_id = ${categoryId}
    AND l.lexeme >= ${prefix} ORDER BY l.lexeme LIMIT 1) AS next WHERE starts_with(next.lexeme, ${prefix}))`;

/**
 * Whether a category can match a keyword at all (search_lexemes, migration …_search-terms.sql):
 * every word has an alternative all of whose prefixes start a lexeme of the category's bikes.
 * False means no bike of the category matches; true only that one may (lexemes are never removed).
 * A handful of index probes, against reading a category's bikes to find none ("vespa" among
 * touring bikes, "kawasaki ninja" outside sports bikes).
 */
export function categoryMayMatch(categoryId: CategoryId, alternatives: string[][][]): RawBuilder<boolean> {
  if (!alternatives.length) return sql<boolean>`true`;
  const any = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` OR `)})`;
  const all = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` AND `)})`;
  // A number also starts a lexeme with a minus (bike-query.ts wordQuery: "MT-07" → mt, -07).
  const starts = (p: string) =>
    /^\p{N}+$/u.test(p) ? any([lexemeStarts(categoryId, p), lexemeStarts(categoryId, `-${p}`)]) : lexemeStarts(categoryId, p);
  return all(alternatives.map((alts) => any(alts.map((prefixes) => all(prefixes.map(starts))))));
}
