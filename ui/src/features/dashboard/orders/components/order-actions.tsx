import { Link } from "react-router-dom";
import type { Booking } from "../../../../lib/api-types";
import { BusyButton } from "../../../../components/ui/busy-button";
import { useConfirm } from "../../../../components/ui/confirm-dialog";
import { toast } from "../../../../lib/toast";
import { useAction } from "../../../../lib/use-action";
import { BOOKING_RESOURCES, cancelBooking } from "../api/cancel-booking";
import { ReceiptLink } from "../../../../components/ui/receipt-link";

/**
 * What a buyer can do with a booking: pay for it and cancel it while it is open (docs/product-spec.md
 * §2 "Pay"); a paid (or refunded) one has its receipt. Any other booking offers nothing: its state
 * (Sold to another buyer…) says why.
 */
export function OrderActions({ booking }: { booking: Booking }) {
  const cancel = useAction(cancelBooking, { refreshes: BOOKING_RESOURCES });
  const { confirm, dialog } = useConfirm();
  if (booking.state === "paid" || booking.state === "refunded") return <ReceiptLink booking={booking} />;
  if (booking.state !== "open") return <span className="muted">—</span>;
  const onCancel = async () => {
    const confirmed = await confirm({
      title: `Cancel your booking of "${booking.itemName}"?`,
      note: "The seller is told you cancelled. You can book the bike again while it is for sale.",
      confirmLabel: "Cancel booking",
    });
    if (confirmed && (await cancel.run(booking._id))) toast.success(`Your booking of ${booking.itemName} is cancelled.`);
  };
  return (
    <div className="table__actions">
      <Link
        to={`/dashboard/myorder/payment/${booking._id}`}
        className="btn btn--primary btn--sm"
        aria-label={`Pay for ${booking.itemName}`}
      >
        Pay
      </Link>
      <BusyButton
        className="btn btn--outline btn--sm"
        busy={cancel.pending}
        busyLabel="Cancelling"
        aria-label={`Cancel booking: ${booking.itemName}`}
        onClick={() => void onCancel()}
      >
        Cancel booking
      </BusyButton>
      {dialog}
    </div>
  );
}
