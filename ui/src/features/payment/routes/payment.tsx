import { lazy, Suspense, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { ErrorState } from "../../../components/ui/error-state";
import { FormError } from "../../../components/ui/form-error";
import { PageHead } from "../../../components/ui/page-head";
import { LoadingBlock } from "../../../components/ui/spinner";
import { formatBdt, formatUsd } from "../../../lib/format";
import { usePageTitle } from "../../../lib/use-page-title";
import { useBooking } from "../api/use-booking";
import { TestCardForm } from "../components/test-card-form";
import { useClientSecret } from "../components/use-client-secret";
import "../components/payment.css";

const StripeCardForm = lazy(() => import("../components/stripe-card-form"));
const stripeConfigured = Boolean(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY);

/** SPEC §2 payment page: item name, price and a card form. */
export default function Payment() {
  usePageTitle("Payment");
  const { id } = useParams();
  const { data: booking, loading, error, reload, setData } = useBooking(id);
  const { clientSecret, error: intentError } = useClientSecret(booking?._id, booking ? !booking.paid : false);
  const [transactionId, setTransactionId] = useState<string | null>(null);

  if (loading) return <LoadingBlock label="Loading booking" />;
  if (error || !booking) return error ? <ErrorState error={error} onRetry={reload} /> : null;

  const onPaid = (id: string) => {
    setTransactionId(id);
    setData((current) => current && { ...current, paid: true });
  };
  const formProps = { booking, clientSecret, onPaid };

  return (
    <section className="payment">
      <PageHead title={`Payment for ${booking.itemName}`} lead="Pay securely by card. The seller is told as soon as the payment succeeds." />
      <div className="payment__grid">
        <div className="panel payment__summary">
          <img src={booking.image} alt="" width={800} height={600} />
          <h2>{booking.itemName}</h2>
          <p>
            Please pay <strong className="price">{formatUsd(booking.price)}</strong> <span className="muted">({formatBdt(booking.price)})</span>
          </p>
          <p className="muted">
            Booked by {booking.userName} · meet at {booking.location}
          </p>
        </div>
        <div className="panel">
          {transactionId ? (
            <div role="status" className="payment__success">
              <p className="badge badge--success">Paid</p>
              <h2>Congrats! Your payment is complete.</h2>
              <p>
                Your transaction id: <strong className="payment__txn">{transactionId}</strong>
              </p>
              <Link to="/dashboard/myorder" className="btn btn--primary">
                Back to My orders
              </Link>
            </div>
          ) : booking.paid ? (
            <div role="status" className="payment__success">
              <p className="badge badge--success">Paid</p>
              <p>This booking is already paid.</p>
              <Link to="/dashboard/myorder" className="btn btn--outline">
                Back to My orders
              </Link>
            </div>
          ) : (
            <>
              <h2 className="payment__form-title">Card details</h2>
              {!clientSecret && !intentError && <p className="muted">Preparing a secure payment…</p>}
              <FormError message={intentError} />
              {stripeConfigured ? (
                <Suspense fallback={<LoadingBlock label="Loading the card form" />}>
                  <StripeCardForm {...formProps} />
                </Suspense>
              ) : (
                <TestCardForm {...formProps} />
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
