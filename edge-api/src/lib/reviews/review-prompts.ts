import { sql, type Kysely, type Transaction } from "kysely";
import type { BookingState, Database, ReviewAuthor } from "../../db/database";
import { inTransaction } from "../../db/transaction";
import { BUYER_LINK, SELLER_LINK } from "../bookings/states";
import { notify, type NewNotification } from "../notifications/notify";
import { paidAt, reviewedBy, reviewStatus } from "./review-status";

/** A side that has not written its review is reminded once, this many days after the payment. */
const REMINDER_DAYS = 7;
/** Payments the hourly cron takes per transaction. */
const REMINDER_BATCH = 1000;

type Db = Kysely<Database> | Transaction<Database>;

interface ReviewableBooking {
  buyer_id: number;
  seller_id: number | null;
  item_name: string;
  /** The buyer's name as they booked. */
  user_name: string;
}

/** "You can review" to each of `sides` (a deleted seller is no one to tell), leading to where they write it. */
function reviewPrompts(booking: ReviewableBooking, sides: readonly ReviewAuthor[], reminder: boolean): NewNotification[] {
  return sides.flatMap((side) => {
    const userId = side === "buyer" ? booking.buyer_id : booking.seller_id;
    if (userId === null) return [];
    const ask =
      side === "buyer"
        ? `How was buying ${booking.item_name}? Leave a review of the seller.`
        : `How was selling ${booking.item_name} to ${booking.user_name}? Leave a review of the buyer.`;
    return [
      { userId, kind: "review_prompt", title: reminder ? `Reminder: ${ask}` : ask, link: side === "buyer" ? BUYER_LINK : SELLER_LINK },
    ];
  });
}

/** When a booking is paid (payments/record-payment.ts, in its transaction): both sides hear they can review each other. */
export async function promptReviews(trx: Db, bookingId: number): Promise<void> {
  const booking = await trx
    .selectFrom("bookings")
    .select(["buyer_id", "seller_id", "item_name", "user_name"])
    .where("id", "=", bookingId)
    .executeTakeFirstOrThrow();
  await notify(trx, reviewPrompts(booking, ["buyer", "seller"], false));
}

/** The sides a booking's reminder goes to: those that may still write theirs (not written, paid, within the window). */
export const sidesToRemind = (
  booking: { state: BookingState; reviewed_by: ReviewAuthor[] | null; paid_at: Date | null },
  now = Date.now(),
): ReviewAuthor[] => (["buyer", "seller"] as const).filter((side) => reviewStatus(side, booking, now) === "write");

/**
 * The hourly cron's step: each payment REMINDER_DAYS old takes its one turn (review_reminded_at,
 * payments_review_reminder_due_idx), and the sides of its booking that may still review are
 * reminded, in the same transaction. Batches of REMINDER_BATCH until none are due; answers how
 * many reminders went out.
 */
export async function remindReviews(db: Kysely<Database>): Promise<number> {
  let reminded = 0;
  for (;;) {
    const { taken, sent } = await inTransaction(db, async (trx) => {
      const due = await trx
        .updateTable("payments")
        .set({ review_reminded_at: sql<Date>`now()` })
        .where("id", "in", (eb) =>
          eb
            .selectFrom("payments")
            .select("id")
            .where("review_reminded_at", "is", null)
            .where("created_at", "<=", sql<Date>`now() - make_interval(days => ${REMINDER_DAYS})`)
            .orderBy("created_at")
            .limit(REMINDER_BATCH)
            .forUpdate()
            .skipLocked(),
        )
        .returning("booking_id")
        .execute();
      const bookingIds = due.flatMap((payment) => payment.booking_id ?? []);
      if (bookingIds.length === 0) return { taken: due.length, sent: 0 };
      const bookings = await trx
        .selectFrom("bookings")
        .select(["buyer_id", "seller_id", "item_name", "user_name", "state", reviewedBy.as("reviewed_by"), paidAt.as("paid_at")])
        .where("id", "in", bookingIds)
        .execute();
      const reminders = bookings.flatMap((booking) => reviewPrompts(booking, sidesToRemind(booking), true));
      await notify(trx, reminders);
      return { taken: due.length, sent: reminders.length };
    });
    reminded += sent;
    if (taken < REMINDER_BATCH) return reminded;
  }
}
