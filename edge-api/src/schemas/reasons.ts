import { z } from "zod";
import { id, optionalText, requiredText } from "../lib/api/fields";

/**
 * The reasons people give with a change, as the API checks them and the UI's ReasonDialog
 * (ui/src/components/ui/reason-dialog.tsx) checks them before sending: one rule each, in one place.
 * Reasons are shown to other people (under a booking's state, in Reported Items), so they are text
 * of bounded length; line breaks are kept, as the dialogs take them in a text area.
 */

/** A booking's state reason and a refund's reason: at most this many characters (refunds.reason's CHECK says the same). */
const STATE_REASON_MAX = 300;

/** POST /api/bookings/:id/decline and /cancel: an optional reason, shown to the other side. */
export const optionalReasonBody = z.object({ reason: optionalText("Reason", STATE_REASON_MAX, { multiline: true }) });

/** POST /api/payments/:id/refund: why the admin refunds, shown to the buyer and the seller under the booking's state. */
export const refundBody = z.object({
  reason: requiredText("Reason", STATE_REASON_MAX, { multiline: true }).min(3, "Reason must be at least 3 characters"),
});

/** Why a listing or a conversation is reported; the admin reads it in Reported Items. */
const reportReason = requiredText("Reason", 1000, { multiline: true });
/** POST /api/conversations/:id/report (a conversation's report); what both Report dialogs send. */
export const reportReasonBody = z.object({ reason: reportReason });
/** POST /api/reports: a listing's report. */
export const newReportBody = z.object({ bikeId: id("Bike"), reason: reportReason });

/**
 * PUT /api/reports/:id: dismiss a report, or remove its listing with a reason its seller is told
 * in a notification (#33): required, at most 300 characters.
 */
export const removeListingReasonBody = z.object({ reason: requiredText("Reason", STATE_REASON_MAX, { multiline: true }) });
export const resolveReportBody = z.discriminatedUnion(
  "action",
  [z.object({ action: z.literal("dismiss") }), z.object({ action: z.literal("remove"), ...removeListingReasonBody.shape })],
  { error: "Action must be dismiss or remove" },
);

/** What every reason form sends. */
export type ReasonBody = z.infer<typeof optionalReasonBody>;
