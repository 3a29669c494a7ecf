import type { Kysely } from "kysely";
import type { Database, UserRow } from "../db/database";
import { conflict, forbidden, notFound } from "../lib/api/errors";
import { notForSale } from "../lib/bikes/not-for-sale";
import { closedBooking } from "../lib/bookings/states";
import { askSellerToConnect } from "./payouts";

/** The booking found, if it is the buyer's own: 404 when none was found, 403 when it is another buyer's. */
export function ownBooking<T extends { buyer_id: number }>(booking: T | undefined, buyer: UserRow): T {
  if (!booking) throw notFound("Booking");
  if (booking.buyer_id !== buyer.id) throw forbidden("You can only pay for your own bookings.");
  return booking;
}

/** What the buyer is told when the seller has no payout account that can receive money (the payment page shows it instead of the card form). */
export const SELLER_NOT_CONNECTED =
  "This seller cannot receive payments yet. We have asked them to connect a payout account; try again later.";

/**
 * The caller's own unpaid booking whose bike is still for sale, with its seller's payout account.
 * A seller who cannot receive money (no active Stripe account) cannot be paid: 409, and the seller is
 * asked to connect.
 */
export async function payableBooking(db: Kysely<Database>, buyer: UserRow, bookingId: number) {
  const found = await db
    .selectFrom("bookings")
    // Left: a booking outlives its removed bike (it is closed then, and says so below).
    .leftJoin("bikes", "bikes.id", "bookings.bike_id")
    .leftJoin("users as sellers", "sellers.id", "bikes.seller_id")
    .select([
      "bookings.id",
      "bookings.buyer_id",
      "bookings.price_cents",
      "bookings.paid",
      "bookings.state",
      "bookings.payment_intent_id",
      "bikes.status as bike_status",
      "bookings.item_name",
      "bikes.seller_id",
      "sellers.payout_status",
      "sellers.stripe_account_id",
    ])
    .where("bookings.id", "=", bookingId)
    .executeTakeFirst();
  const booking = ownBooking(found, buyer);
  if (booking.paid) throw conflict("This booking is already paid.", "already_paid");
  // Only an open booking can be paid: not a cancelled, declined, sold-to-another or removed one.
  if (booking.state !== "open" || booking.bike_status === null) throw closedBooking(booking.state);
  if (booking.bike_status !== "available") throw notForSale(booking.bike_status);
  if (booking.payout_status !== "active" || !booking.stripe_account_id || booking.seller_id === null) {
    if (booking.seller_id !== null) await askSellerToConnect(db, booking.seller_id, booking.item_name);
    throw conflict(SELLER_NOT_CONNECTED, "seller_not_connected");
  }
  return { ...booking, destination: booking.stripe_account_id };
}
