/**
 * `npm run db:seed:reference`: inserts the reference data production needs (the categories,
 * scripts/lib/reference-data.ts, and the places, scripts/lib/places-data.ts) into DATABASE_URL,
 * then gives listings made before places existed their place, naming those it could not match.
 * Idempotent: a second run inserts nothing.
 */
import pg from "pg";
import { seedReference } from "../lib/reference-data";
import { matchBikesToPlaces, seedPlaces } from "../lib/places-data";
import { operationsDatabaseUrl, runCommand } from "./database-url";

runCommand(async () => {
  const client = new pg.Client({ connectionString: operationsDatabaseUrl() });
  await client.connect();
  try {
    await client.query("BEGIN");
    const inserted = await seedReference(client);
    const places = await seedPlaces(client);
    const matches = await matchBikesToPlaces(client);
    await client.query("COMMIT");
    console.log(
      inserted || places ? `✓ Inserted ${inserted} categories and ${places} places.` : "✓ Reference data is present; nothing to insert.",
    );
    if (matches.matched) console.log(`✓ Gave ${matches.matched} listings their place.`);
    for (const { country, city, bikes } of matches.unmatched) {
      console.log(
        `! ${bikes} listings in "${city}", "${country}" match no known place: their sellers are asked for the city at their next edit.`,
      );
    }
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
});
