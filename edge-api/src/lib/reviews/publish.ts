import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/database";
import { inTransaction } from "../../db/transaction";
import { BUYER_LINK } from "../bookings/states";
import { notify } from "../notifications/notify";
import { HIDDEN_DAYS } from "./review-status";
import { FORMER_MEMBER } from "./seller-reviews";

/**
 * The reviewed people hear of their reviews going public (the bell, and the desktop app's native
 * notification): a seller's lead to their page, where they may answer; a buyer's to My orders.
 */
export async function announcePublished(trx: Transaction<Database>, reviewIds: number[]): Promise<void> {
  if (reviewIds.length === 0) return;
  const published = await trx
    .selectFrom("reviews")
    .leftJoin("users as author", "author.id", "reviews.author_id")
    .select(["reviews.subject_id", "reviews.author_role", "reviews.stars", "author.name as author_name"])
    .where("reviews.id", "in", reviewIds)
    .execute();
  await notify(
    trx,
    published.map((review) => ({
      userId: review.subject_id,
      kind: "review_published",
      title: `${review.author_name ?? FORMER_MEMBER} reviewed you: ${review.stars} of 5 stars.`,
      link: review.author_role === "buyer" ? `/seller/${review.subject_id}` : BUYER_LINK,
    })),
  );
}

/**
 * The hourly cron's step: a review the other side has not answered with theirs within HIDDEN_DAYS
 * is published alone (reviews_hidden_idx), and its subject hears of it. Its publication time is
 * when its wait ended, so the seller page's order does not depend on when the cron ran (to the
 * millisecond, as the pair's trigger keeps it).
 */
export async function publishDueReviews(db: Kysely<Database>): Promise<number> {
  return inTransaction(db, async (trx) => {
    const published = await trx
      .updateTable("reviews")
      .set({ published_at: sql`date_trunc('milliseconds', created_at + make_interval(days => ${HIDDEN_DAYS}))` })
      .where("published_at", "is", null)
      .where("created_at", "<=", sql<Date>`now() - make_interval(days => ${HIDDEN_DAYS})`)
      .returning("id")
      .execute();
    await announcePublished(
      trx,
      published.map((review) => review.id),
    );
    return published.length;
  });
}
