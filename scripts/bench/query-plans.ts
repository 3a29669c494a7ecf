/**
 * EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) of every shared plan case (tests/support/query-plan-cases.ts) at
 * scale: which index serves it, the median execution time over a few runs, and any sequential scan
 * of a table the case forbids — a failure.
 *
 * A plan must not depend on one lucky sample of statistics: ANALYZE reads a random 30,000 rows, so
 * two databases loaded alike (or one re-analyzed by autovacuum) can plan differently. The cases are
 * therefore planned again after STATS_ROUNDS fresh ANALYZEs of the tables they read, and a
 * sequential scan in any round fails the case.
 *
 *   npm run bench:plans   (this step alone: plans-only.ts)
 */
import { CompiledQuery, type Kysely } from "kysely";
import type { Database } from "../../edge-api/src/db/database";
import { explainQuery, loadPlanFixture, planCases, seqScans } from "../../tests/support/query-plan-cases";
import { median } from "./stats";

export interface PlanResult {
  name: string;
  access: string;
  executionMs: number;
  /** Postgres's planning of the same statement (median): a large statement can take longer to plan than to run. */
  planningMs: number;
  /** Sequential scans the case forbids, in the timed plan or in any re-analyzed round ("… (round 2)"). */
  seqScans: string[];
  /** The case's own execution budget (PlanCase.budgetMs); none: a request's 20 ms. */
  budgetMs?: number;
  /**
   * False for a statement sent only after a probe found too few (PlanCase.afterProbe) when the
   * fixture's probe finds the page: no request sends it for this data, so its time is no request's.
   */
  sent: boolean;
}

const RUNS = 5;
export const STATS_ROUNDS = Number(process.env.BENCH_PLAN_STATS_ROUNDS ?? 3);
const ANALYZED_TABLES = "bikes, bookings, users, reports";

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Loops"?: number;
  Plans?: PlanNode[];
}

/** The scans the run used, e.g. "Index Scan bikes_browse_newest_idx" (branches never executed left out). */
function accessPaths(node: PlanNode, out: string[] = []): string[] {
  if (node["Actual Loops"] === 0) return out;
  if (node["Index Name"]) out.push(`${node["Node Type"]} ${node["Index Name"]}`);
  else if (node["Node Type"] === "Seq Scan") out.push(`Seq Scan ${node["Relation Name"]}`);
  for (const child of node.Plans ?? []) accessPaths(child, out);
  return out;
}

/** `only`: the cases whose name matches (npm run bench:plans with BENCH_PLAN_FILTER), for working on one plan. */
export async function explainAll(db: Kysely<Database>, log: (line: string) => void = () => {}, only?: RegExp): Promise<PlanResult[]> {
  const fixture = await loadPlanFixture(db);
  log(`plan fixture: ${JSON.stringify(fixture)}`);
  const results: PlanResult[] = [];
  const cases = planCases(db, fixture).filter((c) => !only || only.test(c.name));
  for (const c of cases) {
    const times: number[] = [];
    const planning: number[] = [];
    let plan: Array<{ Plan: PlanNode; "Execution Time": number; "Planning Time": number }> = [];
    for (let run = 0; run < RUNS; run++) {
      const { rows } = await db.executeQuery<{ "QUERY PLAN": typeof plan }>(explainQuery(c.query, true));
      plan = rows[0]!["QUERY PLAN"];
      times.push(plan[0]!["Execution Time"]);
      planning.push(plan[0]!["Planning Time"]);
    }
    const sent = c.afterProbe ? (await db.executeQuery(c.afterProbe.probe)).rows.length <= c.afterProbe.limit : true;
    const result = {
      name: c.name,
      access: [...new Set(accessPaths(plan[0]!.Plan).filter((a) => !a.includes("_pkey")))].join(", ") || "(primary keys only)",
      executionMs: median(times),
      planningMs: median(planning),
      seqScans: seqScans(plan, c.tables),
      budgetMs: c.budgetMs,
      sent,
    };
    results.push(result);
    log(
      `${result.seqScans.length ? "SEQ" : "ok "} ${result.executionMs.toFixed(2).padStart(8)} ms (planned in ${result.planningMs.toFixed(2)} ms)  ${c.name}${sent ? "" : " (not sent: the probe finds the page)"}  [${result.access}]`,
    );
  }
  for (let round = 1; round <= STATS_ROUNDS; round++) {
    await db.executeQuery(CompiledQuery.raw(`ANALYZE ${ANALYZED_TABLES}`));
    for (const [i, c] of cases.entries()) {
      const { rows } = await db.executeQuery<{ "QUERY PLAN": unknown }>(explainQuery(c.query));
      const found = seqScans(rows[0]!["QUERY PLAN"], c.tables);
      if (!found.length) continue;
      results[i]!.seqScans.push(...found.map((scan) => `${scan} (statistics round ${round})`));
      log(`SEQ after a fresh ANALYZE (round ${round}): ${c.name}`);
    }
  }
  return results;
}
