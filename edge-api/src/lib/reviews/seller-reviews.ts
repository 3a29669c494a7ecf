import type { Kysely } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";

/** A seller's public reviews from buyers, newest first, keyset on (published_at, id): reviews_of_seller_idx. */
export function sellerReviewsPage(db: Kysely<Database>, sellerId: number, after: Cursor | undefined, limit: number) {
  let query = db
    .selectFrom("reviews")
    .leftJoin("users as author", "author.id", "reviews.author_id")
    .select([
      "reviews.id",
      "reviews.stars",
      "reviews.body",
      "reviews.published_at",
      "reviews.answer",
      "reviews.answered_at",
      "author.name as author_name",
    ])
    .where("reviews.subject_id", "=", sellerId)
    .where("reviews.author_role", "=", "buyer")
    .where("reviews.published_at", "is not", null)
    .where("reviews.removed_at", "is", null);
  if (after && typeof after.k === "string") {
    const k = new Date(after.k);
    query = query.where((eb) => eb(eb.refTuple("reviews.published_at", "reviews.id"), "<", eb.tuple(k, after.id)));
  }
  return query.orderBy("reviews.published_at", "desc").orderBy("reviews.id", "desc").limit(limit);
}

export type SellerReviewRow = Awaited<ReturnType<ReturnType<typeof sellerReviewsPage>["execute"]>>[number];

/** What a deleted author's review says in place of their name. */
export const FORMER_MEMBER = "Former member";

export const reviewView = (row: SellerReviewRow) => ({
  _id: row.id,
  stars: row.stars,
  text: row.body,
  author: row.author_name ?? FORMER_MEMBER,
  publishedAt: row.published_at!.toISOString(),
  answer: row.answer,
  answeredAt: row.answered_at?.toISOString() ?? null,
});
