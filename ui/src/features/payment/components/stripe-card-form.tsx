import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js";
import { useState, type FormEvent } from "react";
import { FormError } from "../../../components/ui/form-error";
import { BusyButton } from "../../../components/ui/busy-button";
import { errorMessage } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/use-session";
import { formatUsd } from "../../../lib/format";
import { recordPayment } from "../api/payment-api";
import type { CardFormProps } from "./card-form-props";

const stripePromise = loadStripe(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY ?? "");

function CheckoutForm({ booking, clientSecret, onPaid }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const { user } = useSession();
  const [processing, setProcessing] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    setProcessing(true);
    setCardError(null);
    try {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: booking.userName, email: user?.email ?? booking.email } },
      });
      if (error) {
        setCardError(error.message ?? "The payment failed.");
        return;
      }
      if (paymentIntent?.status === "succeeded") {
        const result = await recordPayment({ bookingId: booking._id, paymentIntentId: paymentIntent.id });
        onPaid(String(result.transactionId ?? paymentIntent.id));
      }
    } catch (failure) {
      setCardError(errorMessage(failure));
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form className="form card-form" onSubmit={submit} aria-label="Card payment">
      <div className="input stripe-card">
        <CardElement options={{ hidePostalCode: true, style: { base: { fontSize: "16px", color: "#0f172a" } } }} />
      </div>
      <BusyButton type="submit" className="btn btn--primary btn--block" busy={processing} busyLabel="Paying" disabled={!stripe || !clientSecret}>
        Pay {formatUsd(booking.price)}
      </BusyButton>
      <FormError message={cardError} />
    </form>
  );
}

/** Stripe Elements card form, used when VITE_STRIPE_PUBLISHABLE_KEY is set. */
export default function StripeCardForm(props: CardFormProps) {
  return (
    <Elements stripe={stripePromise}>
      <CheckoutForm {...props} />
    </Elements>
  );
}
