import { useForm } from "react-hook-form";
import { toast } from "../../../lib/toast";
import { BusyButton } from "../../../components/ui/busy-button";
import { Dialog } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import type { Bike } from "../../../lib/api-types";
import { applyFieldErrors } from "../../../lib/field-errors";
import { resource } from "../../../lib/query-keys";
import { useAction } from "../../../lib/use-action";
import { createReport } from "../api/create-report";

const REASONS = ["Looks like a scam", "Wrong price or details", "Already sold", "Offensive content"];

/** Lets a signed-in user report a listing; admins see it under Reported Items. */
export function ReportDialog({ bike, onClose }: { bike: Bike | null; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors },
  } = useForm<{ reason: string }>({ defaultValues: { reason: "" } });
  const { run, pending } = useAction(createReport, {
    onError: (error) => applyFieldErrors(error, setError, ["reason"]),
    refreshes: [resource.reports],
  });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ reason }) => {
    if (!bike) return;
    const result = await run(bike._id, reason);
    if (!result?.acknowledged) return;
    toast.success("Thanks — our team will review this listing.");
    close();
  });

  return (
    <Dialog open={bike !== null} title={bike ? `Report ${bike.name}` : "Report a listing"} onClose={close}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Report listing">
        <div className="chips" role="group" aria-label="Common reasons">
          {REASONS.map((reason) => (
            <button key={reason} type="button" className="chip" onClick={() => setValue("reason", reason, { shouldValidate: true })}>
              {reason}
            </button>
          ))}
        </div>
        <Field label="What is wrong with this listing?" error={errors.reason?.message}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={4}
              {...register("reason", {
                required: "Tell us why you are reporting this listing",
                validate: (v) => v.trim().length > 0 || "Tell us why you are reporting this listing",
              })}
            />
          )}
        </Field>
        <BusyButton type="submit" className="btn btn--danger btn--block" busy={pending} busyLabel="Sending report">
          Send report
        </BusyButton>
      </form>
    </Dialog>
  );
}
