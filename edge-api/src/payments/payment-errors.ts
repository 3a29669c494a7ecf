import { ApiError } from "../lib/api/errors";

/**
 * Stripe failures that mean "the payment service cannot be reached right now", not "your card or
 * input is wrong": the SDK's connection errors, Stripe's own 5xx answers and its rate limit. The
 * error middleware (edge-api/src/middleware/errors.ts) turns them into a 503 the buyer can retry.
 */
export function isPaymentServiceUnavailable(error: unknown): boolean {
  const { type, statusCode } = (error ?? {}) as { type?: unknown; statusCode?: unknown };
  if (type === "StripeConnectionError" || type === "StripeRateLimitError") return true;
  return type === "StripeAPIError" && typeof statusCode === "number" && statusCode >= 500;
}

/** What a buyer is told for Stripe's refusals that are about the payment itself, by Stripe's error code. */
const REFUSALS: Record<string, string> = {
  amount_too_small:
    "This bike's price is below the lowest amount a card can be charged. Nothing was charged; the seller has to correct the price.",
  amount_too_large: "This bike's price is above what one card payment can carry. Nothing was charged; contact us to arrange it.",
};
const REFUSED = "The payment processor refused this payment. Nothing was charged; try again, or contact us if it keeps happening.";

/**
 * Stripe said no to a payment request — a declined card (402) or a request it will not carry out
 * (409), such as an amount below its minimum charge — as an answer the person can act on, never a
 * 500. Undefined for anything else (outages are isPaymentServiceUnavailable's; a wrong API key is
 * ours and stays a reported 500).
 */
export function paymentRefusal(error: unknown): ApiError | undefined {
  const { type, code, message } = (error ?? {}) as { type?: unknown; code?: unknown; message?: unknown };
  if (type === "StripeCardError")
    return new ApiError(402, "card_declined", typeof message === "string" ? message : "Your card was declined.");
  if (type === "StripeInvalidRequestError" || type === "StripeIdempotencyError")
    return new ApiError(409, "payment_refused", (typeof code === "string" && REFUSALS[code]) || REFUSED);
  return undefined;
}
