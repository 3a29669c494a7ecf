import pg from "pg";
import { runner } from "./runner";

/**
 * The browser runner's own database (support/runner.ts), for what no request can do in a
 * test's minutes: letting a listing's 60 days pass.
 */
const url = runner.databaseUrl;

/** Sets when these listings end: `interval` from now, in Postgres's words ("-1 minute", "3 days"). */
export async function setListingEnd(bikeIds: number[], interval: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("UPDATE bikes SET live_until = now() + $2::interval WHERE id = ANY($1::int[])", [bikeIds, interval]);
  } finally {
    await client.end();
  }
}
