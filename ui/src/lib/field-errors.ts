import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiRequestError } from "./api-error";

/** Puts the server's per-field messages under the matching form fields. */
export function applyFieldErrors<Form extends FieldValues>(error: unknown, setError: UseFormSetError<Form>, fields: readonly Path<Form>[]) {
  if (!(error instanceof ApiRequestError)) return;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = fields.find((f) => f === name);
    if (field) setError(field, { type: "server", message });
  }
}
