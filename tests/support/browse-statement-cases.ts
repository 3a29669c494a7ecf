import type { Kysely } from "kysely";
import type { Database } from "../../edge-api/src/db/database";
import type { BrowseStatements } from "../../edge-api/src/lib/browse/browse-bikes";
import type { PlanCase } from "./query-plan-cases";

/**
 * A browse page's cases: its statement, and a keyword's probe as its own ("… probe") where the
 * route sends it first (browse-bikes.ts fetchBrowsePage). The page's statement is then the one
 * sent after the probe found at most `limit` rows (PlanCase.afterProbe); its plan is checked
 * whatever the data.
 */
export function browseStatementCases(
  db: Kysely<Database>,
  name: string,
  tables: readonly string[],
  statements: BrowseStatements,
  limit: number,
): PlanCase[] {
  if (!statements.probe) return [{ name, tables, query: statements.page().compile(db) }];
  const probe = statements.probe.compile(db);
  return [
    { name, tables, query: statements.page().compile(db), afterProbe: { probe, limit } },
    { name: `${name} probe`, tables, query: probe },
  ];
}
