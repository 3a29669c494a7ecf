import { join } from "node:path";
import { PG_MIGRATE_LOCK_ID, runner } from "node-pg-migrate";
import pg from "pg";
import { ROOT } from "./process";

const MIGRATIONS_DIR = join(ROOT, "migrations");

/**
 * migrations/ starts with one baseline, the schema as a reader wants it; the migrations it replaced
 * ran from FOLDED_FIRST to FOLDED_LAST (kept, as they were, in tests/scripts/fixtures/old-migrations/).
 */
export const BASELINE = "1700000000000_baseline";
const FOLDED_FIRST = "1700000000001_init";
const FOLDED_LAST = "1795386400000_reports-by-reporter";

/**
 * Applies pending SQL migrations (`-- Up Migration` files in migrations/; forward-only).
 * node-pg-migrate records what ran in `pgmigrations` and takes an advisory lock, so this is safe to
 * run on every start. Returns the names of the migrations it applied.
 */
export async function migrate(databaseUrl: string, log: (line: string) => void = () => {}): Promise<string[]> {
  await adoptBaseline(databaseUrl, log);
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

/**
 * A database migrated before the baseline existed (`npm start`'s .data/pg, the bench's) already has
 * the schema the baseline makes — tests/scripts/schema.test.ts checks that — so its record of the
 * folded migrations becomes one row for the baseline, and later migrations apply to it as to any
 * other. One that stopped part-way through them is refused, saying what to do.
 */
async function adoptBaseline(databaseUrl: string, log: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    // node-pg-migrate's own lock: a second start waits, then finds nothing to adopt.
    await client.query("SELECT pg_advisory_xact_lock($1)", [PG_MIGRATE_LOCK_ID]);
    const table = await client.query("SELECT to_regclass('public.pgmigrations') IS NOT NULL AS present");
    if (!table.rows[0]?.present) return;
    const folded = new Set(
      (await client.query<{ name: string }>("SELECT name FROM pgmigrations WHERE name IN ($1, $2)", [FOLDED_FIRST, FOLDED_LAST])).rows.map(
        (row) => row.name,
      ),
    );
    if (!folded.has(FOLDED_FIRST)) return;
    if (!folded.has(FOLDED_LAST)) {
      throw new Error(
        `This database stopped part-way through the migrations that migrations/${BASELINE}.sql replaced (it ran ${FOLDED_FIRST} but not ${FOLDED_LAST}). ` +
          "Migrate it with a checkout from before the baseline, or start it afresh (for `npm start`'s, delete .data/pg).",
      );
    }
    // Names start with their timestamp, so the folded ones are a range; the row keeps the first's run_on.
    await client.query("UPDATE pgmigrations SET name = $1 WHERE name = $2", [BASELINE, FOLDED_FIRST]);
    const deleted = await client.query('DELETE FROM pgmigrations WHERE name COLLATE "C" > $1 AND name COLLATE "C" <= $2', [
      FOLDED_FIRST,
      FOLDED_LAST,
    ]);
    await client.query("COMMIT");
    log(`Recorded the ${(deleted.rowCount ?? 0) + 1} migrations before ${BASELINE} as it (the schema is the same).`);
  } finally {
    // A no-op after COMMIT; otherwise (nothing to adopt, or refused) it ends the transaction.
    await client.query("ROLLBACK").catch(() => {});
    await client.end();
  }
}
