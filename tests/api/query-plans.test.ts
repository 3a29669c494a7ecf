import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { explainQuery, loadPlanFixture, planCases, seqScans } from "../support/query-plan-cases";
import { db } from "./support/fixtures";

/**
 * Every list query the UI can make the API send (the same list scripts/bench/query-plans.ts
 * EXPLAINs at 1M bikes) must have an index path: with sequential scans switched off, a plan that
 * still reads bikes, bookings, users or reports sequentially has nothing else to use.
 */
describe("query plans", () => {
  it("never scan bikes, bookings or the admin lists sequentially when an index could serve them", async () => {
    const fixture = await loadPlanFixture(db());
    const cases = planCases(db(), fixture);
    expect(cases.length).toBeGreaterThan(50);
    const found = await db()
      .connection()
      .execute(async (connection) => {
        // Same connection as the EXPLAINs: the setting is per session.
        await sql`SET enable_seqscan = off`.execute(connection);
        try {
          const problems: string[] = [];
          for (const c of cases) {
            const { rows } = await connection.executeQuery<{ "QUERY PLAN": unknown }>(explainQuery(c.query));
            for (const scan of seqScans(rows[0]!["QUERY PLAN"], c.tables)) problems.push(`${c.name}: ${scan}`);
          }
          return problems;
        } finally {
          await sql`RESET enable_seqscan`.execute(connection);
        }
      });
    expect(found).toEqual([]);
  });
});
