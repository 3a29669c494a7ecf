import type { Kysely } from "kysely";
import type { Database } from "../../db/database";

/**
 * The bikes a person holds an open or paid booking of, newest booking first (bookings_buyer_idx):
 * GET /api/booked-bikes, read once per visit so every card and bike page shows "You booked
 * this bike — Pay now" instead of Book now (#33).
 */
export const bookedBikesQuery = (db: Kysely<Database>, buyerId: number, rows: number) =>
  db
    .selectFrom("bookings")
    .select(["id", "bike_id", "state", "paid"])
    .where("buyer_id", "=", buyerId)
    .where((eb) => eb.or([eb("state", "=", "open"), eb("paid", "=", true)]))
    .where("bike_id", "is not", null)
    .orderBy("id", "desc")
    .limit(rows);
