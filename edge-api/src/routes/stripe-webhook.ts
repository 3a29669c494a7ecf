import { Hono } from "hono";
import type Stripe from "stripe";
import type { AppEnv } from "../env";
import { ApiError, badRequest } from "../lib/errors";
import { createStripe, webCrypto, webhookSecret } from "../payments/stripe-client";
import { recordPayment } from "../payments/record-payment";
import { applyAccount, claimEvent } from "../payments/payouts";
import { routeDocs } from "../lib/openapi";
import { applyChargeRefunded } from "../payments/refund";

const webhookDocs = routeDocs("Payments")(
  "Stripe's webhook",
  { 200: "Received (also for events that change nothing)", 400: "Missing or wrong Stripe-Signature" },
  { parameters: [{ in: "header", name: "Stripe-Signature", required: true, schema: { type: "string" } }] },
);

/**
 * Stripe's webhook: only events whose signature verifies are acted on, each at most once — its id is
 * claimed in the transaction of its effect (stripe_events), so a replay changes nothing.
 * - payment_intent.succeeded: recorded exactly as POST /payment would.
 * - account.updated: the seller's payout status, from the account as Stripe has it now (events can
 *   arrive out of order; the account itself cannot be stale).
 * - charge.refunded: a full refund not yet recorded (made in Stripe's dashboard) has the admin
 *   refund's effect (payments/refund.ts); our own refunds are already recorded, so nothing changes.
 */
export const stripeWebhook = new Hono<AppEnv>().post("/webhook", webhookDocs, async (c) => {
  const secret = webhookSecret(c.env);
  if (!secret) throw new ApiError(503, "misconfigured", "The payment webhook is not configured.");
  const signature = c.req.header("Stripe-Signature");
  if (!signature) throw badRequest("Missing Stripe-Signature.", { "Stripe-Signature": "Missing Stripe-Signature." });
  const payload = await c.req.text();
  const stripe = createStripe(c.env);
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, webCrypto);
  } catch {
    throw badRequest("The webhook signature does not verify.", { "Stripe-Signature": "The webhook signature does not verify." });
  }
  if (event.type === "payment_intent.succeeded") {
    try {
      await recordPayment(c.var.db, stripe, event.data.object, event);
    } catch (error) {
      // A lost race is refunded inside recordPayment; Stripe must not retry it forever.
      if (!(error instanceof ApiError && (error.status === 409 || error.status === 404))) throw error;
    }
  } else if (event.type === "charge.refunded") {
    await applyChargeRefunded(c.var.db, event, event.data.object);
  } else if (event.type === "account.updated") {
    const account = await stripe.accounts.retrieve(event.data.object.id);
    await c.var.db.transaction().execute(async (trx) => {
      if (await claimEvent(trx, event)) await applyAccount(trx, account);
    });
  }
  return c.json({ received: true });
});
