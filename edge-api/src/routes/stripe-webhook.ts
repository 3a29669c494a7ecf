import { Hono, type Context } from "hono";
import type Stripe from "stripe";
import type { AppEnv } from "../env";
import { ApiError, badRequest } from "../lib/api/errors";
import { createStripe, webCrypto, webhookSecrets } from "../payments/stripe-client";
import type { HandledEvent } from "../payments/webhook-events";
import { recordPayment } from "../payments/record-payment";
import { purgeBikes } from "../cache/purge";
import { applyAccount, claimEvent } from "../payments/payouts";
import { routeDocs } from "../lib/api/openapi";
import { applyChargeRefunded } from "../payments/refund";

const webhookDocs = routeDocs("Payments")(
  "Stripe's webhook",
  { 200: "Received (also for events that change nothing)", 400: "Missing or wrong Stripe-Signature" },
  { parameters: [{ in: "header", name: "Stripe-Signature", required: true, schema: { type: "string" } }] },
);

type Handler = (c: Context<AppEnv>, stripe: Stripe, event: Stripe.Event) => Promise<void>;

/**
 * What each event does (payments/webhook-events.ts lists them by endpoint; the types make both lists
 * the same). Each is acted on at most once: its id is claimed in the transaction of its effect
 * (stripe_events), so a replay changes nothing.
 */
const handlers: Record<HandledEvent, Handler> = {
  // Recorded exactly as POST /payment would. A lost race is refunded inside recordPayment; Stripe must not retry it forever.
  "payment_intent.succeeded": async (c, stripe, event) => {
    try {
      const outcome = await recordPayment(c.var.db, stripe, (event as Stripe.PaymentIntentSucceededEvent).data.object, event);
      if (outcome.kind === "recorded") await purgeBikes(c, [outcome.bikeId], { alsoAds: true });
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 409 || error.status === 404))) throw error;
    }
  },
  // A full refund not yet recorded (made in Stripe's dashboard) has the admin refund's effect
  // (payments/refund.ts); our own refunds are already recorded, so nothing changes.
  "charge.refunded": (c, _stripe, event) => applyChargeRefunded(c.var.db, event, (event as Stripe.ChargeRefundedEvent).data.object),
  // The seller's payout status, from the account as Stripe has it now (events can arrive out of
  // order; the account itself cannot be stale).
  "account.updated": async (c, stripe, event) => {
    const account = await stripe.accounts.retrieve((event as Stripe.AccountUpdatedEvent).data.object.id);
    await c.var.db.transaction().execute(async (trx) => {
      if (await claimEvent(trx, event)) await applyAccount(trx, account);
    });
  },
};

const isHandled = (type: string): type is HandledEvent => Object.hasOwn(handlers, type);

/** The event, if its signature verifies with one of the endpoints' secrets. */
async function verifiedEvent(stripe: Stripe, payload: string, signature: string, secrets: string[]): Promise<Stripe.Event | null> {
  for (const secret of secrets) {
    try {
      return await stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, webCrypto);
    } catch {
      // Signed for the other endpoint, or forged: try the next secret.
    }
  }
  return null;
}

/** Stripe's webhook: only events whose signature verifies are acted on; other event types are received and ignored. */
export const stripeWebhook = new Hono<AppEnv>().post("/webhook", webhookDocs, async (c) => {
  const secrets = webhookSecrets(c.env);
  if (!secrets.length) throw new ApiError(503, "misconfigured", "The payment webhook is not configured.");
  const signature = c.req.header("Stripe-Signature");
  if (!signature) throw badRequest("Missing Stripe-Signature.", { "Stripe-Signature": "Missing Stripe-Signature." });
  const payload = await c.req.text();
  const stripe = createStripe(c.env);
  const event = await verifiedEvent(stripe, payload, signature, secrets);
  if (!event) throw badRequest("The webhook signature does not verify.", { "Stripe-Signature": "The webhook signature does not verify." });
  if (isHandled(event.type)) await handlers[event.type](c, stripe, event);
  return c.json({ received: true });
});
