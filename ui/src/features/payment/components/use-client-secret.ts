import { useEffect, useState } from "react";
import { errorMessage } from "../../../lib/api-error";
import { createPaymentIntent } from "../api/payment-api";

/** Asks the server for a payment intent for an unpaid booking; keeps its error for the form. */
export function useClientSecret(bookingId: number | undefined, unpaid: boolean) {
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (bookingId === undefined || !unpaid) return;
    let live = true;
    setError(null);
    createPaymentIntent(bookingId).then(
      (answer) => live && setClientSecret(answer.clientSecret),
      (failure: unknown) => live && setError(errorMessage(failure)),
    );
    return () => {
      live = false;
    };
  }, [bookingId, unpaid]);

  return { clientSecret, error };
}
