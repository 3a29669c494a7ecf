import { useForm } from "react-hook-form";
import type { ReceivedBooking } from "../api/use-received-bookings";
import { BusyButton } from "../../../../components/ui/busy-button";
import { Dialog } from "../../../../components/ui/dialog";
import { Field } from "../../../../components/ui/field";
import { applyFieldErrors } from "../../../../lib/field-errors";
import { toast } from "../../../../lib/toast";
import { useAction } from "../../../../lib/use-action";
import { BOOKING_RESOURCES, declineBooking } from "../api/decline-booking";

const MAX_REASON = 300;

/** The seller declines an open booking, with a reason the buyer reads if they give one; the buyer is notified. */
export function DeclineDialog({ booking, onClose }: { booking: ReceivedBooking | null; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<{ reason: string }>({ defaultValues: { reason: "" } });
  const { run, pending } = useAction(declineBooking, {
    onError: (error) => applyFieldErrors(error, setError, ["reason"]),
    refreshes: BOOKING_RESOURCES,
  });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ reason }) => {
    if (!booking) return;
    const result = await run(booking._id, reason.trim());
    if (!result?.acknowledged) return;
    toast.success(`${booking.userName}'s booking is declined. They have been told.`);
    close();
  });

  return (
    <Dialog
      open={booking !== null}
      title={booking ? `Decline ${booking.userName}'s booking of "${booking.itemName}"?` : ""}
      onClose={close}
    >
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Decline booking">
        <p className="muted">The buyer is told you declined, with your reason if you give one. This cannot be undone.</p>
        <Field label="Reason" optional error={errors.reason?.message}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
              maxLength={MAX_REASON}
              {...register("reason", { maxLength: { value: MAX_REASON, message: `Reason must be at most ${MAX_REASON} characters` } })}
            />
          )}
        </Field>
        <div className="actions-row">
          <button type="button" className="btn btn--outline" onClick={close}>
            Keep booking
          </button>
          <BusyButton type="submit" className="btn btn--danger" busy={pending} busyLabel="Declining">
            Decline booking
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
