/**
 * `npm run db:seed:reference`: inserts the reference data production needs (the categories,
 * scripts/lib/reference-data.ts) into DATABASE_URL. Idempotent: a second run inserts nothing.
 */
import pg from "pg";
import { seedReference } from "../lib/reference-data";
import { operationsDatabaseUrl, runCommand } from "./database-url";

runCommand(async () => {
  const client = new pg.Client({ connectionString: operationsDatabaseUrl() });
  await client.connect();
  try {
    await client.query("BEGIN");
    const inserted = await seedReference(client);
    await client.query("COMMIT");
    console.log(inserted ? `✓ Inserted ${inserted} categories.` : "✓ Reference data is present; nothing to insert.");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
});
