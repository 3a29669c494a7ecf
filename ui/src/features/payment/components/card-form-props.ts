import type { Booking } from "../../../lib/api-types";

/** What both card forms (Stripe Elements and the test-mode form) receive. */
export interface CardFormProps {
  booking: Booking;
  /** Null until the server has created the payment intent (docs/product-spec.md §4: submit stays disabled). */
  clientSecret: string | null;
  /** The payment is recorded on the server; the id is the PaymentIntent's. */
  onPaid: (transactionId: string) => void;
  /** The server says the booking was paid meanwhile (another tab, the webhook). */
  onAlreadyPaid: () => void;
}
