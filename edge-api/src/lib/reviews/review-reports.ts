import type { Kysely, Transaction } from "kysely";
import type { Database, UserRow } from "../../db/database";
import { conflict, forbidden, notFound } from "../api/errors";
import { notify } from "../notifications/notify";
import { BUYER_LINK, SELLER_LINK } from "../bookings/states";

/** What a booking's review is filed under in Reported Items when its booking is gone. */
const UNNAMED_BOOKING = "A deleted booking";

/**
 * Anyone signed in reports a public review (POST /api/reviews/:id/report), once while the report
 * is open; its author cannot. The report names what the reviewed booking bought, so Reported Items
 * can be searched by it as by a listing's name.
 */
export async function reportReview(db: Kysely<Database>, reporter: UserRow, reviewId: number, reason: string): Promise<number> {
  const review = await db
    .selectFrom("reviews")
    .leftJoin("bookings", "bookings.id", "reviews.booking_id")
    .select(["reviews.id", "reviews.author_id", "bookings.item_name"])
    .where("reviews.id", "=", reviewId)
    .where("reviews.published_at", "is not", null)
    .where("reviews.removed_at", "is", null)
    .executeTakeFirst();
  if (!review) throw notFound("Review");
  if (review.author_id === reporter.id) throw forbidden("You cannot report your own review.");
  const inserted = await db
    .insertInto("reports")
    .values({ bike_id: null, bike_name: review.item_name ?? UNNAMED_BOOKING, review_id: review.id, reporter_id: reporter.id, reason })
    .onConflict((oc) =>
      oc.columns(["review_id", "reporter_id"]).where("status", "=", "open").where("review_id", "is not", null).doNothing(),
    )
    .returning("id")
    .executeTakeFirst();
  if (!inserted) throw conflict("You have already reported this review.");
  return inserted.id;
}

/**
 * The admin removes a reported review (PUT /api/reports/:id, action "remove"): it leaves the
 * seller's page and rating (the rating trigger recounts), every open report of it is resolved, and
 * its author is told why. Answers how many reports were resolved.
 */
export async function removeReportedReview(trx: Transaction<Database>, reviewId: number, reason: string): Promise<number> {
  const review = await trx
    .updateTable("reviews")
    .set({ removed_at: new Date(), removal_reason: reason })
    .where("id", "=", reviewId)
    .where("removed_at", "is", null)
    .returning(["author_id", "author_role"])
    .executeTakeFirst();
  if (!review) throw conflict("This review is already removed. Dismiss the report to close it.");
  const resolved = await trx
    .updateTable("reports")
    .set({ status: "removed", resolved_at: new Date() })
    .where("status", "=", "open")
    .where("review_id", "=", reviewId)
    .executeTakeFirst();
  // A deleted author ("Former member") has no one left to tell.
  if (review.author_id !== null) {
    await notify(trx, {
      userId: review.author_id,
      kind: "review_removed",
      title: `MotoMart removed your review: ${reason}`,
      // Where they wrote it: My orders for a buyer, Bookings for a seller.
      link: review.author_role === "buyer" ? BUYER_LINK : SELLER_LINK,
    });
  }
  return Number(resolved.numUpdatedRows);
}
