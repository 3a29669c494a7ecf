/**
 * The benchmark's own Postgres: an embedded server with its data in .data/bench/pg (port 54340,
 * BENCH_PG_PORT to change), migrated and seeded with the demo data like `npm start`'s, so the scale
 * data loaded into it is reused across runs. BENCH_DATA_DIR points a run at another directory: a new
 * one loads the 1M bikes afresh, as a fresh clone does (issue #13: the figures must hold on one).
 */
import { join, resolve } from "node:path";
import { startEmbeddedPostgres, type RunningPostgres } from "../lib/embedded-postgres";
import { migrate } from "../lib/migrate";
import { ROOT } from "../lib/process";
import { seed } from "../lib/seed";

export const BENCH_DATA_DIR = process.env.BENCH_DATA_DIR ? resolve(ROOT, process.env.BENCH_DATA_DIR) : join(ROOT, ".data", "bench");

export async function startBenchPostgres(log: (line: string) => void): Promise<RunningPostgres> {
  const port = Number(process.env.BENCH_PG_PORT ?? 54340);
  const postgres = await startEmbeddedPostgres({ dataDir: join(BENCH_DATA_DIR, "pg"), port });
  try {
    const applied = await migrate(postgres.connectionString);
    if (applied.length) log(`applied migrations: ${applied.join(", ")}`);
    await seed(postgres.connectionString);
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  return postgres;
}
