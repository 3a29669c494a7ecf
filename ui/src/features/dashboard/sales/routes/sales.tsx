import { useState } from "react";
import { BookingState } from "../../../../components/ui/booking-state";
import { ReceiptLink } from "../../../../components/ui/receipt-link";
import { DataTable } from "../../../../components/ui/data-table";
import { EmptyState } from "../../../../components/ui/empty-state";
import { ListScreen } from "../../../../components/ui/list-screen";
import { PageHead } from "../../../../components/ui/page-head";
import { formatDate, formatUsd } from "../../../../lib/format";
import { usePageTitle } from "../../../../lib/use-page-title";
import { saleName, useSales, type Sale } from "../api/use-sales";
import { RefundDialog } from "../components/refund-dialog";
import "../components/sales.css";

const COLUMNS = [
  { label: "Bike" },
  { label: "Buyer" },
  { label: "Seller" },
  { label: "Amount" },
  { label: "State" },
  { label: "Actions", hidden: true },
];

/** The admin's Sales: every payment, newest first, with its fee and state; a paid one can be refunded (#15 point 4). */
export default function Sales() {
  usePageTitle("Sales");
  const list = useSales();
  const [refunding, setRefunding] = useState<Sale | null>(null);
  return (
    <section>
      <PageHead
        title="Sales"
        lead="Every payment, newest first. Refund a paid booking: the buyer is repaid and the bike goes back on the market."
      />
      <ListScreen list={list} label="sales" empty={<EmptyState title="No sales yet" />}>
        <DataTable caption="Sales" columns={COLUMNS}>
          {list.items.map((sale) => (
            <tr key={sale._id}>
              <td>
                <strong className="sales__text">{saleName(sale)}</strong>
                <span className="table__sub">Paid {formatDate(sale.paidAt)}</span>
              </td>
              <td>
                <span className="sales__text">{sale.buyerName ?? "Deleted account"}</span>
                {sale.buyerEmail && <span className="table__sub sales__text">{sale.buyerEmail}</span>}
              </td>
              <td className="sales__text">{sale.sellerName ?? "—"}</td>
              <td>
                {formatUsd(sale.amountCents / 100)}
                {sale.feeCents !== null && <span className="table__sub">Fee {formatUsd(sale.feeCents / 100)}</span>}
              </td>
              <td>
                <SaleState sale={sale} />
              </td>
              <td>
                <div className="table__actions">
                  {sale.bookingId !== null && <ReceiptLink booking={{ _id: sale.bookingId, itemName: saleName(sale) }} />}
                  {sale.state === "paid" && (
                    <button
                      type="button"
                      className="btn btn--outline btn--sm"
                      aria-label={`Refund ${saleName(sale)} bought by ${sale.buyerName ?? "a deleted account"}`}
                      onClick={() => setRefunding(sale)}
                    >
                      Refund
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      </ListScreen>
      <RefundDialog sale={refunding} onClose={() => setRefunding(null)} />
    </section>
  );
}

/**
 * The booking's state; a payment whose booking went with the buyer's account has none: it says so,
 * whether it was refunded (in Stripe), and why it cannot be refunded here (the server's words).
 */
function SaleState({ sale }: { sale: Sale }) {
  if (sale.state !== null && sale.stateChangedAt !== null) {
    return (
      <BookingState booking={{ state: sale.state, stateReason: sale.stateReason, stateChangedAt: sale.stateChangedAt }} viewer="seller" />
    );
  }
  return (
    <div className="booking-state">
      <span className="badge badge--danger">Booking deleted</span>
      {sale.refundedAt ? (
        <span className="table__sub">Refunded on {formatDate(sale.refundedAt)}</span>
      ) : (
        sale.notRefundable && <span className="table__sub booking-state__reason">{sale.notRefundable}</span>
      )}
    </div>
  );
}
