import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { ReasonBody } from "../../../../edge-api/src/schemas/reasons";
import { applyFieldErrors } from "../../lib/field-errors";
import type { ResourceKey } from "../../lib/query-keys";
import { useAction } from "../../lib/use-action";
import { BusyButton } from "./busy-button";
import { Dialog } from "./dialog";
import { Field } from "./field";

/** A reason's rule as the API checks it (edge-api/src/schemas/reasons.ts): `{ reason }`, optional or required. */
type ReasonSchema = z.ZodType<ReasonBody, { reason?: string }>;

export interface ReasonDialogProps<Result> {
  open: boolean;
  /** The question, also the dialog's accessible name. */
  title: string;
  /** The form's accessible name, e.g. "Decline booking". */
  formLabel: string;
  /** The reason's rule, shared with the route that receives it. */
  schema: ReasonSchema;
  /** The text area's label; "Reason" unless told. */
  label?: string;
  /** Marks the label "(optional)": the schema lets the reason be left out. */
  optional?: boolean;
  /** What happens, above the field. */
  intro?: ReactNode;
  /** Common reasons, one click each to fill the field. */
  suggestions?: readonly string[];
  submitLabel: string;
  busyLabel: string;
  /** The button that closes without sending, e.g. "Keep booking"; without one the send button fills the row. */
  cancelLabel?: string;
  /** Sends the reason (trimmed by the schema; empty when optional and left out). */
  send: (reason: string) => Promise<Result>;
  /** The cached lists the change makes stale. */
  refreshes?: readonly ResourceKey[];
  /** After a success (e.g. its toast); the dialog then closes. */
  onDone: (result: Result) => void;
  onClose: () => void;
}

/**
 * A change made with a reason someone else reads — declining a booking, refunding a sale, reporting
 * a listing or a conversation: the reason is checked by the API's own rule before it is sent, and the
 * server's message for it shows under the field too.
 */
export function ReasonDialog<Result>(props: ReasonDialogProps<Result>) {
  const { open, title, formLabel, schema, label = "Reason", optional, intro, suggestions, send, onDone, onClose } = props;
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors },
  } = useForm<{ reason?: string }, unknown, ReasonBody>({ resolver: zodResolver(schema), defaultValues: { reason: "" } });
  const { run, pending } = useAction(send, {
    onError: (error) => applyFieldErrors(error, setError, ["reason"]),
    refreshes: props.refreshes,
  });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ reason }) => {
    const result = await run(reason ?? "");
    if (result === undefined) return;
    onDone(result);
    close();
  });

  return (
    <Dialog open={open} title={title} onClose={close}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label={formLabel}>
        {intro && <p className="muted">{intro}</p>}
        {suggestions && (
          <div className="chips" role="group" aria-label="Common reasons">
            {suggestions.map((reason) => (
              <button key={reason} type="button" className="chip" onClick={() => setValue("reason", reason, { shouldValidate: true })}>
                {reason}
              </button>
            ))}
          </div>
        )}
        <Field label={label} optional={optional} error={errors.reason?.message}>
          {(control) => <textarea {...control} className="input" rows={suggestions ? 4 : 3} {...register("reason")} />}
        </Field>
        {props.cancelLabel ? (
          <div className="actions-row">
            <button type="button" className="btn btn--outline" onClick={close}>
              {props.cancelLabel}
            </button>
            <BusyButton type="submit" className="btn btn--danger" busy={pending} busyLabel={props.busyLabel}>
              {props.submitLabel}
            </BusyButton>
          </div>
        ) : (
          <BusyButton type="submit" className="btn btn--danger btn--block" busy={pending} busyLabel={props.busyLabel}>
            {props.submitLabel}
          </BusyButton>
        )}
      </form>
    </Dialog>
  );
}
