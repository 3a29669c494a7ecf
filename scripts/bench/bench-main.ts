/**
 * What every bench entry point (run.ts, load-only.ts, plans-only.ts) does around its own steps:
 * the bench Postgres started, its 1M bikes loaded when missing (reused otherwise), the steps run
 * on it, Postgres stopped, and the process ending with the steps' exit code (1 on a throw).
 */
import { settleBenchDatabase, startBenchPostgres } from "./bench-db";
import { ensureScaleData, type ScaleDataSummary } from "./generate-data";

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

export function exitWith(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
