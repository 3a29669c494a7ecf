import { Hono } from "hono";
import type Stripe from "stripe";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth, requireCanBuy } from "../middleware/auth";
import { conflict, notFound } from "../lib/api/errors";
import { id, requiredText } from "../lib/api/fields";
import { validate } from "../lib/api/validate";
import { createStripe, isTestMode } from "../payments/stripe-client";
import { recordPayment } from "../payments/record-payment";
import { purgeBikes } from "../cache/purge";
import { routeDocs } from "../lib/api/openapi";
import { platformFeeCents } from "../payments/platform-fee";
import { feeRule } from "../payments/payouts";
import { ownBooking, payableBooking, SELLER_NOT_CONNECTED } from "../payments/payable-booking";

const docs = routeDocs("Payments");

/** docs/product-spec.md sends the booking object; we read only its id. The amount always comes from the database. */
const intentBody = z
  .object({ bookingId: id("Booking").optional(), _id: id("Booking").optional() })
  .refine((b) => b.bookingId !== undefined || b._id !== undefined, { message: "Booking is required", path: ["bookingId"] });

const paymentBody = z.object({
  bookingId: id("Booking"),
  transactionId: requiredText("Transaction id", 255).regex(/^pi_[A-Za-z0-9_]+$/, "Transaction id must be a PaymentIntent id"),
});

const INTENT_REUSABLE = new Set(["requires_payment_method", "requires_confirmation", "requires_action", "processing"]);

/** Stripe refused the destination (an account it does not know, or one that cannot take transfers). */
const destinationRefused = (error: unknown) => {
  const { type, param } = (error ?? {}) as { type?: string; param?: string };
  return type === "StripeInvalidRequestError" && typeof param === "string" && param.startsWith("transfer_data");
};

export const payment = new Hono<AppEnv>()
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
  );
