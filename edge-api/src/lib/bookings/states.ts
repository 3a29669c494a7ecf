import { paidAt, reviewedBy } from "../reviews/review-status";
import { buyerRating } from "../reviews/buyer-rating";
import type { Kysely, Transaction } from "kysely";
import type { BookingRow, BookingState, Database, UserRow } from "../../db/database";
import { conflict, forbidden, notFound } from "../api/errors";
import { notify, type NewNotification } from "../notifications/notify";
import { inTransaction } from "../../db/transaction";
import { formatUsdCents } from "../bikes/money";
import { DASHBOARD_ROUTES } from "../../seo/app-paths";

/**
 * A booking's changes of state (booking_state in migrations/1700000000000_baseline.sql), each made with the
 * notification of the other side in the same transaction, so nothing is announced that did not
 * happen and nothing happens unannounced. Only 'open' bookings change, except paid → refunded.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** Where each side reads about its bookings. */
export const BUYER_LINK = "/dashboard/myorder";
export const SELLER_LINK = "/dashboard/bookings";
/** A paid booking's receipt (seo/app-paths.ts DASHBOARD_ROUTES.receipt). */
const receiptLink = (bookingId: number) => `/dashboard/${DASHBOARD_ROUTES.receipt.replace(":id", String(bookingId))}`;

/** The reasons written with the states the system sets; shown under the state in both lists. */
export const REASONS = {
  soldToAnother: "Another buyer paid for this bike first.",
  sellerDeleted: "The seller deleted this listing.",
  adminRemoved: "An administrator removed this listing.",
  sellerWithdrew: "The seller withdrew this listing.",
  soldElsewhere: "The seller sold this bike elsewhere.",
  sellerAccountRemoved: "The seller's account was removed.",
  listingEnded: "The listing ended after 60 days without a renewal.",
} as const;

/**
 * Why a booking that is not open cannot be paid, cancelled or declined (409). An open one whose
 * bike is gone cannot happen (removal closes it first); it would read as removed.
 */
const CLOSED: Record<BookingState, string> = {
  open: "This bike's listing was removed.",
  paid: "This booking is already paid.",
  // The words notForSale (lib/bikes/not-for-sale.ts) uses for a sold bike, which the payment page shows.
  sold_to_another: "This bike has already been sold.",
  listing_removed: "This bike's listing was removed.",
  refunded: "This booking was refunded.",
  cancelled: "This booking was cancelled.",
  declined: "The seller declined this booking.",
};
/** The bike is off the market for this booking: the code the payment page already reads (bike_sold). */
const BIKE_GONE = new Set<BookingState>(["sold_to_another", "listing_removed"]);
export const closedBooking = (state: BookingState) =>
  conflict(CLOSED[state], state === "paid" ? "already_paid" : BIKE_GONE.has(state) ? "bike_sold" : "conflict");

const toBuyers = (rows: { buyer_id: number; item_name: string }[], title: (item: string) => string): NewNotification[] =>
  rows.map((row) => ({ userId: row.buyer_id, kind: "booking_state", title: title(row.item_name), link: BUYER_LINK }));

/** A new (or reopened) booking: its seller hears who booked which bike. Call in the booking's transaction. */
export async function announceBooking(trx: Db, booking: { seller_id: number | null; user_name: string; item_name: string }) {
  if (booking.seller_id === null) return;
  await notify(trx, {
    userId: booking.seller_id,
    kind: "booking",
    title: `${booking.user_name} booked ${booking.item_name}.`,
    link: SELLER_LINK,
  });
}

/**
 * The bike's other open bookings once one buyer paid: 'sold_to_another', and each of those buyers
 * hears it. Call in the payment's transaction (payments/record-payment.ts), after the paid booking
 * is marked paid (bookingPaid).
 */
async function markSoldToAnother(trx: Db, bikeId: number, paidBookingId: number): Promise<number> {
  const closed = await trx
    .updateTable("bookings")
    .set({ state: "sold_to_another", state_reason: REASONS.soldToAnother })
    .where("bike_id", "=", bikeId)
    .where("state", "=", "open")
    .where("id", "<>", paidBookingId)
    .returning(["buyer_id", "item_name"])
    .execute();
  await notify(
    trx,
    toBuyers(closed, (item) => `${item} was sold to another buyer. Your booking is closed.`),
  );
  return closed.length;
}

/**
 * A booking was paid (payments/record-payment.ts, in its transaction, after marking it paid): the
 * seller hears who paid for which bike, and the bike's other bookings close as sold to another buyer.
 */
export async function bookingPaid(trx: Db, bookingId: number, bikeId: number): Promise<void> {
  const booking = await trx
    .selectFrom("bookings")
    .innerJoin("payments", "payments.booking_id", "bookings.id")
    .select(["bookings.seller_id", "bookings.buyer_id", "bookings.user_name", "bookings.item_name", "payments.amount_cents"])
    .where("bookings.id", "=", bookingId)
    .executeTakeFirstOrThrow();
  const amount = formatUsdCents(booking.amount_cents);
  // The buyer's receipt and the seller's payment received are mailed whatever the person's switches (#37).
  const notices: NewNotification[] = [
    {
      userId: booking.buyer_id,
      kind: "payment",
      title: `Receipt: you paid ${amount} for ${booking.item_name}.`,
      link: receiptLink(bookingId),
    },
  ];
  if (booking.seller_id !== null) {
    notices.push({
      userId: booking.seller_id,
      kind: "booking_state",
      title: `${booking.user_name} paid for ${booking.item_name}.`,
      link: SELLER_LINK,
      mail: { kind: "payments", subject: `${booking.user_name} paid ${amount} for ${booking.item_name}` },
    });
  }
  await notify(trx, notices);
  await markSoldToAnother(trx, bikeId, bookingId);
}

/** Closes the open bookings of the given bikes or sellers as 'listing_removed'; each buyer hears it. */
async function closeRemovedListingsBookings(trx: Db, of: "bike_id" | "seller_id", ids: number[], reason: string): Promise<number> {
  if (ids.length === 0) return 0;
  const closed = await trx
    .updateTable("bookings")
    .set({ state: "listing_removed", state_reason: reason })
    .where(of, "in", ids)
    .where("state", "=", "open")
    .returning(["buyer_id", "item_name"])
    .execute();
  await notify(
    trx,
    toBuyers(closed, (item) => `${item} is no longer listed. Your booking is closed.`),
  );
  return closed.length;
}

/**
 * The open bookings of bikes about to be deleted (by their seller, or by an admin acting on a
 * report) or taken off the market by their seller (withdrawn, sold elsewhere: lib/bikes/bike-edits.ts):
 * 'listing_removed' with `reason`, and each buyer hears it. Call in the change's transaction (before
 * deleting: the bookings stay when the bike goes, bike_id is emptied). Putting the bike back on sale
 * does not reopen them; their buyers may book it again (routes/bookings.ts).
 */
export const markListingRemoved = (trx: Db, bikeIds: number[], reason: string) =>
  closeRemovedListingsBookings(trx, "bike_id", bikeIds, reason);

/** The same when sellers' accounts are removed (lib/users/user-removal.ts), before their bikes go with them. */
export const markSellersListingsRemoved = (trx: Db, sellerIds: number[]) =>
  closeRemovedListingsBookings(trx, "seller_id", sellerIds, REASONS.sellerAccountRemoved);

/**
 * A paid booking refunded (the admin's refund, #15 point 4): 'refunded' with `reason`, and its buyer
 * hears it. Answers false when the booking is not paid (nothing changed). Call in the refund's
 * transaction.
 */
export async function markRefunded(trx: Db, bookingId: number, reason: string): Promise<boolean> {
  const refunded = await trx
    .updateTable("bookings")
    .set({ state: "refunded", state_reason: reason })
    .where("id", "=", bookingId)
    .where("state", "=", "paid")
    .returning(["buyer_id", "item_name"])
    .executeTakeFirst();
  if (!refunded) return false;
  await notify(
    trx,
    toBuyers([refunded], (item) => `Your payment for ${item} was refunded.`).map((n) => ({ ...n, mail: { kind: "payments" as const } })),
  );
  return true;
}

/**
 * How many buyers hold an open booking of any of the given bikes (each counted once): the number a
 * delete or withdraw confirmation, single or multi-select, says will be notified. By the
 * (bike_id, buyer_id) unique index.
 */
export const openBookersOf = (db: Db, bikeIds: number[]) =>
  db
    .selectFrom("bookings")
    .select((eb) => eb.fn.count<string>("buyer_id").distinct().as("count"))
    .where("bike_id", "in", bikeIds)
    .where("state", "=", "open");

/**
 * A page of the bookings on a seller's bikes, newest first, keyset on id (bookings_seller_idx);
 * the query-plan list (tests/support/query-plan-cases.ts) checks this same query.
 */
export const sellerBookingsPage = (db: Db, sellerId: number, afterId: number | undefined, rows: number) => {
  let query = db
    .selectFrom("bookings")
    .selectAll()
    .select([reviewedBy.as("reviewed_by"), paidAt.as("paid_at"), buyerRating.as("buyer_rating")])
    .where("seller_id", "=", sellerId);
  if (afterId !== undefined) query = query.where("id", "<", afterId);
  return query.orderBy("id", "desc").limit(rows);
};

/**
 * Locks the bike a booking is for, before the booking itself: every change of a bike's bookings
 * holds the bike first (a payment closing the bike's other bookings, a refund putting it back on
 * the market), so two of them never wait on each other's locks in opposite order.
 */
export async function lockBikeOfBooking(trx: Transaction<Database>, bookingId: number): Promise<void> {
  await trx
    .selectFrom("bikes")
    .select("id")
    .where("id", "=", (eb) => eb.selectFrom("bookings").select("bike_id").where("id", "=", bookingId))
    .forUpdate()
    .execute();
}

/** The booking, locked for its change; 404 when there is none. */
async function lockBooking(trx: Transaction<Database>, bookingId: number) {
  const booking = await trx.selectFrom("bookings").selectAll().where("id", "=", bookingId).forUpdate().executeTakeFirst();
  if (!booking) throw notFound("Booking");
  return booking;
}

/** Who ends an open booking, and what the other side is told. */
interface Ending {
  state: "declined" | "cancelled";
  /** Whether the caller is the side that may end it; otherwise 403 with `notYours`. */
  mayEnd: (booking: BookingRow) => boolean;
  notYours: string;
  /** The other side's notification, or null when there is nobody to tell. */
  notice: (booking: BookingRow) => NewNotification | null;
}

/** Ends an open booking as `ending` says, with the other side's notification, in one transaction. 409 unless open. */
async function endOpenBooking(db: Kysely<Database>, bookingId: number, reason: string | undefined, ending: Ending) {
  return inTransaction(db, async (trx) => {
    const booking = await lockBooking(trx, bookingId);
    if (!ending.mayEnd(booking)) throw forbidden(ending.notYours);
    if (booking.state !== "open") throw closedBooking(booking.state);
    const updated = await trx
      .updateTable("bookings")
      .set({ state: ending.state, state_reason: reason || null })
      .where("id", "=", bookingId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const notice = ending.notice(booking);
    if (notice) await notify(trx, notice);
    return updated;
  });
}

/** A seller declines an open booking of their own bike; its buyer hears it. 403 for another seller's, 409 unless open. */
export const declineBooking = (db: Kysely<Database>, seller: UserRow, bookingId: number, reason: string | undefined) =>
  endOpenBooking(db, bookingId, reason, {
    state: "declined",
    mayEnd: (booking) => booking.seller_id === seller.id,
    notYours: "You can only decline bookings of your own bikes.",
    notice: (booking) => ({
      userId: booking.buyer_id,
      kind: "booking_state",
      title: `The seller declined your booking of ${booking.item_name}.${reason ? ` Reason: ${reason}` : ""}`,
      link: BUYER_LINK,
    }),
  });

/** A buyer cancels their own open booking; the seller hears it. 403 for another buyer's, 409 unless open. */
export const cancelBooking = (db: Kysely<Database>, buyer: UserRow, bookingId: number, reason: string | undefined) =>
  endOpenBooking(db, bookingId, reason, {
    state: "cancelled",
    mayEnd: (booking) => booking.buyer_id === buyer.id,
    notYours: "You can only cancel your own bookings.",
    notice: (booking) =>
      booking.seller_id === null
        ? null
        : {
            userId: booking.seller_id,
            kind: "booking_state",
            title: `${booking.user_name} cancelled their booking of ${booking.item_name}.`,
            link: SELLER_LINK,
          },
  });
