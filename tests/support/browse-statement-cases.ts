import type { Kysely } from "kysely";
import type { Database } from "../../edge-api/src/db/database";
import type { BrowseStatements } from "../../edge-api/src/lib/browse/browse-bikes";
import type { PlanCase } from "./query-plan-cases";

/**
 * A browse page's cases: its statement, and a keyword's probe as its own ("… probe") where the
 * route sends it first (browse-bikes.ts fetchBrowsePage). The page's statement is then the one
 * sent after the probe found too few, and is checked whatever the data (EXPLAIN ANALYZE runs it
 * even where the probe would have found the page).
 */
export function browseStatementCases(
  db: Kysely<Database>,
  name: string,
  tables: readonly string[],
  statements: BrowseStatements,
): PlanCase[] {
  const page = { name, tables, query: statements.page.compile(db) };
  return statements.probe ? [page, { name: `${name} probe`, tables, query: statements.probe.compile(db) }] : [page];
}
