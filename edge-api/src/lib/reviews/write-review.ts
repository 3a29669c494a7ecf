import type { Kysely, Selectable } from "kysely";
import type { Database, UsersTable } from "../../db/database";
import { ApiError, conflict, notFound } from "../api/errors";
import type { NewReviewBody } from "../../schemas/review";
import { paidAt, REVIEW_WINDOW_DAYS, reviewedBy, withinReviewWindow } from "./review-status";
import { inTransaction } from "../../db/transaction";
import { announcePublished } from "./publish";

const ALREADY_REVIEWED = "You have already reviewed this booking.";

/**
 * The caller reviews the other side of one of their bookings: its buyer the seller, its seller the
 * buyer. The booking must be paid (not refunded or cancelled) and paid within the window (review-status.ts);
 * each side writes once. The database enforces the same (migrations/…_reviews.sql); this says
 * which rule failed in words. The review is hidden until the other side has written theirs (then
 * both are published at once, by the database) or HIDDEN_DAYS have passed.
 */
export async function writeReview(db: Kysely<Database>, caller: Selectable<UsersTable>, body: NewReviewBody, now = new Date()) {
  const booking = await db
    .selectFrom("bookings")
    .select([
      "bookings.id",
      "bookings.buyer_id",
      "bookings.seller_id",
      "bookings.state",
      reviewedBy.as("reviewed_by"),
      paidAt.as("paid_at"),
    ])
    .where("bookings.id", "=", body.bookingId)
    .executeTakeFirst();
  const side = booking?.buyer_id === caller.id ? "buyer" : booking?.seller_id === caller.id ? "seller" : null;
  if (!booking || !side) throw notFound("Booking");
  if (booking.state === "refunded") throw conflict("This booking was refunded, so it cannot be reviewed.");
  if (booking.state !== "paid" || !booking.paid_at) throw conflict("Only a paid booking can be reviewed.");
  if (!withinReviewWindow(booking.paid_at, now.getTime()))
    throw conflict(`Reviews can be written within ${REVIEW_WINDOW_DAYS} days of the payment.`);
  const sides = booking.reviewed_by ?? [];
  if (sides.includes(side)) throw conflict(ALREADY_REVIEWED);
  const subject = side === "buyer" ? booking.seller_id : booking.buyer_id;
  if (subject === null) throw new ApiError(409, "conflict", "The seller's account was closed, so there is no one to review.");
  const insert = (db: Kysely<Database>) =>
    db
      .insertInto("reviews")
      .values({ booking_id: booking.id, author_role: side, author_id: caller.id, subject_id: subject, stars: body.stars, body: body.text })
      .returning("id")
      .executeTakeFirstOrThrow();
  try {
    // The first side's review is hidden: one statement.
    if (sides.length === 0) return { id: (await insert(db)).id, published: false };
    // The other side had written theirs: the database publishes both with this one, and both subjects hear it.
    return await inTransaction(db, async (trx) => {
      const { id } = await insert(trx);
      const pair = await trx.selectFrom("reviews").select("id").where("booking_id", "=", booking.id).execute();
      await announcePublished(
        trx,
        pair.map((review) => review.id),
      );
      return { id, published: true };
    });
  } catch (error) {
    // Both of one side's tabs at once: the unique key keeps the second out.
    if ((error as { code?: string }).code === "23505") throw conflict(ALREADY_REVIEWED);
    throw error;
  }
}
