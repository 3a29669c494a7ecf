/**
 * Ads that end at scale (#38 point 4): the hourly Cron Trigger's ending and warning of listings
 * (edge-api/src/lib/bikes/listing-expiry.ts) at 1M bikes. An hour's share at 1M bikes with 60-day
 * listings is about 700 of each; the bench gives it a day's worth after an outage — 5,000 listings
 * ended and 5,000 warned in one run — against the Cron Trigger's limit. Everything it changes is put
 * back afterwards, so the bench data stays as loaded.
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Database } from "../../edge-api/src/db/database";
import { endDueListings, warnEndingListings } from "../../edge-api/src/lib/bikes/listing-expiry";

/** A Cron Trigger of an hourly schedule may run this long (Cloudflare's limit, wall clock). */
const CRON_LIMIT_MS = 15 * 60_000;
const LISTINGS = 5000;

export interface ListingExpiryBench {
  ended: number;
  endMs: number;
  warned: number;
  warnMs: number;
}

export async function measureListingExpiry(db: Kysely<Database>, log: (line: string) => void): Promise<ListingExpiryBench> {
  const before = await sql<{ notification: number; mail: string }>`SELECT
      (SELECT coalesce(max(id), 0) FROM notifications) AS notification,
      (SELECT coalesce(max(id), 0) FROM mail_outbox) AS mail`.execute(db);
  const { notification, mail } = before.rows[0]!;
  // Two sets of listings for sale, far apart in the table: one whose time is up, one ending in 3 days.
  const pick = (offset: number) =>
    sql<{ id: number; live_until: Date }>`SELECT id, live_until FROM bikes
    WHERE status = 'available' ORDER BY id LIMIT ${LISTINGS} OFFSET ${offset}`.execute(db);
  const [due, ending] = [(await pick(10_000)).rows, (await pick(300_000)).rows];
  const dueIds = due.map((b) => b.id);
  const endingIds = ending.map((b) => b.id);
  const openBookings = (
    await sql<{ id: number }>`SELECT id FROM bookings WHERE bike_id = ANY(${dueIds}::int[]) AND state = 'open'`.execute(db)
  ).rows.map((b) => b.id);
  try {
    await sql`UPDATE bikes SET live_until = now() - interval '1 minute' WHERE id = ANY(${dueIds}::int[])`.execute(db);
    await sql`UPDATE bikes SET live_until = now() + interval '3 days', expiry_notice = 0 WHERE id = ANY(${endingIds}::int[])`.execute(db);
    const ending0 = performance.now();
    const ended = await endDueListings(db);
    const endMs = performance.now() - ending0;
    const warning0 = performance.now();
    const warned = await warnEndingListings(db);
    const warnMs = performance.now() - warning0;
    log(
      `${ended.toLocaleString("en")} listings ended in ${(endMs / 1000).toFixed(1)} s, ${warned.toLocaleString("en")} warned in ${(warnMs / 1000).toFixed(1)} s`,
    );
    return { ended, endMs, warned, warnMs };
  } finally {
    const restore = (rows: { id: number; live_until: Date }[]) =>
      sql`UPDATE bikes SET status = 'available', live_until = r.live_until, expiry_notice = 0
        FROM unnest(${rows.map((b) => b.id)}::int[], ${rows.map((b) => b.live_until.toISOString())}::timestamptz[]) AS r (id, live_until)
        WHERE bikes.id = r.id`.execute(db);
    await restore(due);
    await restore(ending);
    // The load's listings end 7 to 60 days out, unwarned; a run's warnings beyond its own are undone too.
    await sql`UPDATE bikes SET expiry_notice = 0 WHERE expiry_notice <> 0`.execute(db);
    await sql`UPDATE bookings SET state = 'open', state_reason = NULL WHERE id = ANY(${openBookings}::int[])`.execute(db);
    await sql`DELETE FROM mail_outbox WHERE id > ${mail}`.execute(db);
    await sql`DELETE FROM notifications WHERE id > ${notification}`.execute(db);
  }
}

/** docs/benchmarks.md's summary row (report.ts). */
export function listingExpirySummaryRows(r: ListingExpiryBench): string[] {
  const total = r.endMs + r.warnMs;
  return [
    `| hourly Cron Trigger after a day's outage: ${r.ended.toLocaleString("en")} listings ended (bookings closed, sellers told) and ${r.warned.toLocaleString("en")} warned, in batches of 500 | ${(r.endMs / 1000).toFixed(1)} s + ${(r.warnMs / 1000).toFixed(1)} s | ≤ ${CRON_LIMIT_MS / 60_000} min (a Cron Trigger's limit) | ${total <= CRON_LIMIT_MS ? "✅" : "❌"} |`,
  ];
}
