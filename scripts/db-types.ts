/**
 * `npm run db:types`: writes edge-api/src/db/schema.generated.ts, kysely-codegen's reading of the
 * schema the migrations make — on a throwaway Postgres in a temp directory, so any checkout can run
 * it. Run it after adding a migration, then make database.ts agree (`npm run typecheck` says where).
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { startEmbeddedPostgres } from "./lib/embedded-postgres";
import { migrate } from "./lib/migrate";
import { freePort, ROOT } from "./lib/process";
import { SCHEMA_TYPES_FILE, schemaTypes } from "./lib/schema-types";

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "motomart-db-types-"));
  // Postgres runs as the `postgres` user, which must be able to reach its data directory.
  chmodSync(dir, 0o755);
  try {
    const postgres = await startEmbeddedPostgres({ dataDir: join(dir, "pg"), port: await freePort() });
    try {
      await migrate(postgres.connectionString);
      const text = await schemaTypes(postgres.connectionString);
      const before = existsSync(SCHEMA_TYPES_FILE) ? readFileSync(SCHEMA_TYPES_FILE, "utf8") : "";
      writeFileSync(SCHEMA_TYPES_FILE, text);
      console.log(`${before === text ? "✓ Up to date" : "✓ Written"}: ${relative(ROOT, SCHEMA_TYPES_FILE)}`);
    } finally {
      await postgres.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
