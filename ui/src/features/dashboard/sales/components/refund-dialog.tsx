import { useForm } from "react-hook-form";
import { BusyButton } from "../../../../components/ui/busy-button";
import { Dialog } from "../../../../components/ui/dialog";
import { Field } from "../../../../components/ui/field";
import { applyFieldErrors } from "../../../../lib/field-errors";
import { formatUsd } from "../../../../lib/format";
import { toast } from "../../../../lib/toast";
import { useAction } from "../../../../lib/use-action";
import { REFUND_RESOURCES, refundSale } from "../api/refund-sale";
import type { Sale } from "../api/use-sales";

const MIN_REASON = 3;
const MAX_REASON = 300;

/** The admin refunds a paid booking with a required reason; the buyer and the seller are told, and the bike goes back on the market. */
export function RefundDialog({ sale, onClose }: { sale: Sale | null; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<{ reason: string }>({ defaultValues: { reason: "" } });
  const { run, pending } = useAction(refundSale, {
    onError: (error) => applyFieldErrors(error, setError, ["reason"]),
    refreshes: REFUND_RESOURCES,
  });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ reason }) => {
    if (!sale) return;
    const result = await run(sale._id, reason.trim());
    if (!result?.acknowledged) return;
    toast.success(`Refunded ${formatUsd(sale.amountCents / 100)} for "${sale.itemName}". The bike is back on the market.`);
    close();
  });

  return (
    <Dialog open={sale !== null} title={sale ? `Refund "${sale.itemName}"?` : ""} onClose={close}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Refund payment">
        {sale && (
          <p className="muted">
            {sale.buyerName ?? "The buyer"} gets {formatUsd(sale.amountCents / 100)} back; the seller's payout and the platform fee are
            reversed, and the bike returns to the market. Both are told, with your reason. This cannot be undone.
          </p>
        )}
        <Field label="Reason" error={errors.reason?.message}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
              maxLength={MAX_REASON}
              {...register("reason", {
                validate: (value) => value.trim().length > 0 || "Reason is required",
                minLength: { value: MIN_REASON, message: `Reason must be at least ${MIN_REASON} characters` },
                maxLength: { value: MAX_REASON, message: `Reason must be at most ${MAX_REASON} characters` },
              })}
            />
          )}
        </Field>
        <div className="actions-row">
          <button type="button" className="btn btn--outline" onClick={close}>
            Keep payment
          </button>
          <BusyButton type="submit" className="btn btn--danger" busy={pending} busyLabel="Refunding">
            Refund
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
