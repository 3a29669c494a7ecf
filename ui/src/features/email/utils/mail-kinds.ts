import { MAIL_KIND_TEXT } from "../../../../../edge-api/src/schemas/email";
import { ApiRequestError, errorMessage } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format";

/** A kind's name (MAIL_KIND_TEXT); a kind this build does not know yet (a newer server) is undefined. */
export const mailKindLabel = (kind: string): string | undefined =>
  (MAIL_KIND_TEXT as Partial<Record<string, { label: string }>>)[kind]?.label;

/** Why a switch did not save: the API's message for the list (a 400 names the field `off`), else its message. */
export function saveErrorMessage(error: unknown): string {
  const field = error instanceof ApiRequestError ? Object.values(error.fields)[0] : undefined;
  return field ?? errorMessage(error);
}

/** "3 Oct 2026, 14:05" in the reader's time zone: when a mail was given up. */
export const formatFailedAt = (iso: string) =>
  `${formatDate(iso)}, ${new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" })}`;
