/**
 * `npm run bench:saved-searches`: only the saved-search step of `npm run bench` (saved-searches.ts:
 * 100,000 saved searches added when missing, their query plans, then matching one new bike and a
 * 1,000-bike import), for working on it. Exits 1 on a sequential scan or a missed target.
 */
import { explainQuery, loadPlanFixture, savedSearchCases, seqScans } from "../../tests/support/query-plan-cases";
import { exitWith, onBenchData } from "./bench-main";
import { nodeKysely } from "../lib/kysely-node";
import { ensureSavedSearches, IMPORT_TARGET_MS, measureSavedSearchMatching, ONE_BIKE_TARGET_MS, savedSearchRows } from "./saved-searches";

const log = (line: string) => console.log(line);

exitWith(() =>
  onBenchData(log, async (databaseUrl) => {
    await ensureSavedSearches(databaseUrl, log);
    const db = nodeKysely(databaseUrl);
    try {
      const fixture = await loadPlanFixture(db);
      let failed = 0;
      for (const c of savedSearchCases(db, fixture)) {
        const { rows } = await db.executeQuery<{ "QUERY PLAN": Array<{ "Execution Time": number }> }>(explainQuery(c.query, true));
        const plan = rows[0]!["QUERY PLAN"];
        const scans = seqScans(plan, c.tables);
        if (scans.length) failed++;
        log(`${scans.length ? "SEQ" : "ok "} ${plan[0]!["Execution Time"].toFixed(2).padStart(9)} ms  ${c.name} ${scans.join(", ")}`);
      }
      const result = await measureSavedSearchMatching(databaseUrl, db, log);
      log(savedSearchRows(result).join("\n"));
      if (result.find.oneBike.p99 > ONE_BIKE_TARGET_MS || result.find.import.median > IMPORT_TARGET_MS) failed++;
      return failed ? 1 : 0;
    } finally {
      await db.destroy();
    }
  }),
);
