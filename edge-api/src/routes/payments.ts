import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth, requireCanBuy, requireRole } from "../middleware/auth";
import { ApiError, conflict, notFound } from "../lib/api/errors";
import { id, idParam, text } from "../lib/api/fields";
import { decodeCursor, pageQuery, toPage } from "../lib/api/pagination";
import { validate } from "../lib/api/validate";
import { routeDocs } from "../lib/api/openapi";
import { typedExpiry } from "../payments/card-input";
import { payableBooking } from "../payments/payable-booking";
import { createStripe, isTestMode } from "../payments/stripe-client";
import { NOT_A_TEST_CARD, TEST_CARDS } from "../payments/test-cards";
import { BOOKING_GONE, refundBooking, salesPage } from "../payments/refund";
import { refundBody } from "../schemas/reasons";

const docs = routeDocs("Payments");

const listQuery = z.object(pageQuery);

const testConfirmBody = z.object({
  bookingId: id("Booking"),
  cardNumber: text("Card number", { max: 40, notText: "Card number is required" })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Card number must be 12 to 19 digits")),
  // "12/28", "12 / 28" and "1228" alike (payments/card-input.ts).
  expiry: text("Expiry", { max: 20, notText: "Expiry is required" })
    .transform(typedExpiry)
    .pipe(z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, "Expiry must be MM/YY")),
  cvc: text("CVC", { max: 10, notText: "CVC is required" }).regex(/^\d{3,4}$/, "CVC must be 3 or 4 digits"),
});

/**
 * /api/payments: the admin's Sales page, every payment, and refunding one (#15 point 4); and, in
 * offline test mode only, a buyer paying with a Stripe test card.
 */
export const payments = new Hono<AppEnv>()
  .get("/", docs("Sales (payments), newest first"), requireAuth, requireRole("admin"), validate("query", listQuery), async (c) => {
    const { cursor, limit } = c.req.valid("query");
    const after = decodeCursor(cursor);
    const rows = await salesPage(c.var.db, after?.id, limit + 1).execute();
    return c.json(
      toPage(rows, limit, (r) => ({
        _id: r.id,
        bookingId: r.booking_id,
        bikeId: r.bike_id,
        // Null for a payment made before names were kept whose booking has since gone.
        itemName: r.item_name,
        buyerName: r.buyer_name,
        buyerEmail: r.buyer_email ?? r.paid_email,
        sellerName: r.seller_name,
        // Cents, as stored; the UI formats them.
        amountCents: r.amount_cents,
        feeCents: r.fee_cents,
        state: r.state,
        stateReason: r.state_reason,
        stateChangedAt: r.state_changed_at?.toISOString() ?? null,
        // Why the Refund button is not offered for a payment whose booking went; null otherwise.
        notRefundable: r.booking_id === null ? BOOKING_GONE : null,
        refundReason: r.refund_reason,
        paidAt: r.created_at.toISOString(),
        refundedAt: r.refunded_at?.toISOString() ?? null,
      })),
    );
  })
  // 409 (not 200) for an already refunded payment: the second admin's click did not refund anything,
  // and the Sales page shows that message while refetching the row, which reads Refunded.
  .post(
    "/:id/refund",
    docs("Refund a payment", {
      200: "Refunded: the charge, the seller's transfer and the fee",
      404: "No such payment",
      409: "The booking is not paid (already refunded), or it was deleted with the buyer's account",
    }),
    requireAuth,
    requireRole("admin"),
    validate("param", idParam),
    validate("json", refundBody),
    async (c) => {
      const { id: paymentId } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      const payment = await c.var.db.selectFrom("payments").select("booking_id").where("id", "=", paymentId).executeTakeFirst();
      if (!payment) throw notFound("Payment");
      if (payment.booking_id === null) throw conflict(BOOKING_GONE);
      const refunded = await refundBooking(c.var.db, createStripe(c.env), {
        bookingId: payment.booking_id,
        reason,
        adminId: c.var.user!.id,
      });
      return c.json({ acknowledged: true, ...refunded, state: "refunded" as const });
    },
  )
  // Offline test mode only: confirms the booking's intent with a Stripe test card, as Stripe.js would.
  .post(
    "/test-confirm",
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
      // A declined card is a 402 and any other refusal a 409 (payments/payment-errors.ts paymentRefusal).
      const intent = await stripe.paymentIntents.confirm(booking.payment_intent_id, { payment_method: paymentMethod });
      return c.json({ status: intent.status, transactionId: intent.id });
    },
  );
