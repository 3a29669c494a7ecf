import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js";
import { useEffect, useState, type FormEvent } from "react";
import { BusyButton } from "../../../components/ui/busy-button";
import { FormError } from "../../../components/ui/form-error";
import { useSession } from "../../../lib/auth/use-session";
import { formatUsd } from "../../../lib/format";
import type { CardFormProps } from "./card-form-props";
import { usePay } from "./use-pay";

/** Stripe.js from js.stripe.com; null when it cannot load (offline, blocked). */
const stripePromise = loadStripe(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY ?? "").catch((error: unknown) => {
  console.error("Stripe.js failed to load", error);
  return null;
});

function CheckoutForm({ booking, clientSecret, onPaid, onAlreadyPaid }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const { user } = useSession();
  const [cardReady, setCardReady] = useState(false);
  const { pay, processing, cardError } = usePay({ booking, onPaid, onAlreadyPaid });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    void pay(async () => {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: booking.userName, email: user?.email ?? booking.email } },
      });
      // Stripe's own message ("Your card was declined.") is shown in red under the form.
      if (error) throw new Error(error.message ?? "The payment failed.");
      if (paymentIntent.status !== "succeeded") throw new Error(`The payment did not go through (${paymentIntent.status}).`);
      return paymentIntent.id;
    });
  };

  return (
    <form className="form card-form" onSubmit={submit} aria-label="Card payment">
      <div className="input stripe-card">
        <CardElement
          onReady={() => setCardReady(true)}
          options={{ hidePostalCode: true, style: { base: { fontSize: "16px", color: "#0f172a" } } }}
        />
      </div>
      <BusyButton
        type="submit"
        className="btn btn--primary btn--block"
        busy={processing}
        busyLabel="Paying"
        disabled={!stripe || !elements || !cardReady || !clientSecret}
      >
        Pay {formatUsd(booking.price)}
      </BusyButton>
      <FormError message={cardError} />
    </form>
  );
}

/** Stripe Elements card form, used when VITE_STRIPE_PUBLISHABLE_KEY is set and the server is not in test mode. */
export default function StripeCardForm(props: CardFormProps) {
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    void stripePromise.then((stripe) => live && setUnavailable(stripe === null));
    return () => {
      live = false;
    };
  }, []);
  if (unavailable) return <FormError message="The card form could not load. Check your connection and reload the page." />;
  return (
    <Elements stripe={stripePromise}>
      <CheckoutForm {...props} />
    </Elements>
  );
}
