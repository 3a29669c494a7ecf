import { sql, type RawBuilder } from "kysely";
import { sortedPage, type BrowseFilters, type IdQuery } from "./id-query";

/**
 * "If the candidates are few, the page among them; else another way", decided inside the statement:
 * the candidates are a materialized CTE `name` with their ids as an int[] column `ids`, and `few` /
 * `many` are one-time filters on their count, so only the chosen branch runs. Shared by the cc-range
 * and keyword strategies (cc-range-page.ts, keyword-page.ts).
 */
export interface Candidates {
  /** The CTE, for the statement's WITH list. */
  cte: RawBuilder<unknown>;
  /** True when there are more than max candidates: gates the other way. */
  many: RawBuilder<boolean>;
  /** The page of `ids` among the candidates, run only when they are few (and `gates` hold). */
  pageAmong(ids: IdQuery, ...gates: RawBuilder<boolean>[]): ReturnType<typeof sortedPage>;
}

function candidates(f: BrowseFilters, name: string, body: unknown, count: RawBuilder<number>, max: number): Candidates {
  const cte = sql.raw(name);
  const few = sql<boolean>`${count} <= ${max}`;
  return {
    cte: sql`${cte} AS MATERIALIZED (${body})`,
    many: sql<boolean>`${count} > ${max}`,
    pageAmong: (ids, ...gates) => {
      let among = ids.where(sql<boolean>`bikes.id = ANY((SELECT ids FROM ${cte})::int[])`);
      for (const gate of [...gates, few]) among = among.where(gate);
      return sortedPage(among, f);
    },
  };
}

/** Candidates as the ids `query` selects (it caps their number at max + 1), counted by cardinality. */
export const candidateArray = (f: BrowseFilters, name: string, query: unknown, max: number) =>
  candidates(f, name, sql`SELECT ARRAY${query} AS ids`, sql<number>`(SELECT cardinality(ids) FROM ${sql.raw(name)})`, max);

/** Candidates as a query answering one row (count, ids). */
export const countedCandidates = (f: BrowseFilters, name: string, query: unknown, max: number) =>
  candidates(f, name, query, sql<number>`(SELECT count FROM ${sql.raw(name)})`, max);
