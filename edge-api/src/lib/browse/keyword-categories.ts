import { sql, type RawBuilder } from "kysely";
import type { CategoryId } from "./id-query";

/**
 * Whether a bike of the category has a lexeme starting with `prefix`: the first of the lexemes the
 * prefix starts (a range of search_lexemes' key, in byte order). The category sits in a subquery of
 * its own so each category is one probe of that key: as a plain EXISTS it became a semi-join of
 * every category's lexemes, which changed how the rest of a statement was planned.
 */
function lexemeStarts(categoryId: CategoryId, prefix: string): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT FROM (SELECT l.lexeme FROM search_lexemes AS l WHERE l.category_id = ${categoryId}
      AND l.lexeme ^@ ${prefix} LIMIT 1) AS found)`;
}

/**
 * Whether a category can match a keyword at all (search_lexemes, migrations/): every word has an
 * alternative all of whose prefixes start a lexeme of the category's bikes. False means no bike of
 * the category matches; true only that one may (lexemes are never removed). A handful of index
 * probes, against reading a category's bikes to find none ("vespa" among touring bikes, "kawasaki
 * ninja" outside sports bikes).
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
