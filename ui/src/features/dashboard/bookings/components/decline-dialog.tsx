import { optionalReasonBody } from "../../../../../../edge-api/src/schemas/reasons";
import { ReasonDialog } from "../../../../components/ui/reason-dialog";
import { toast } from "../../../../lib/toast";
import type { ReceivedBooking } from "../api/use-received-bookings";
import { BOOKING_RESOURCES, declineBooking } from "../api/decline-booking";

/** The seller declines an open booking, with a reason the buyer reads if they give one; the buyer is notified. */
export function DeclineDialog({ booking, onClose }: { booking: ReceivedBooking | null; onClose: () => void }) {
  return (
    <ReasonDialog
      open={booking !== null}
      title={booking ? `Decline ${booking.userName}'s booking of "${booking.itemName}"?` : ""}
      formLabel="Decline booking"
      schema={optionalReasonBody}
      optional
      intro="The buyer is told you declined, with your reason if you give one. This cannot be undone."
      cancelLabel="Keep booking"
      submitLabel="Decline booking"
      busyLabel="Declining"
      send={(reason) => declineBooking(booking!._id, reason)}
      refreshes={BOOKING_RESOURCES}
      onDone={() => toast.success(`${booking!.userName}'s booking is declined. They have been told.`)}
      onClose={onClose}
    />
  );
}
