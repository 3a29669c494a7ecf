import { lazy, Suspense, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { MyOrdersLink, OrderErrorState } from "../../../components/ui/order-error-state";
import { BookingState } from "../../../components/ui/booking-state";
import { FormError } from "../../../components/ui/form-error";
import { PageHead } from "../../../components/ui/page-head";
import { LoadingBlock } from "../../../components/ui/spinner";
import { ApproxBdt } from "../../../components/ui/approx-bdt";
import { formatUsd } from "../../../lib/format";
import { resource } from "../../../lib/query-keys";
import { useRefresh } from "../../../lib/use-refresh";
import { usePageTitle } from "../../../lib/use-page-title";
import { useBooking } from "../api/use-booking";
import { usePaymentIntent } from "../api/use-payment-intent";
import type { CardFormProps } from "../components/card-form-props";
import { TestCardForm } from "../components/test-card-form";
import "../components/payment.css";
import { BikeImage } from "../../../components/ui/bike-image";
import { receiptPath } from "../../../components/ui/receipt-link";

const StripeCardForm = lazy(() => import("../components/stripe-card-form"));
const stripeConfigured = Boolean(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY);

function PaidState({ transactionId, bookingId }: { transactionId: string | null; bookingId: number }) {
  return (
    <div role="status" className="payment__success">
      <p className="badge badge--success">Paid</p>
      {transactionId ? (
        <>
          <h2>Congrats! Your payment is complete.</h2>
          <p>
            Your transaction id: <strong className="payment__txn">{transactionId}</strong>
          </p>
        </>
      ) : (
        <p>This booking is already paid.</p>
      )}
      <div className="actions-row">
        <Link to={receiptPath(bookingId)} className="btn btn--primary">
          View receipt
        </Link>
        <MyOrdersLink />
      </div>
    </div>
  );
}

/** The card form the server's mode calls for: test mode (offline) or Stripe Elements. */
function CardForm(props: CardFormProps & { testMode: boolean | undefined }) {
  const { testMode, ...formProps } = props;
  // Before the intent arrives, guess from the build; the server's answer decides.
  const useTestForm = testMode ?? !stripeConfigured;
  if (useTestForm) return <TestCardForm {...formProps} />;
  if (!stripeConfigured) return <FormError message="Card payments are not set up in this build: it has no Stripe publishable key." />;
  return (
    <Suspense fallback={<LoadingBlock label="Loading the card form" />}>
      <StripeCardForm {...formProps} />
    </Suspense>
  );
}

/** docs/product-spec.md §2 payment page: item name, price and a card form; docs/product-spec.md §4 payment states. */
export default function Payment() {
  usePageTitle("Payment");
  const { id } = useParams();
  const { data: booking, isPending, error, refetch } = useBooking(id);
  const refresh = useRefresh();
  // Only an open booking can be paid: a closed one (sold to another buyer, cancelled, declined,
  // removed) asks for no payment and shows no card form, only what happened (#33).
  const payable = Boolean(booking && !booking.paid && booking.state === "open");
  const payment = usePaymentIntent(booking?._id, payable);
  const [transactionId, setTransactionId] = useState<string | null>(null);
  const [paidMeanwhile, setPaidMeanwhile] = useState(false);

  if (isPending) return <LoadingBlock label="Loading booking" />;
  if (error || !booking) return error ? <OrderErrorState error={error} onRetry={() => void refetch()} /> : null;

  const onPaid = (paidId: string) => {
    setTransactionId(paidId);
    // The booking is paid and its bike sold: My orders, the bike's lists and the ads slider change.
    void refresh([resource.bookings, resource.bikes, resource.ads]);
  };
  const paid = transactionId !== null || booking.paid || payment.alreadyPaid || paidMeanwhile;

  return (
    <section className="payment">
      <PageHead
        title={`Payment for ${booking.itemName}`}
        lead="Pay securely by card. The seller is told as soon as the payment succeeds."
      />
      <div className="payment__grid">
        <div className="panel payment__summary">
          <BikeImage src={booking.image} alt="" width={800} height={600} />
          <h2>{booking.itemName}</h2>
          {/* USD is what the card is charged; the BDT figure is only a conversion (README, Prices and currency). */}
          <p>
            {paid ? "Paid" : "Please pay"} <strong className="price">{formatUsd(booking.price)}</strong> <ApproxBdt usd={booking.price} />
          </p>
          <p className="muted">
            Booked by {booking.userName} · meet at {booking.location}
          </p>
        </div>
        <div className="panel">
          {paid ? (
            <PaidState transactionId={transactionId} bookingId={booking._id} />
          ) : !payable ? (
            <div role="status" className="payment__blocked">
              <p className="payment__blocked-title">This booking cannot be paid any more</p>
              <BookingState booking={booking} viewer="buyer" />
              <Link to="/dashboard/myorder" className="btn btn--ghost">
                Back to My orders
              </Link>
            </div>
          ) : (
            <>
              <h2 className="payment__form-title">Card details</h2>
              {!payment.intent && !payment.error && !payment.sellerNotConnected && <p className="muted">Preparing a secure payment…</p>}
              {payment.sellerNotConnected ? (
                // #15: only a seller with a connected payout account can be paid; the API has asked them to connect.
                <div role="status" className="payment__blocked">
                  <p className="payment__blocked-title">This seller cannot receive payments yet</p>
                  <p className="muted">We have asked them to connect a payout account. Try again later; your booking stays as it is.</p>
                  <Link to="/dashboard/myorder" className="btn btn--ghost">
                    Back to My orders
                  </Link>
                </div>
              ) : payment.error ? (
                <>
                  <FormError message={payment.error} />
                  <p className="actions-row">
                    {payment.retryable && (
                      <button type="button" className="btn btn--outline" onClick={payment.retry}>
                        Try again
                      </button>
                    )}
                    <Link to="/dashboard/myorder" className="btn btn--ghost">
                      Back to My orders
                    </Link>
                  </p>
                </>
              ) : (
                <CardForm
                  booking={booking}
                  clientSecret={payment.intent?.clientSecret ?? null}
                  testMode={payment.intent?.testMode}
                  onPaid={onPaid}
                  onAlreadyPaid={() => setPaidMeanwhile(true)}
                />
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
