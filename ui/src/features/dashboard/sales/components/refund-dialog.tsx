import { refundBody } from "../../../../../../edge-api/src/schemas/reasons";
import { ReasonDialog } from "../../../../components/ui/reason-dialog";
import { formatUsd } from "../../../../lib/format";
import { toast } from "../../../../lib/toast";
import { REFUND_RESOURCES, refundSale } from "../api/refund-sale";
import { saleName, type Sale } from "../api/use-sales";

/** The admin refunds a paid booking with a required reason; the buyer and the seller are told, and the bike goes back on the market. */
export function RefundDialog({ sale, onClose }: { sale: Sale | null; onClose: () => void }) {
  return (
    <ReasonDialog
      open={sale !== null}
      title={sale ? `Refund "${saleName(sale)}"?` : ""}
      formLabel="Refund payment"
      schema={refundBody}
      intro={
        sale &&
        `${sale.buyerName ?? "The buyer"} gets ${formatUsd(sale.amountCents / 100)} back; the seller's payout and the platform fee are ` +
          "reversed, and the bike returns to the market. Both are told, with your reason. This cannot be undone."
      }
      cancelLabel="Keep payment"
      submitLabel="Refund"
      busyLabel="Refunding"
      send={(reason) => refundSale(sale!._id, reason)}
      refreshes={REFUND_RESOURCES}
      onDone={() =>
        toast.success(`Refunded ${formatUsd(sale!.amountCents / 100)} for "${saleName(sale!)}". The bike is back on the market.`)
      }
      onClose={onClose}
    />
  );
}
