import type { Kysely, Transaction } from "kysely";
import type Stripe from "stripe";
import type { Database } from "../db/database";
import { conflict, notFound } from "../lib/api/errors";
import { closedBooking, lockBikeOfBooking, markRefunded, SELLER_LINK } from "../lib/bookings/states";
import { notify } from "../lib/notifications/notify";
import { claimEvent } from "./payouts";

/** The reason recorded when the refund was made in Stripe's dashboard (charge.refunded) rather than by our admin. */
export const REFUNDED_IN_STRIPE = "Refunded through Stripe.";

/**
 * Why a payment whose booking went with the buyer's account cannot be refunded from the Sales page:
 * a refund here closes the booking and returns its bike, and neither is known any more. Stripe's
 * dashboard can still refund the charge; charge.refunded then records it (applyChargeRefunded).
 */
export const BOOKING_GONE = "This payment's booking was deleted with the buyer's account: refund it in Stripe's dashboard.";

/** Locks the booking's bike, then the booking (the order record-payment.ts uses), and answers the booking with its payment. */
async function lockPaidBooking(trx: Transaction<Database>, bookingId: number) {
  await lockBikeOfBooking(trx, bookingId);
  const booking = await trx
    .selectFrom("bookings")
    .select(["id", "state", "bike_id", "seller_id", "item_name"])
    .where("id", "=", bookingId)
    .forUpdate()
    .executeTakeFirst();
  if (!booking) return undefined;
  const payment = await trx
    .selectFrom("payments")
    .select(["id", "amount_cents", "transaction_id", "destination_account"])
    .where("booking_id", "=", bookingId)
    .executeTakeFirst();
  return { booking, payment };
}

/**
 * The refund's effect, once, in the caller's transaction (booking and bike locked): the refund row,
 * the booking 'refunded' (its buyer hears it), the bike back on the market if it is still sold, and
 * the seller told. The refund row's UNIQUE payment_id makes a second recording impossible.
 */
async function applyRefund(
  trx: Transaction<Database>,
  locked: NonNullable<Awaited<ReturnType<typeof lockPaidBooking>>> & { payment: { id: number; amount_cents: number } },
  refund: { stripeRefundId: string; reason: string; refundedBy: number | null },
) {
  const { booking, payment } = locked;
  await trx
    .insertInto("refunds")
    .values({
      payment_id: payment.id,
      stripe_refund_id: refund.stripeRefundId,
      amount_cents: payment.amount_cents,
      reason: refund.reason,
      refunded_by: refund.refundedBy,
    })
    .execute();
  await markRefunded(trx, booking.id, refund.reason);
  // Back on the market: only from 'sold' (a seller who since withdrew it keeps it withdrawn).
  if (booking.bike_id !== null) {
    await trx.updateTable("bikes").set({ status: "available" }).where("id", "=", booking.bike_id).where("status", "=", "sold").execute();
  }
  if (booking.seller_id !== null) {
    await notify(trx, {
      userId: booking.seller_id,
      kind: "booking_state",
      title: `The payment for ${booking.item_name} was refunded; the bike is back on the market.`,
      link: SELLER_LINK,
      mail: { kind: "payments" },
    });
  }
}

/**
 * An admin refunds a paid booking: Stripe refunds the charge (with the seller's transfer and the fee
 * when it was a destination charge) and the refund is recorded, in one transaction that holds the
 * bike and booking locks across the Stripe call, so concurrent calls serialise and only the first
 * finds the booking paid; the others get 409 "This booking was refunded.". Stripe's idempotency key
 * is the booking's, so a transaction that rolled back after Stripe refunded gets the same refund on
 * retry instead of a second one.
 */
export async function refundBooking(db: Kysely<Database>, stripe: Stripe, input: { bookingId: number; reason: string; adminId: number }) {
  return db.transaction().execute(async (trx) => {
    const locked = await lockPaidBooking(trx, input.bookingId);
    if (!locked) throw notFound("Booking");
    if (locked.booking.state !== "paid") throw closedBooking(locked.booking.state);
    const { payment } = locked;
    if (!payment) throw conflict("This booking has no recorded payment to refund.");
    const refund = await stripe.refunds.create(
      {
        payment_intent: payment.transaction_id,
        amount: payment.amount_cents,
        ...(payment.destination_account ? { reverse_transfer: true, refund_application_fee: true } : {}),
        metadata: { bookingId: String(input.bookingId) },
      },
      // (Keyed by the PaymentIntent, which is unique at Stripe; a booking id repeats in another database.)
      { idempotencyKey: `refund-booking-${payment.transaction_id}` },
    );
    await applyRefund(trx, { ...locked, payment }, { stripeRefundId: refund.id, reason: input.reason, refundedBy: input.adminId });
    return { bookingId: input.bookingId, refundId: refund.id, amountCents: payment.amount_cents };
  });
}

/**
 * Stripe's charge.refunded: a charge refunded in full that we have not recorded (refunded in Stripe's
 * dashboard, or our own refund whose transaction did not commit) gets the same effect as the admin's
 * refund. The event id is claimed in the same transaction; a refund already recorded, a partial
 * refund or a charge of no payment of ours changes nothing.
 */
export async function applyChargeRefunded(db: Kysely<Database>, event: Pick<Stripe.Event, "id" | "type">, charge: Stripe.Charge) {
  const intentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  const stripeRefund = charge.refunds?.data[0];
  await db.transaction().execute(async (trx) => {
    if (!(await claimEvent(trx, event))) return;
    if (!intentId || !charge.refunded || !stripeRefund) return;
    const paid = await trx
      .selectFrom("payments")
      .select(["id", "booking_id", "amount_cents"])
      .where("transaction_id", "=", intentId)
      .executeTakeFirst();
    if (!paid) return;
    if (paid.booking_id === null) {
      // No booking or bike to change: the refund is recorded (once: payment_id is unique) for the Sales page.
      await trx
        .insertInto("refunds")
        .values({ payment_id: paid.id, stripe_refund_id: stripeRefund.id, amount_cents: paid.amount_cents, reason: REFUNDED_IN_STRIPE })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return;
    }
    const locked = await lockPaidBooking(trx, paid.booking_id);
    if (!locked?.payment || locked.booking.state !== "paid") return;
    const recorded = await trx.selectFrom("refunds").select("id").where("payment_id", "=", locked.payment.id).executeTakeFirst();
    if (recorded) return;
    await applyRefund(
      trx,
      { ...locked, payment: locked.payment },
      { stripeRefundId: stripeRefund.id, reason: REFUNDED_IN_STRIPE, refundedBy: null },
    );
  });
}

/**
 * A page of payments (sales), newest first, keyset on payments.id (its primary key), with the
 * booking, both sides and any refund; the query-plan list (tests/support/query-plan-cases.ts) checks it.
 * A payment whose booking went (with the buyer's account) is listed too: with the name it kept, the
 * buyer's email as paid, and the seller it paid.
 */
export const salesPage = (db: Kysely<Database>, afterId: number | undefined, rows: number) => {
  let query = db
    .selectFrom("payments")
    .leftJoin("bookings", "bookings.id", "payments.booking_id")
    .leftJoin("users as buyers", "buyers.id", "bookings.buyer_id")
    .leftJoin("users as sellers", (join) =>
      join.on((eb) => eb("sellers.id", "=", eb.fn.coalesce("bookings.seller_id", "payments.seller_id"))),
    )
    .leftJoin("refunds", "refunds.payment_id", "payments.id")
    .select((eb) => [
      "payments.id",
      "payments.booking_id",
      "payments.amount_cents",
      "payments.fee_cents",
      "payments.created_at",
      eb.fn.coalesce("bookings.item_name", "payments.item_name").as("item_name"),
      "payments.email as paid_email",
      "bookings.bike_id",
      "bookings.state",
      "bookings.state_reason",
      "bookings.state_changed_at",
      "buyers.name as buyer_name",
      "buyers.email as buyer_email",
      "sellers.name as seller_name",
      "refunds.reason as refund_reason",
      "refunds.created_at as refunded_at",
    ]);
  if (afterId !== undefined) query = query.where("payments.id", "<", afterId);
  return query.orderBy("payments.id", "desc").limit(rows);
};
