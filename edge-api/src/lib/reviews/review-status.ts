import { sql } from "kysely";
import type { BookingState, ReviewAuthor } from "../../db/database";

/** Reviews are written within this many days of the payment (the database checks it too: reviews_allowed). */
export const REVIEW_WINDOW_DAYS = 60;
const DAY_MS = 86_400_000;
/** A review waits this long for the other side's before it is published alone (lib/reviews/publish.ts). */
export const HIDDEN_DAYS = 14;

/** Whether a booking paid at `paidAt` can still be reviewed. */
export const withinReviewWindow = (paidAt: Date, now = Date.now()) => now - paidAt.getTime() <= REVIEW_WINDOW_DAYS * DAY_MS;

/** A booking row's sides that reviewed it (null: none), for a statement over `bookings`. */
export const reviewedBy = sql<ReviewAuthor[] | null>`(SELECT array_agg(r.author_role) FROM reviews AS r WHERE r.booking_id = bookings.id)`;
/** When a booking row was paid (null: never), for a statement over `bookings`. */
export const paidAt = sql<Date | null>`(SELECT p.created_at FROM payments AS p WHERE p.booking_id = bookings.id)`;

/**
 * What My orders (the buyer) and Bookings (the seller) show about reviewing a booking: "written"
 * once their side has ("Reviewed"), "write" while they still may ("Leave a review": paid, not
 * refunded, within the window), else nothing.
 */
export function reviewStatus(
  side: ReviewAuthor,
  row: { state: BookingState; reviewed_by: ReviewAuthor[] | null; paid_at: Date | null },
  now = Date.now(),
): "write" | "written" | null {
  if (row.reviewed_by?.includes(side)) return "written";
  return row.state === "paid" && row.paid_at && withinReviewWindow(row.paid_at, now) ? "write" : null;
}
