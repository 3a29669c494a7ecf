import { Link, useParams } from "react-router-dom";
import { OrderErrorState } from "../../../components/ui/order-error-state";
import { LoadingBlock } from "../../../components/ui/spinner";
import { formatDate, formatUsd } from "../../../lib/format";
import { usePageTitle } from "../../../lib/use-page-title";
import { useReceipt, type Receipt } from "../api/use-receipt";
import "../components/receipt.css";

/** Where each reader came from, and goes back to. */
const BACK: Record<Receipt["viewer"], { to: string; label: string }> = {
  buyer: { to: "/dashboard/myorder", label: "Back to My orders" },
  seller: { to: "/dashboard/bookings", label: "Back to Bookings" },
  admin: { to: "/dashboard/sales", label: "Back to Sales" },
};

const time = (iso: string) => new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });

/**
 * /dashboard/myorder/receipt/:id — a paid order's receipt (#33): what was bought, for how much,
 * when, the card transaction and both parties; the seller also sees the platform fee and what they
 * receive. Printing shows the receipt alone (receipt.css).
 */
export default function ReceiptPage() {
  const { id } = useParams();
  const { data: receipt, isPending, error, refetch } = useReceipt(id);
  usePageTitle(receipt ? `Receipt ${receipt.receiptNumber}` : "Receipt");

  if (isPending) return <LoadingBlock label="Loading receipt" />;
  if (error || !receipt) {
    return error ? <OrderErrorState error={error} onRetry={() => void refetch()} /> : null;
  }

  const back = BACK[receipt.viewer];
  const rows: [string, string][] = [
    ["Item", receipt.itemName ?? "—"],
    ["Price paid", `${formatUsd(receipt.amount)} ${receipt.currency}`],
    ...(receipt.fee !== null && receipt.sellerReceives !== null
      ? ([
          ["MotoMart fee", formatUsd(receipt.fee)],
          ["Seller receives", formatUsd(receipt.sellerReceives)],
        ] as [string, string][])
      : []),
    ["Paid on", `${formatDate(receipt.paidAt)}, ${time(receipt.paidAt)}`],
    ["Card transaction", receipt.transactionId],
    ["Booking", `#${receipt.bookingId}`],
  ];

  return (
    <article className="receipt panel" aria-labelledby="receipt-title">
      <header className="receipt__head">
        <p className="receipt__brand">
          Moto<span>Mart</span>
        </p>
        <h1 id="receipt-title">Receipt {receipt.receiptNumber}</h1>
        {receipt.refund ? <p className="badge badge--sold">Refunded</p> : <p className="badge badge--success">Paid</p>}
      </header>
      <dl className="receipt__facts">
        {rows.map(([term, value]) => (
          <div key={term} className="receipt__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="receipt__parties">
        <section aria-labelledby="receipt-buyer">
          <h2 id="receipt-buyer">Buyer</h2>
          <p>{receipt.buyer.name}</p>
          {receipt.buyer.email && <p className="muted">{receipt.buyer.email}</p>}
        </section>
        <section aria-labelledby="receipt-seller">
          <h2 id="receipt-seller">Seller</h2>
          <p>{receipt.seller?.name ?? "Account closed"}</p>
          {receipt.seller?.email && <p className="muted">{receipt.seller.email}</p>}
        </section>
      </div>
      {receipt.refund && (
        <p className="notice receipt__refund">
          Refunded {formatUsd(receipt.refund.amount)} on {formatDate(receipt.refund.refundedAt)}
          {receipt.refund.reason ? `: ${receipt.refund.reason}` : "."}
        </p>
      )}
      <p className="muted receipt__note">
        Paid by card through MotoMart. Keep this receipt; questions go to <Link to="/contactUs">MotoMart support</Link>.
      </p>
      <div className="actions-row receipt__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.print()}>
          Print receipt
        </button>
        <Link to={back.to} className="btn btn--outline">
          {back.label}
        </Link>
      </div>
    </article>
  );
}
