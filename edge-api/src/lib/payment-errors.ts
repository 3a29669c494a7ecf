/**
 * Stripe failures that mean "the payment service cannot be reached right now", not "your card or
 * input is wrong": the SDK's connection errors, and Stripe's own 5xx answers. The error middleware
 * (edge-api/src/middleware/errors.ts) turns them into a 503 the buyer can retry.
 */
export function isPaymentServiceUnavailable(error: unknown): boolean {
  const { type, statusCode } = (error ?? {}) as { type?: unknown; statusCode?: unknown };
  if (type === "StripeConnectionError") return true;
  return type === "StripeAPIError" && typeof statusCode === "number" && statusCode >= 500;
}
