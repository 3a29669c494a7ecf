import type { Kysely } from "kysely";
import type { Database, UserRow } from "../db/database";
import type { ListingStatus, NewBikeBody } from "../schemas/bike";
import { bikeValues } from "./bike-values";
import { notFound } from "./errors";
import { lockOwnUnsoldBikes } from "./own-bikes";

/**
 * A seller replaces every field of one of their own bikes with an Add product body (PUT
 * /api/bikes/my/:id), in one transaction: 404 for no such bike or category, 403 for someone
 * else's, 409 once it is sold through MotoMart (its bookings and payment describe it as it was).
 * A withdrawn or sold-elsewhere bike can be edited: it is still the seller's own listing. A new
 * price is recorded by the database trigger in this same transaction.
 */
export async function editOwnBike(db: Kysely<Database>, seller: UserRow, bikeId: number, body: NewBikeBody): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockOwnUnsoldBikes(trx, seller, bikeId, {
      verb: "edit",
      whenSold: "A sold bike stays on record as it was sold and cannot be edited",
    });
    const category = await trx.selectFrom("categories").select("id").where("id", "=", body.id).executeTakeFirst();
    if (!category) throw notFound("Category");
    const result = await trx.updateTable("bikes").set(bikeValues(seller, body)).where("id", "=", bikeId).executeTakeFirst();
    return Number(result.numUpdatedRows);
  });
}

/**
 * A seller takes one of their bikes off the market — withdrawn, or sold elsewhere — or puts it back
 * on sale (PUT /api/bikes/my/:id/status). Off the market it leaves browse, search and the ads slider
 * (its ad ends), and it cannot be booked or paid for (routes/bookings.ts, routes/payments.ts,
 * payments/record-payment.ts); it stays in My products, and its open bookings stay, payable again if
 * it comes back. A bike sold through MotoMart stays sold (409). Answers how many changed: 0 when it
 * already had that status.
 */
export async function setOwnBikeStatus(db: Kysely<Database>, seller: UserRow, bikeId: number, status: ListingStatus): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockOwnUnsoldBikes(trx, seller, bikeId, { verb: "change", whenSold: "A bike sold through MotoMart stays sold" });
    const result = await trx
      .updateTable("bikes")
      .set(status === "available" ? { status } : { status, advertised: false, advertised_at: null })
      .where("id", "=", bikeId)
      .where("status", "<>", status)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  });
}
