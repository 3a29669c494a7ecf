import { Hono } from "hono";
import type Stripe from "stripe";
import type { AppEnv } from "../env";
import { ApiError, badRequest } from "../lib/errors";
import { createStripe, webCrypto, webhookSecret } from "../payments/stripe-client";
import { recordPayment } from "../payments/record-payment";
import { routeDocs } from "../lib/openapi";

const webhookDocs = routeDocs("Payments")(
  "Stripe's webhook",
  { 200: "Received (also for events that change nothing)", 400: "Missing or wrong Stripe-Signature" },
  { parameters: [{ in: "header", name: "Stripe-Signature", required: true, schema: { type: "string" } }] },
);

/**
 * Stripe's webhook: only events whose signature verifies are acted on. A succeeded PaymentIntent
 * is recorded exactly as POST /payment would; replays change nothing.
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
      await recordPayment(c.var.db, stripe, event.data.object);
    } catch (error) {
      // A lost race is refunded inside recordPayment; Stripe must not retry it forever.
      if (!(error instanceof ApiError && (error.status === 409 || error.status === 404))) throw error;
    }
  }
  return c.json({ received: true });
});
