import type { ChangeEvent } from "react";
import { useForm } from "react-hook-form";
import { spacedCardNumber, typedExpiry } from "../../../../../edge-api/src/payments/card-input";
import { BusyButton } from "../../../components/ui/busy-button";
import { Field } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { ApiRequestError } from "../../../lib/api-error";
import { applyFieldErrors } from "../../../lib/field-errors";
import { formatUsd } from "../../../lib/format";
import { confirmTestPayment, type TestCardDetails } from "../api/payment-api";
import type { CardFormProps } from "./card-form-props";
import { usePay } from "./use-pay";

const FIELDS = ["cardNumber", "expiry", "cvc"] as const;
const digits = (value: string) => value.replace(/\D/g, "");

/** Stripe's test cards the offline processor honours (README, Payments). */
const TEST_CARDS = [
  ["4242 4242 4242 4242", "succeeds"],
  ["4000 0000 0000 0002", "declined"],
  ["4000 0000 0000 9995", "insufficient funds"],
  ["4000 0000 0000 0069", "expired card"],
  ["4000 0000 0000 0127", "incorrect CVC"],
] as const;

/**
 * The plain card form used in offline test mode (the server answered `testMode: true`, no Stripe
 * publishable key): `POST /api/payments/test-confirm` confirms the intent with a test card.
 */
export function TestCardForm({ booking, clientSecret, onPaid, onAlreadyPaid }: CardFormProps) {
  const { pay, processing, cardError, clearError } = usePay({ booking, onPaid, onAlreadyPaid });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<TestCardDetails>({ defaultValues: { cardNumber: "", expiry: "", cvc: "" } });

  const onSubmit = handleSubmit(
    (card) =>
      pay(
        async () => {
          const result = await confirmTestPayment(booking._id, { ...card, cardNumber: digits(card.cardNumber) });
          if (result.status !== "succeeded") throw new Error(`The payment did not go through (${result.status}).`);
          return result.transactionId;
        },
        // 400: the server's messages go under their fields; a decline (402) shows under the form.
        (error) => {
          if (!(error instanceof ApiRequestError) || error.status !== 400 || Object.keys(error.fields).length === 0) return false;
          applyFieldErrors(error, setError, FIELDS);
          return true;
        },
      ),
    // The form's own checks failed: an earlier decline no longer describes what is typed.
    clearError,
  );

  return (
    <form className="form card-form" onSubmit={onSubmit} noValidate aria-label="Card payment">
      <p className="badge badge--fair test-mode">Test mode</p>
      <div className="field__hint test-cards" id="test-cards">
        <p>No real money moves. Use one of Stripe's test cards, any future expiry (MM/YY) and any 3-digit CVC:</p>
        <ul>
          {TEST_CARDS.map(([number, result]) => (
            <li key={number}>
              <code>{number}</code> {result}
            </li>
          ))}
        </ul>
      </div>
      <Field label="Card number" error={errors.cardNumber?.message}>
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            {...register("cardNumber", {
              required: "Card number is required",
              validate: (v) => (digits(v).length >= 12 && digits(v).length <= 19) || "Card number must be 12 to 19 digits",
              // Spaced in fours as it is typed, as the card shows it.
              onChange: (event: ChangeEvent<HTMLInputElement>) => setValue("cardNumber", spacedCardNumber(event.target.value)),
            })}
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
              {...register("expiry", {
                required: "Expiry is required",
                pattern: { value: /^(0[1-9]|1[0-2])\/\d{2}$/, message: "Expiry must be MM/YY" },
                // "1228" reads as "12/28", the slash added as it is typed.
                onChange: (event: ChangeEvent<HTMLInputElement>) => setValue("expiry", typedExpiry(event.target.value)),
              })}
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
              {...register("cvc", { required: "CVC is required", pattern: { value: /^\d{3,4}$/, message: "CVC must be 3 or 4 digits" } })}
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
