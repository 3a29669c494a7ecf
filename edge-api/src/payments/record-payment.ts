import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { Database } from "../db/database";
import { conflict, notFound } from "../lib/errors";

export type RecordOutcome =
  { kind: "recorded"; paymentId: number; bookingId: number } | { kind: "already-recorded"; paymentId: number; bookingId: number };

/**
 * Records a PaymentIntent Stripe says succeeded, exactly once: one transaction inserts the payment,
 * marks the booking paid and the bike sold. Concurrent and repeated calls serialise on the
 * booking and bike rows; a replay answers the existing payment. When the bike went to another
 * buyer first, or its seller took it off the market, the payer is refunded and the caller gets 409.
 */
export async function recordPayment(db: Kysely<Database>, stripe: Stripe, intent: Stripe.PaymentIntent): Promise<RecordOutcome> {
  const bookingId = Number(intent.metadata?.bookingId);
  if (!Number.isInteger(bookingId) || bookingId <= 0) throw conflict("This payment is not for a booking of ours.");
  if (intent.status !== "succeeded") throw conflict("This payment has not succeeded.");

  const outcome = await db.transaction().execute(async (trx) => {
    const booking = await trx.selectFrom("bookings").selectAll().where("id", "=", bookingId).forUpdate().executeTakeFirst();
    if (!booking) throw notFound("Booking");
    const existing = await trx
      .selectFrom("payments")
      .select(["id", "booking_id"])
      .where("transaction_id", "=", intent.id)
      .executeTakeFirst();
    if (existing) return { kind: "already-recorded" as const, paymentId: existing.id, bookingId };
    if (intent.amount !== booking.price_cents || intent.currency !== "usd") {
      throw conflict("The amount paid does not match the booking.");
    }
    if (booking.paid) return { kind: "lost" as const, withdrawn: false };
    const bike = await trx.selectFrom("bikes").select(["id", "status"]).where("id", "=", booking.bike_id).forUpdate().executeTakeFirst();
    // Sold to someone else, or taken off the market by the seller meanwhile: no sale.
    if (!bike || bike.status !== "available") return { kind: "lost" as const, withdrawn: bike?.status === "withdrawn" };

    const payment = await trx
      .insertInto("payments")
      .values({
        booking_id: booking.id,
        amount_cents: intent.amount,
        currency: intent.currency,
        transaction_id: intent.id,
        email: booking.email,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.updateTable("bookings").set({ paid: true }).where("id", "=", booking.id).execute();
    // A sold bike leaves browse and the ads slider.
    await trx.updateTable("bikes").set({ status: "sold", advertised: false, advertised_at: null }).where("id", "=", bike.id).execute();
    return { kind: "recorded" as const, paymentId: payment.id, bookingId };
  });

  if (outcome.kind === "lost") {
    await stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: `refund-${intent.id}` });
    throw conflict(
      outcome.withdrawn
        ? "The seller withdrew this bike a moment ago. Your payment has been refunded."
        : "This bike was sold to another buyer a moment ago. Your payment has been refunded.",
      "bike_sold",
    );
  }
  return outcome;
}
