import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { MESSAGE_MAX_LENGTH, newMessageBody, type NewMessageBody } from "../../../../../edge-api/src/schemas/conversation";
import { BusyButton } from "../../../components/ui/busy-button";
import { Field } from "../../../components/ui/field";
import { applyFieldErrors } from "../../../lib/field-errors";
import { useAction } from "../../../lib/use-action";

const count = new Intl.NumberFormat("en-US");

/**
 * A message box with its character count, checked by the API's own rule (schemas/conversation.ts:
 * plain text, at most 2,000 characters) before it is sent; the server's message shows under it too.
 */
export function Composer<Result>({
  label,
  placeholder,
  submitLabel = "Send",
  send,
  onSent,
}: {
  label: string;
  placeholder?: string;
  submitLabel?: string;
  send: (body: string) => Promise<Result>;
  onSent: (result: Result) => void;
}) {
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewMessageBody>({ resolver: zodResolver(newMessageBody), defaultValues: { body: "" } });
  const { run, pending } = useAction(send, { onError: (error) => applyFieldErrors(error, setError, ["body"]) });
  const length = watch("body").length;

  const onSubmit = handleSubmit(async ({ body }) => {
    const result = await run(body);
    if (result === undefined) return;
    reset();
    onSent(result);
  });

  return (
    <form className="composer" onSubmit={onSubmit} noValidate aria-label={label}>
      {/* The count is the field's hint, so it is read with the field (not announced on every key). */}
      <Field label={label} error={errors.body?.message} hint={`${count.format(length)} / ${count.format(MESSAGE_MAX_LENGTH)} characters`}>
        {(control) => (
          <textarea
            {...control}
            className="input composer__input"
            rows={3}
            placeholder={placeholder}
            {...register("body")}
            onKeyDown={(event) => {
              // Ctrl/Cmd+Enter sends; Enter alone is a new line (messages may have several).
              if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void onSubmit();
            }}
          />
        )}
      </Field>
      <div className="composer__footer">
        <BusyButton type="submit" className="btn btn--primary" busy={pending} busyLabel="Sending">
          {submitLabel}
        </BusyButton>
      </div>
    </form>
  );
}
