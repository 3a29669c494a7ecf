import type { Bindings } from "../env";
import { ApiError } from "../lib/api/errors";

/** Where offline test mode's Stripe-protocol server is, the key it accepts and its webhook secret. */
export interface LocalStripeSettings {
  apiBase: URL;
  apiKey: string;
  webhookSecret: string;
}

/**
 * Offline test mode (no STRIPE_SECRET_KEY): all three come from local-only bindings that
 * scripts/lib/local-stack.ts sets, the two secrets generated per checkout or test run
 * (scripts/lib/local-secrets.ts). Without them card payments are simply not configured.
 */
export function localStripeSettings(env: Bindings): LocalStripeSettings {
  const { STRIPE_API_BASE: apiBase, STRIPE_LOCAL_KEY: apiKey, STRIPE_LOCAL_WEBHOOK_SECRET: webhookSecret } = env;
  if (!apiBase || !apiKey || !webhookSecret) {
    throw new ApiError(503, "misconfigured", "Card payments are not configured on this server.");
  }
  return { apiBase: new URL(apiBase), apiKey, webhookSecret };
}
