import { useForm } from "react-hook-form";
import { BusyButton } from "../../../components/ui/busy-button";
import { Dialog } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { applyFieldErrors } from "../../../lib/field-errors";
import { resource } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { useAction } from "../../../lib/use-action";
import { reportConversation } from "../api/conversations";

/** Either participant reports the conversation; it lands in the admin's Reported Items, who may then read it. */
export function ReportConversationDialog({
  conversationId,
  open,
  onClose,
}: {
  conversationId: number;
  open: boolean;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<{ reason: string }>({ defaultValues: { reason: "" } });
  const { run, pending } = useAction((reason: string) => reportConversation(conversationId, reason), {
    onError: (error) => applyFieldErrors(error, setError, ["reason"]),
    refreshes: [resource.reports],
  });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ reason }) => {
    const result = await run(reason);
    if (!result?.acknowledged) return;
    toast.success("Thanks — our team will read this conversation.");
    close();
  });

  return (
    <Dialog open={open} title="Report this conversation" onClose={close}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Report conversation">
        <p className="muted">Our team will be able to read this conversation to review it.</p>
        <Field label="What is wrong?" error={errors.reason?.message}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={4}
              {...register("reason", { validate: (v) => v.trim().length > 0 || "Tell us why you are reporting this conversation" })}
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
