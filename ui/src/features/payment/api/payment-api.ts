import type { ClientResponse } from "hono/client";
import { api } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";

export interface PaymentRecord {
  bookingId: number;
  paymentIntentId: string;
}

/**
 * The payment routes only throw 501 for now, so the API's type has no answer for them and
 * hono/client's type omits them. This describes what they will answer (SPEC §7: clientSecret,
 * insertedId); the calls still go through the same hc client. Drop the cast once the routes
 * return c.json(...).
 */
interface PaymentRoutes {
  "create-payment-intent": { $post(args: { json: { bookingId: number } }): Promise<ClientResponse<{ clientSecret: string }, 200, "json">> };
  payment: { $post(args: { json: PaymentRecord }): Promise<ClientResponse<{ insertedId: number | string; transactionId?: string }, 200, "json">> };
}
const paymentApi = api.api as unknown as PaymentRoutes;

/** SPEC §7 POST create-payment-intent: the server reads the amount from the booking. */
export const createPaymentIntent = (bookingId: number) => unwrap(paymentApi["create-payment-intent"].$post({ json: { bookingId } }));

/** SPEC §7 POST payment: records a payment the server checks with the provider. */
export const recordPayment = (json: PaymentRecord) => unwrap(paymentApi.payment.$post({ json }));
