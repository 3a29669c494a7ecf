import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { BusyButton } from "../../../components/ui/busy-button";
import { DataTable } from "../../../components/ui/data-table";
import { EmptyState } from "../../../components/ui/empty-state";
import { ErrorState } from "../../../components/ui/error-state";
import { ListScreen } from "../../../components/ui/list-screen";
import { PageHead } from "../../../components/ui/page-head";
import { LoadingBlock } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-error";
import { formatDate, formatUsd } from "../../../lib/format";
import { feeSentence } from "../../../lib/queries/use-platform-fee";
import { toast } from "../../../lib/toast";
import { usePageTitle } from "../../../lib/use-page-title";
import { connectPayouts, useEarnings, usePayoutStatus, type PayoutStatus } from "../api/payouts-api";
import "../components/payouts.css";

const STATUS: Record<PayoutStatus, { label: string; badge: string; text: string }> = {
  not_connected: {
    label: "Not connected",
    badge: "",
    text: "Buyers cannot pay for your bikes until you connect a payout account. It takes a few minutes with Stripe.",
  },
  pending: {
    label: "Pending",
    badge: "badge--fair",
    text: "Stripe needs a few more details before you can be paid. Continue where you left off.",
  },
  active: { label: "Active", badge: "badge--success", text: "Buyers can pay for your bikes; each sale is paid out to your account." },
};

const COLUMNS = [{ label: "Bike" }, { label: "Paid" }, { label: "Gross" }, { label: "Platform fee" }, { label: "Net" }];

/** Connect: the API makes (or reuses) the seller's Stripe account and answers its onboarding link; the browser goes there and comes back here. */
function ConnectButton({ status }: { status: PayoutStatus }) {
  const [busy, setBusy] = useState(false);
  const connect = async () => {
    setBusy(true);
    try {
      const { url } = await connectPayouts();
      window.location.assign(url);
    } catch (error) {
      toast.error(errorMessage(error));
      setBusy(false);
    }
  };
  return (
    <BusyButton className="btn btn--primary" busy={busy} busyLabel="Opening Stripe" onClick={() => void connect()}>
      {status === "pending" ? "Continue setting up payouts" : "Connect payouts"}
    </BusyButton>
  );
}

function Earnings() {
  const list = useEarnings();
  return (
    <ListScreen
      list={list}
      label="your earnings"
      empty={<EmptyState title="No sales yet">Each bike paid through MotoMart shows here.</EmptyState>}
    >
      <DataTable caption="Earnings per sale" columns={COLUMNS}>
        {list.items.map((sale) => (
          <tr key={sale._id}>
            <td className="payouts__bike">{sale.itemName ?? "A removed booking"}</td>
            <td>{formatDate(sale.paidAt)}</td>
            <td className="price">{formatUsd(sale.gross)}</td>
            <td>−{formatUsd(sale.fee)}</td>
            <td>
              {sale.refundedAt ? (
                <span>
                  <s className="price">{formatUsd(sale.net)}</s> Refunded on {formatDate(sale.refundedAt)}
                </span>
              ) : (
                <strong className="price">{formatUsd(sale.net)}</strong>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </ListScreen>
  );
}

/** The seller's Payouts (#15): connect a Stripe account, its status, and earnings per sale (gross, platform fee, net). */
export default function Payouts() {
  usePageTitle("Payouts");
  const { data, isPending, error, refetch } = usePayoutStatus();
  const [params] = useSearchParams();
  const back = params.get("onboarding");
  useEffect(() => {
    // Back from Stripe with an expired or used link: say so; the button makes a new one.
    if (back === "expired") toast.error("That setup link has expired. Press the button to continue.", { id: "payouts-expired" });
  }, [back]);

  return (
    <section className="payouts">
      <PageHead title="Payouts" lead="Connect a payout account to be paid for the bikes you sell, and see what each sale earned you." />
      {isPending ? (
        <LoadingBlock label="Loading your payout status" />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <div className="panel payouts__status">
          <h2 className="payouts__title">
            Payout status <span className={`badge ${STATUS[data.status].badge}`.trim()}>{STATUS[data.status].label}</span>
          </h2>
          <p>{STATUS[data.status].text}</p>
          <p className="muted">{feeSentence(data.fee)}; you receive the rest of each sale.</p>
          {data.status !== "active" && <ConnectButton status={data.status} />}
        </div>
      )}
      <h2 className="payouts__heading">Earnings</h2>
      <Earnings />
    </section>
  );
}
