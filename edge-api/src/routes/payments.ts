import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { conflict, notFound } from "../lib/errors";
import { idParam } from "../lib/fields";
import { decodeCursor, pageQuery, toPage } from "../lib/pagination";
import { validate } from "../lib/validate";
import { routeDocs } from "../lib/openapi";
import { createStripe } from "../payments/stripe-client";
import { BOOKING_GONE, refundBooking, salesPage } from "../payments/refund";
import { refundBody } from "../schemas/reasons";

const docs = routeDocs("Payments");

const listQuery = z.object(pageQuery);

/** The admin's Sales page: every payment, and refunding one (#15 point 4). */
export const sales = new Hono<AppEnv>()
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
  );
