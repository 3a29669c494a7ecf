import Stripe from "stripe";
import type { Bindings } from "../env";
import { ApiError } from "../lib/errors";

/** The key the offline Stripe-protocol server accepts; never valid at Stripe itself. */
const LOCAL_TEST_KEY = "sk_test_motomart_local";

/** Offline test mode: no real key, payments go to the local Stripe-protocol server. */
export const isTestMode = (env: Bindings) => !env.STRIPE_SECRET_KEY;

/**
 * One Stripe client per request, over fetch (Workers have no Node http). Real Stripe with
 * STRIPE_SECRET_KEY; otherwise the same SDK against the local server named by STRIPE_API_BASE.
 */
export function createStripe(env: Bindings): Stripe {
  const common = { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 2, timeout: 15_000 };
  if (env.STRIPE_SECRET_KEY) return new Stripe(env.STRIPE_SECRET_KEY, common);
  if (!env.STRIPE_API_BASE) {
    throw new ApiError(503, "misconfigured", "Card payments are not configured on this server.");
  }
  const base = new URL(env.STRIPE_API_BASE);
  return new Stripe(LOCAL_TEST_KEY, {
    ...common,
    host: base.hostname,
    port: Number(base.port || 80),
    protocol: base.protocol === "https:" ? "https" : "http",
  });
}

/** Web Crypto for webhook signatures: Workers have no Node crypto HMAC by default. */
export const webCrypto = Stripe.createSubtleCryptoProvider();
