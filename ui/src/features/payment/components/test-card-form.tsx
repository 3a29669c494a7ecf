import { useState } from "react";
import { useForm } from "react-hook-form";
import { Field } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { BusyButton } from "../../../components/ui/busy-button";
import { errorMessage } from "../../../lib/api-error";
import { formatUsd } from "../../../lib/format";
import { recordPayment } from "../api/payment-api";
import { intentIdOf, type CardFormProps } from "./card-form-props";

interface TestCard {
  number: string;
  expiry: string;
  cvc: string;
}

const digits = (value: string) => value.replace(/\D/g, "");

/**
 * The plain card form used when no Stripe publishable key is configured (offline / local):
 * the server's test-mode processor honours Stripe's test card numbers.
 */
export function TestCardForm({ booking, clientSecret, onPaid }: CardFormProps) {
  const [processing, setProcessing] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TestCard>({ defaultValues: { number: "", expiry: "", cvc: "" } });

  const onSubmit = handleSubmit(async (card) => {
    if (!clientSecret) return;
    setProcessing(true);
    setCardError(null);
    try {
      const [month = "", year = ""] = card.expiry.split("/").map((part) => part.trim());
      const result = await recordPayment({
        bookingId: booking._id,
        paymentIntentId: intentIdOf(clientSecret),
        testCard: { number: digits(card.number), expMonth: Number(month), expYear: 2000 + Number(year.slice(-2)), cvc: card.cvc },
      } as Parameters<typeof recordPayment>[0]);
      onPaid(String(result.transactionId ?? intentIdOf(clientSecret)));
    } catch (error) {
      setCardError(errorMessage(error));
    } finally {
      setProcessing(false);
    }
  });

  return (
    <form className="form card-form" onSubmit={onSubmit} noValidate aria-label="Card payment">
      <p className="badge badge--fair test-mode">Test mode</p>
      <p className="field__hint">No real money moves. Use 4242 4242 4242 4242 to succeed, 4000 0000 0000 0002 to see a decline.</p>
      <Field label="Card number" error={errors.number?.message}>
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            {...register("number", { required: "Card number is required", validate: (v) => (digits(v).length >= 12 && digits(v).length <= 19) || "Card number is incomplete" })}
          />
        )}
      </Field>
      <div className="form-grid">
        <Field label="Expiry (MM/YY)" error={errors.expiry?.message}>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="12/34"
              {...register("expiry", { required: "Expiry is required", pattern: { value: /^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, message: "Use MM/YY" } })}
            />
          )}
        </Field>
        <Field label="CVC" error={errors.cvc?.message}>
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              {...register("cvc", { required: "CVC is required", pattern: { value: /^\d{3,4}$/, message: "CVC is 3 or 4 digits" } })}
            />
          )}
        </Field>
      </div>
      <BusyButton type="submit" className="btn btn--primary btn--block" busy={processing} busyLabel="Paying" disabled={!clientSecret}>
        Pay {formatUsd(booking.price)}
      </BusyButton>
      <FormError message={cardError} />
    </form>
  );
}
