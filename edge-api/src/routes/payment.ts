import { Hono } from "hono";
import type Stripe from "stripe";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth, requireCanBuy } from "../middleware/auth";
import { ApiError, conflict, forbidden, notFound } from "../lib/errors";
import { id, requiredText, text } from "../lib/fields";
import { typedExpiry } from "../lib/card-input";
import { validate } from "../lib/validate";
import { notForSale } from "../lib/not-for-sale";
import { closedBooking } from "../lib/bookings/states";
import { createStripe, isTestMode } from "../payments/stripe-client";
import { recordPayment } from "../payments/record-payment";
import { purgeBikes } from "../cache/purge";
import { NOT_A_TEST_CARD, TEST_CARDS } from "../payments/test-cards";
import type { Kysely } from "kysely";
import type { Database, UserRow } from "../db/database";
import { routeDocs } from "../lib/openapi";
import { platformFeeCents } from "../lib/platform-fee";
import { askSellerToConnect, feeRule } from "../payments/payouts";

const docs = routeDocs("Payments");

/** docs/product-spec.md sends the booking object; we read only its id. The amount always comes from the database. */
const intentBody = z
  .object({ bookingId: id("Booking").optional(), _id: id("Booking").optional() })
  .refine((b) => b.bookingId !== undefined || b._id !== undefined, { message: "Booking is required", path: ["bookingId"] });

const paymentBody = z.object({
  bookingId: id("Booking"),
  transactionId: requiredText("Transaction id", 255).regex(/^pi_[A-Za-z0-9_]+$/, "Transaction id must be a PaymentIntent id"),
});

const testConfirmBody = z.object({
  bookingId: id("Booking"),
  cardNumber: text("Card number", { max: 40, notText: "Card number is required" })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Card number must be 12 to 19 digits")),
  // "12/28", "12 / 28" and "1228" alike (lib/card-input.ts).
  expiry: text("Expiry", { max: 20, notText: "Expiry is required" })
    .transform(typedExpiry)
    .pipe(z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, "Expiry must be MM/YY")),
  cvc: text("CVC", { max: 10, notText: "CVC is required" }).regex(/^\d{3,4}$/, "CVC must be 3 or 4 digits"),
});

const INTENT_REUSABLE = new Set(["requires_payment_method", "requires_confirmation", "requires_action", "processing"]);

/** The booking found, if it is the buyer's own: 404 when none was found, 403 when it is another buyer's. */
function ownBooking<T extends { buyer_id: number }>(booking: T | undefined, buyer: UserRow): T {
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
async function payableBooking(db: Kysely<Database>, buyer: UserRow, bookingId: number) {
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

/** Stripe refused the destination (an account it does not know, or one that cannot take transfers). */
const destinationRefused = (error: unknown) => {
  const { type, param } = (error ?? {}) as { type?: string; param?: string };
  return type === "StripeInvalidRequestError" && typeof param === "string" && param.startsWith("transfer_data");
};

export const payments = new Hono<AppEnv>()
  // A PaymentIntent for the booking's price as stored; asking again reuses the same intent.
  .post(
    "/create-payment-intent",
    docs("Start paying for a booking", {
      200: "The PaymentIntent's client secret",
      404: "No such booking",
      409: "Already paid, the bike is sold or withdrawn, its seller cannot receive payments yet (seller_not_connected), or Stripe refused the payment (payment_refused), e.g. a price below its minimum charge",
    }),
    requireAuth,
    requireCanBuy,
    validate("json", intentBody),
    async (c) => {
      const body = c.req.valid("json");
      const booking = await payableBooking(c.var.db, c.var.user!, (body.bookingId ?? body._id)!);
      // A destination charge: the seller's account gets the price less the platform fee, both from the database and the fee rule.
      const fee = platformFeeCents(booking.price_cents, feeRule(c.env));
      const stripe = createStripe(c.env);
      let intent: Stripe.PaymentIntent | undefined;
      if (booking.payment_intent_id) {
        const previous = await stripe.paymentIntents.retrieve(booking.payment_intent_id);
        if (previous.status === "succeeded") {
          await recordPayment(c.var.db, stripe, previous);
          throw conflict("This booking is already paid.", "already_paid");
        }
        const sameTerms =
          previous.amount === booking.price_cents &&
          previous.application_fee_amount === fee &&
          previous.transfer_data?.destination === booking.destination;
        if (INTENT_REUSABLE.has(previous.status) && sameTerms) intent = previous;
      }
      try {
        intent ??= await stripe.paymentIntents.create(
          {
            amount: booking.price_cents,
            currency: "usd",
            application_fee_amount: fee,
            transfer_data: { destination: booking.destination },
            metadata: { bookingId: String(booking.id) },
          },
          { idempotencyKey: `booking-${booking.id}-${booking.price_cents}-${fee}-${booking.destination}` },
        );
      } catch (error) {
        if (destinationRefused(error)) throw conflict(SELLER_NOT_CONNECTED, "seller_not_connected");
        throw error;
      }
      await c.var.db.updateTable("bookings").set({ payment_intent_id: intent.id }).where("id", "=", booking.id).execute();
      return c.json({
        clientSecret: intent.client_secret,
        paymentIntentId: intent.id,
        amount: intent.amount / 100,
        currency: intent.currency,
        testMode: isTestMode(c.env),
      });
    },
  )
  // Records a payment only after Stripe itself says the intent for this booking succeeded.
  .post(
    "/payment",
    docs("Record a succeeded payment", {
      201: "Recorded",
      200: "Already recorded",
      404: "No such payment",
      409: "Not succeeded, not this booking's, or the bike was sold meanwhile (refunded)",
    }),
    requireAuth,
    requireCanBuy,
    validate("json", paymentBody),
    async (c) => {
      const { bookingId, transactionId } = c.req.valid("json");
      ownBooking(
        await c.var.db.selectFrom("bookings").select(["id", "buyer_id"]).where("id", "=", bookingId).executeTakeFirst(),
        c.var.user!,
      );
      const stripe = createStripe(c.env);
      const intent = await stripe.paymentIntents.retrieve(transactionId).catch((error: { statusCode?: number }) => {
        if (error?.statusCode === 404) throw notFound("Payment");
        throw error;
      });
      if (intent.metadata?.bookingId !== String(bookingId)) throw conflict("This payment is for another booking.");
      if (intent.status !== "succeeded") throw conflict("This payment has not gone through yet.");
      const outcome = await recordPayment(c.var.db, stripe, intent);
      if (outcome.kind === "replayed-event") throw new Error("A payment recorded without an event cannot be a replayed event.");
      if (outcome.kind === "recorded") await purgeBikes(c, [outcome.bikeId], { alsoAds: true });
      return c.json(
        { acknowledged: true, insertedId: outcome.paymentId, transactionId: intent.id },
        outcome.kind === "recorded" ? 201 : 200,
      );
    },
  )
  // Offline test mode only: confirms the booking's intent with a Stripe test card, as Stripe.js would.
  .post(
    "/payments/test-confirm",
    docs("Offline test mode: pay with a Stripe test card", {
      200: "Confirmed",
      402: "The card was declined",
      404: "Not in test mode",
      409: "No payment started",
    }),
    requireAuth,
    requireCanBuy,
    validate("json", testConfirmBody),
    async (c) => {
      if (!isTestMode(c.env)) throw notFound("Test-mode payments");
      const body = c.req.valid("json");
      const booking = await payableBooking(c.var.db, c.var.user!, body.bookingId);
      if (!booking.payment_intent_id) throw conflict("Start the payment first.");
      const [month, year] = body.expiry.split("/").map((part) => Number(part.trim())) as [number, number];
      const expiresEnd = new Date(Date.UTC(2000 + year, month, 1));
      if (expiresEnd.getTime() <= Date.now()) throw new ApiError(402, "card_declined", "Your card's expiration year is in the past.");
      const paymentMethod = TEST_CARDS[body.cardNumber];
      if (!paymentMethod) throw new ApiError(402, "card_declined", NOT_A_TEST_CARD);
      const stripe = createStripe(c.env);
      // A declined card is a 402 and any other refusal a 409 (lib/payment-errors.ts paymentRefusal).
      const intent = await stripe.paymentIntents.confirm(booking.payment_intent_id, { payment_method: paymentMethod });
      return c.json({ status: intent.status, transactionId: intent.id });
    },
  );
