import { api } from "../../../lib/api-client";
import { ApiRequestError } from "../../../lib/api-error";
import { unwrap } from "../../../lib/unwrap";

/**
 * docs/product-spec.md §7 POST create-payment-intent: the server reads the amount from the booking and reuses
 * one intent per booking. Answers clientSecret, paymentIntentId, amount, currency and testMode.
 * 409 `already_paid` when the booking is already paid, `bike_sold` when the bike went to someone else.
 */
export const createPaymentIntent = (bookingId: number) => unwrap(api.api["create-payment-intent"].$post({ json: { bookingId } }));

export type PaymentIntentAnswer = Awaited<ReturnType<typeof createPaymentIntent>>;

export interface TestCardDetails {
  cardNumber: string;
  /** "MM/YY" */
  expiry: string;
  cvc: string;
}

/**
 * Offline test mode only: confirms the booking's intent with one of Stripe's test cards, as
 * Stripe.js would. 402 carries Stripe's decline message; 400 carries per-field messages.
 */
export const confirmTestPayment = (bookingId: number, card: TestCardDetails) =>
  unwrap(api.api.payments["test-confirm"].$post({ json: { bookingId, ...card } }));

/** docs/product-spec.md §7 POST payment: records the payment once the server has checked the intent with Stripe. */
export const recordPayment = (bookingId: number, transactionId: string) =>
  unwrap(api.api.payment.$post({ json: { bookingId, transactionId } }));

/** The server's 409 for a booking that is paid already (create-payment-intent, test-confirm). */
export const isAlreadyPaid = (error: unknown) => error instanceof ApiRequestError && error.code === "already_paid";
