import Stripe from "stripe";
import type { Bindings } from "../env";
import { localStripeSettings } from "./local-test-mode";

/** Offline test mode: no real key, payments go to the local Stripe-protocol server. */
export const isTestMode = (env: Bindings) => !env.STRIPE_SECRET_KEY;

/**
 * One Stripe client per request, over fetch (Workers have no Node http). Real Stripe with
 * STRIPE_SECRET_KEY; otherwise the same SDK against the local server (payments/local-test-mode.ts).
 */
export function createStripe(env: Bindings): Stripe {
  const common = { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 2, timeout: 15_000 };
  if (env.STRIPE_SECRET_KEY) return new Stripe(env.STRIPE_SECRET_KEY, common);
  const local = localStripeSettings(env);
  return new Stripe(local.apiKey, {
    ...common,
    host: local.apiBase.hostname,
    port: Number(local.apiBase.port || 80),
    protocol: local.apiBase.protocol === "https:" ? "https" : "http",
  });
}

/** The secret Stripe's webhook events are signed with: real Stripe's, or the local server's. */
export const webhookSecret = (env: Bindings): string | undefined =>
  isTestMode(env) ? localStripeSettings(env).webhookSecret : env.STRIPE_WEBHOOK_SECRET;

/** Web Crypto for webhook signatures: Workers have no Node crypto HMAC by default. */
export const webCrypto = Stripe.createSubtleCryptoProvider();
