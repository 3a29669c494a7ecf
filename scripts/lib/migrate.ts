import { join } from "node:path";
import { runner } from "node-pg-migrate";
import { ROOT } from "./process";

const MIGRATIONS_DIR = join(ROOT, "migrations");

/**
 * Applies pending SQL migrations (`-- Up Migration` / `-- Down Migration` files in migrations/).
 * node-pg-migrate records what ran in `pgmigrations` and takes an advisory lock, so this is safe to
 * run on every start. Returns the names of the migrations it applied.
 */
export async function migrate(databaseUrl: string, log: (line: string) => void = () => {}): Promise<string[]> {
  const applied = await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    migrationsTable: "pgmigrations",
    direction: "up",
    // Two starts against one database wait for each other instead of failing.
    advisoryLockMode: "wait",
    checkOrder: true,
    logger: { info: log, warn: log, error: log, debug: () => {} },
  });
  return applied.map((migration) => migration.name);
}
