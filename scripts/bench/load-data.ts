/**
 * The bench rows the load works with, and the undoing of what it writes. Bookings and payments
 * use a reserved set of scale bikes — the oldest available ones (last in newest-first browse),
 * not advertised and never booked — each booked once; the load's bookings carry LOAD_LOCATION,
 * so afterwards (and before, after an interrupted run) its payments and bookings are deleted and
 * the bikes it sold are put back on sale, leaving the data the other steps and later runs measure
 * as it was.
 */
import type pg from "pg";
import type { TokenUser } from "./emulator-token";

/** The booking `location` the load sends: the mark of its rows. */
export const LOAD_LOCATION = "Bench load (scripts/bench/load.ts)";

export interface LoadData {
  /** Bench buyers (role buyer), used in turn: each booking signs in as the next one. */
  buyers: TokenUser[];
  /** Bikes reserved for booking and paying, each used once. */
  reserved: number[];
  /** Available bikes outside the reserved ones, for bike pages. */
  pages: number[];
}

export async function pickLoadData(client: pg.Client, counts: { buyers: number; reserved: number; pages: number }): Promise<LoadData> {
  const buyers = await client.query<TokenUser>(
    `SELECT firebase_uid AS uid, email FROM users WHERE firebase_uid LIKE 'bench-%' AND role = 'buyer' ORDER BY id LIMIT $1`,
    [counts.buyers],
  );
  const reserved = await client.query<{ id: number }>(
    `SELECT b.id FROM bikes b
     WHERE b.mobile_number LIKE '+1555%' AND b.status = 'available' AND NOT b.advertised
       AND NOT EXISTS (SELECT FROM bookings k WHERE k.bike_id = b.id)
     ORDER BY b.id LIMIT $1`,
    [counts.reserved],
  );
  const lastReserved = reserved.rows.at(-1)?.id ?? 0;
  const pages = await client.query<{ id: number }>(
    `SELECT id FROM bikes TABLESAMPLE SYSTEM (1) REPEATABLE (2026) WHERE status = 'available' AND id > $1 LIMIT $2`,
    [lastReserved, counts.pages],
  );
  if (buyers.rowCount !== counts.buyers || reserved.rowCount !== counts.reserved || !pages.rowCount) {
    throw new Error("the bench database has too few buyers or bikes for the load (run the full bench once)");
  }
  return { buyers: buyers.rows, reserved: reserved.rows.map((r) => r.id), pages: pages.rows.map((r) => r.id) };
}

export interface Undone {
  bookings: number;
  payments: number;
  resold: number;
}

/** Deletes the load's payments and bookings and puts the bikes it sold back on sale, in one transaction. */
export async function undoLoad(client: pg.Client): Promise<Undone> {
  const mine = "SELECT id FROM bookings WHERE location = $1";
  await client.query("BEGIN");
  try {
    const payments = await client.query(`DELETE FROM payments WHERE booking_id IN (${mine})`, [LOAD_LOCATION]);
    // Reserved bikes were available, unadvertised and unbooked: only the load's own sale changed them.
    const resold = await client.query(
      `UPDATE bikes SET status = 'available' WHERE status = 'sold' AND id IN (SELECT bike_id FROM bookings WHERE location = $1)`,
      [LOAD_LOCATION],
    );
    const bookings = await client.query("DELETE FROM bookings WHERE location = $1", [LOAD_LOCATION]);
    await client.query("COMMIT");
    const undone = { bookings: bookings.rowCount ?? 0, payments: payments.rowCount ?? 0, resold: resold.rowCount ?? 0 };
    // Index-only scans skip the heap only on all-visible pages; vacuum marks the touched ones again.
    if (undone.bookings) await client.query("VACUUM bikes, bookings, payments, users");
    return undone;
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
}
