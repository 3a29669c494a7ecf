/**
 * Every Stripe event the Worker acts on, by the kind of webhook endpoint Stripe delivers it to
 * (routes/stripe-webhook.ts handles exactly these). Destination charges and their refunds happen on
 * MotoMart's own account; a seller's payout onboarding happens on their connected account, whose
 * events reach only an endpoint set to listen to connected accounts, with its own signing secret.
 * The README's Deploying step lists the same; tests/api/stripe-webhook-events.test.ts fails when they differ.
 */
export const WEBHOOK_EVENTS = {
  /** "Your account" endpoint, signed with STRIPE_WEBHOOK_SECRET. */
  account: ["payment_intent.succeeded", "charge.refunded"],
  /** "Connected accounts" endpoint, signed with STRIPE_CONNECT_WEBHOOK_SECRET. */
  connect: ["account.updated"],
} as const;

export type HandledEvent = (typeof WEBHOOK_EVENTS)[keyof typeof WEBHOOK_EVENTS][number];
