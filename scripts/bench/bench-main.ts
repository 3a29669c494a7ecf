/**
 * What every bench entry point (run.ts, the *-only.ts ones) does around its own steps:
 * the bench Postgres started, its 1M bikes loaded when missing (reused otherwise), the steps run
 * on it, Postgres stopped, and the process ending with the steps' exit code (1 on a throw).
 */
import { loadPlanFixture, type PlanFixture } from "../../tests/support/query-plan-cases";
import { nodeKysely } from "../lib/kysely-node";
import { settleBenchDatabase, startBenchPostgres } from "./bench-db";
import { ensureScaleData, type ScaleDataSummary } from "./generate-data";
import { startBenchPgBouncer } from "./pooler";
import { buildWorker, type WorkerBuild } from "./worker";

type Log = (line: string) => void;

export async function onBenchData(
  log: Log,
  steps: (databaseUrl: string, data: ScaleDataSummary) => Promise<number>,
  indent = "",
): Promise<number> {
  const postgres = await startBenchPostgres(log);
  try {
    const data = await ensureScaleData(postgres.connectionString, log);
    log(`${indent}${data.bikes} bikes ${data.reused ? "(reused)" : `loaded in ${data.seconds.toFixed(0)} s`}`);
    // Every entry point measures a settled database, not only the full run (bench-db.ts: a fresh
    // load's vacuum leaves half of bikes' pages out of the visibility map, and plans change with it).
    log(`${indent}vacuum and checkpoint: ${await settleBenchDatabase(postgres.connectionString)}`);
    return await steps(postgres.connectionString, data);
  } finally {
    await postgres.stop();
  }
}

/** What a single step (the *-only.ts entry points) runs on: the bench data, the deployed build, PgBouncer in front. */
export interface BenchWorkerSetup {
  databaseUrl: string;
  /** Where the Worker connects: PgBouncer, or Postgres itself when PgBouncer is unavailable. */
  workerDatabaseUrl: string;
  pooled: boolean;
  fixture: PlanFixture;
  build: WorkerBuild;
}

/** onBenchData, then the worker built as deployed and PgBouncer started (stopped after `step`), as the full run does. */
export function onBenchWorker(log: Log, step: (setup: BenchWorkerSetup) => Promise<number>): Promise<number> {
  return onBenchData(log, async (databaseUrl) => {
    const db = nodeKysely(databaseUrl);
    const fixture = await loadPlanFixture(db).finally(() => db.destroy());
    const build = await buildWorker();
    const pooler = await startBenchPgBouncer(databaseUrl);
    if (!pooler) log("PgBouncer unavailable: direct connections");
    try {
      return await step({ databaseUrl, workerDatabaseUrl: pooler?.connectionString ?? databaseUrl, pooled: !!pooler, fixture, build });
    } finally {
      await pooler?.stop();
    }
  });
}

export function exitWith(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
