import type { Kysely } from "kysely";
import type { Database } from "../../db/database";
import { conflict, notFound } from "../api/errors";

/**
 * The reviewed person answers a public review of them, once: the update only takes an unanswered
 * review, so a second answer (or two at once) changes nothing and is told so. Only when it took
 * nothing is the review read, to say which.
 */
export async function answerReview(db: Kysely<Database>, callerId: number, reviewId: number, text: string) {
  const answerable = db
    .updateTable("reviews")
    .where("id", "=", reviewId)
    .where("subject_id", "=", callerId)
    .where("published_at", "is not", null)
    .where("removed_at", "is", null);
  const answered = await answerable.set({ answer: text, answered_at: new Date() }).where("answer", "is", null).executeTakeFirst();
  if (Number(answered.numUpdatedRows) > 0) return;
  const review = await db
    .selectFrom("reviews")
    .select("id")
    .where("id", "=", reviewId)
    .where("subject_id", "=", callerId)
    .where("published_at", "is not", null)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  throw review ? conflict("You have already answered this review.") : notFound("Review");
}
