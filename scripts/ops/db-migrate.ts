/**
 * `npm run db:migrate`: applies the pending migrations in migrations/ to DATABASE_URL and nothing
 * else — no demo data. Safe to run on every deploy (already applied ones are skipped, and two runs
 * wait for each other).
 */
import { migrate } from "../lib/migrate";
import { operationsDatabaseUrl, runCommand } from "./database-url";

runCommand(async () => {
  const applied = await migrate(operationsDatabaseUrl());
  console.log(applied.length ? `✓ Applied ${applied.length} migration(s): ${applied.join(", ")}` : "✓ Migrations are up to date.");
});
