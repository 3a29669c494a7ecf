import { useCallback, useEffect, useState } from "react";
import { ApiRequestError, errorMessage } from "../../../lib/api-error";
import { createPaymentIntent, isAlreadyPaid, type PaymentIntentAnswer } from "./payment-api";

export interface PaymentIntentState {
  /** The server's intent (clientSecret, testMode…); null until it has arrived. */
  intent: PaymentIntentAnswer | null;
  /** Why no intent could be made (e.g. 409 "This bike has already been sold."). */
  error: string | null;
  /** Asking again may help (a network or server failure, not a 4xx answer). */
  retryable: boolean;
  /** The server said the booking is already paid (409): the page shows its Paid state. */
  alreadyPaid: boolean;
  /** The bike's seller cannot receive payments yet (409 seller_not_connected): no card form. */
  sellerNotConnected: boolean;
  retry: () => void;
}

/** Asks the server for the booking's payment intent once the booking is known to be unpaid. */
export function usePaymentIntent(bookingId: number | undefined, unpaid: boolean): PaymentIntentState {
  const [intent, setIntent] = useState<PaymentIntentAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [retryable, setRetryable] = useState(false);
  const [alreadyPaid, setAlreadyPaid] = useState(false);
  const [sellerNotConnected, setSellerNotConnected] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (bookingId === undefined || !unpaid) return;
    let live = true;
    setError(null);
    createPaymentIntent(bookingId).then(
      (answer) => live && setIntent(answer),
      (failure: unknown) => {
        if (!live) return;
        if (isAlreadyPaid(failure)) setAlreadyPaid(true);
        else if (failure instanceof ApiRequestError && failure.code === "seller_not_connected") setSellerNotConnected(true);
        else {
          setError(errorMessage(failure));
          setRetryable(!(failure instanceof ApiRequestError) || failure.status === 0 || failure.status >= 500);
        }
      },
    );
    return () => {
      live = false;
    };
  }, [bookingId, unpaid, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { intent, error, retryable, alreadyPaid, sellerNotConnected, retry };
}
