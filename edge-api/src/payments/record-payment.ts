import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { Database } from "../db/database";
import { conflict, notFound } from "../lib/api/errors";
import { claimEvent } from "./payouts";
import type { BookingState } from "../db/database";
import { bookingPaid, closedBooking, lockBikeOfBooking } from "../lib/bookings/states";
import { tellSavers } from "../lib/notifications/saved-bikes";
import { promptReviews } from "../lib/reviews/review-prompts";

export type RecordOutcome =
  /** `bikeId`: the bike now sold (its cached page is purged: cache/purge.ts). */
  | { kind: "recorded"; paymentId: number; bookingId: number; bikeId: number }
  | { kind: "already-recorded"; paymentId: number; bookingId: number }
  /** The webhook event was acted on before: nothing changed. */
  | { kind: "replayed-event" };

/** The bike went to another buyer, or its seller took it off the market: thrown to roll back the transaction. */
class LostSale extends Error {
  constructor(
    readonly withdrawn: boolean,
    /** The booking was no longer open (cancelled, declined, listing removed…): lib/bookings/states.ts. */
    readonly closed?: BookingState,
  ) {
    super("lost sale");
  }
}

/**
 * Records a PaymentIntent Stripe says succeeded, exactly once: one transaction inserts the payment
 * (gross, platform fee and the seller's net, as the destination charge made them), marks the booking
 * paid and the bike sold. Concurrent and repeated calls serialise on the booking and bike rows; a
 * replay answers the existing payment. With a webhook `event`, the event's id is claimed in the same
 * transaction, so a replayed event changes nothing. When the bike went to another buyer first, or
 * its seller took it off the market, the payer is refunded (the seller's transfer and the fee with
 * it) and the caller gets 409.
 */
export async function recordPayment(
  db: Kysely<Database>,
  stripe: Stripe,
  intent: Stripe.PaymentIntent,
  event?: Pick<Stripe.Event, "id" | "type">,
): Promise<RecordOutcome> {
  const bookingId = Number(intent.metadata?.bookingId);
  if (!Number.isInteger(bookingId) || bookingId <= 0) throw conflict("This payment is not for a booking of ours.");
  if (intent.status !== "succeeded") throw conflict("This payment has not succeeded.");

  let outcome: RecordOutcome;
  try {
    outcome = await db.transaction().execute(async (trx): Promise<RecordOutcome> => {
      if (event && !(await claimEvent(trx, event))) return { kind: "replayed-event" };
      // Bike before booking: the winner closes the bike's other bookings while holding the bike, so
      // payers of those must not hold them first.
      await lockBikeOfBooking(trx, bookingId);
      const booking = await trx.selectFrom("bookings").selectAll().where("id", "=", bookingId).forUpdate().executeTakeFirst();
      if (!booking) throw notFound("Booking");
      const existing = await trx
        .selectFrom("payments")
        .select(["id", "booking_id"])
        .where("transaction_id", "=", intent.id)
        .executeTakeFirst();
      if (existing) return { kind: "already-recorded", paymentId: existing.id, bookingId };
      if (intent.amount !== booking.price_cents || intent.currency !== "usd") {
        throw conflict("The amount paid does not match the booking.");
      }
      if (booking.paid) throw new LostSale(false);
      // Only an open booking is paid: not a cancelled, declined, sold-to-another or removed one.
      if (booking.state !== "open" || booking.bike_id === null) throw new LostSale(false, booking.state);
      const bike = await trx
        .selectFrom("bikes")
        .select(["id", "status", "seller_id"])
        .where("id", "=", booking.bike_id)
        .forUpdate()
        .executeTakeFirst();
      // Sold to someone else, or taken off the market by the seller meanwhile: no sale.
      if (!bike || bike.status !== "available") throw new LostSale(bike?.status === "withdrawn");

      // The fee is what the intent was made with (routes/payment.ts, from the stored price and the fee rule).
      const fee = intent.application_fee_amount;
      const destination = intent.transfer_data?.destination;
      const payment = await trx
        .insertInto("payments")
        .values({
          booking_id: booking.id,
          amount_cents: intent.amount,
          currency: intent.currency,
          transaction_id: intent.id,
          email: booking.email,
          item_name: booking.item_name,
          seller_id: fee === null ? null : bike.seller_id,
          fee_cents: fee,
          net_cents: fee === null ? null : intent.amount - fee,
          destination_account: typeof destination === "string" ? destination : (destination?.id ?? null),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx.updateTable("bookings").set({ paid: true }).where("id", "=", booking.id).execute();
      // The seller hears of it; the bike's other bookings close as sold to another buyer (their buyers hear it).
      await bookingPaid(trx, booking.id, bike.id);
      // A sold bike leaves browse and the ads slider.
      await trx.updateTable("bikes").set({ status: "sold", advertised: false, advertised_at: null }).where("id", "=", bike.id).execute();
      // The users who saved the bike hear it is sold (not the buyer who paid): lib/notifications/saved-bikes.ts.
      await tellSavers(trx, bike.id, { status: bike.status }, booking.buyer_id);
      // Both sides may now review each other (#36): they hear it with the sale.
      await promptReviews(trx, booking.id);
      return { kind: "recorded", paymentId: payment.id, bookingId, bikeId: bike.id };
    });
  } catch (error) {
    if (!(error instanceof LostSale)) throw error;
    // Nothing was claimed (the transaction rolled back), so a redelivered event refunds again, idempotently.
    await stripe.refunds.create(
      { payment_intent: intent.id, ...(intent.transfer_data ? { reverse_transfer: true, refund_application_fee: true } : {}) },
      { idempotencyKey: `refund-${intent.id}` },
    );
    if (error.closed && error.closed !== "sold_to_another") {
      throw conflict(`${closedBooking(error.closed).message} Your payment has been refunded.`, "bike_sold");
    }
    throw conflict(
      error.withdrawn
        ? "The seller withdrew this bike a moment ago. Your payment has been refunded."
        : "This bike was sold to another buyer a moment ago. Your payment has been refunded.",
      "bike_sold",
    );
  }
  return outcome;
}
