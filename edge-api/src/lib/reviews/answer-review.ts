import type { Kysely } from "kysely";
import type { Database } from "../../db/database";
import { conflict, notFound } from "../api/errors";

/**
 * The reviewed person answers a public review of them, once: the update only takes an unanswered
 * review, so a second answer (or two at once) changes nothing and is told so.
 */
export async function answerReview(db: Kysely<Database>, callerId: number, reviewId: number, text: string) {
  const review = await db
    .selectFrom("reviews")
    .select(["id", "answer"])
    .where("id", "=", reviewId)
    .where("subject_id", "=", callerId)
    .where("published_at", "is not", null)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  if (!review) throw notFound("Review");
  const answered = await db
    .updateTable("reviews")
    .set({ answer: text, answered_at: new Date() })
    .where("id", "=", reviewId)
    .where("answer", "is", null)
    .executeTakeFirst();
  if (Number(answered.numUpdatedRows) === 0) throw conflict("You have already answered this review.");
}
