import { useState } from "react";
import { errorMessage } from "../../../lib/api-error";
import { isAlreadyPaid, recordPayment } from "../api/payment-api";
import type { CardFormProps } from "./card-form-props";

/**
 * The part both card forms share: run the provider's confirm step (which answers the succeeded
 * PaymentIntent's id), then record the payment on the server. `processing` is true throughout;
 * a failure becomes `cardError` (shown in red under the form) unless `onError` handled it.
 */
export function usePay({ booking, onPaid, onAlreadyPaid }: Pick<CardFormProps, "booking" | "onPaid" | "onAlreadyPaid">) {
  const [processing, setProcessing] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);

  const pay = async (confirm: () => Promise<string>, onError?: (error: unknown) => boolean) => {
    setProcessing(true);
    setCardError(null);
    try {
      const intentId = await confirm();
      const recorded = await recordPayment(booking._id, intentId);
      onPaid(recorded.transactionId);
    } catch (error) {
      if (isAlreadyPaid(error)) onAlreadyPaid();
      else if (!onError?.(error)) setCardError(errorMessage(error));
    } finally {
      setProcessing(false);
    }
  };

  return { pay, processing, cardError, clearError: () => setCardError(null) };
}
