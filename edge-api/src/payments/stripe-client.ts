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

/**
 * The secrets Stripe's webhook events may be signed with: the local server's; or real Stripe's two
 * endpoints' (payments/webhook-events.ts), MotoMart's own account and its connected accounts. Locally
 * `stripe listen` signs both kinds with one secret, so the second may be missing.
 */
export const webhookSecrets = (env: Bindings): string[] => {
  if (isTestMode(env)) return [localStripeSettings(env).webhookSecret];
  return [env.STRIPE_WEBHOOK_SECRET, env.STRIPE_CONNECT_WEBHOOK_SECRET].filter((s): s is string => Boolean(s));
};

/** Web Crypto for webhook signatures: Workers have no Node crypto HMAC by default. */
export const webCrypto = Stripe.createSubtleCryptoProvider();
