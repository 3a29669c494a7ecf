import type { Booking } from "../../../lib/api-types";

/** What both card forms (Stripe Elements and the test-mode form) receive. */
export interface CardFormProps {
  booking: Booking;
  /** Null until the server has created the payment intent. */
  clientSecret: string | null;
  onPaid: (transactionId: string) => void;
}

/** "pi_123_secret_abc" → "pi_123". */
export const intentIdOf = (clientSecret: string) => clientSecret.split("_secret_")[0] ?? clientSecret;
