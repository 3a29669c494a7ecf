import type { Kysely } from "kysely";
import type { Database, UserRow } from "../../db/database";
import type { ListingStatus, NewBikeBody } from "../../schemas/bike";
import { replaceBikePhotos, requireOwnPhotos, uploadedPhotoRefs, type PhotoBucket } from "./bike-photos";
import { bikeValues } from "./bike-values";
import { resolvePlaces } from "../places/resolve-places";
import { notFound } from "../api/errors";
import { tellSavers } from "../notifications/saved-bikes";
import { lockOwnUnsoldBikes } from "./own-bikes";
import { matchSavedSearches } from "../saved-searches/match";
import { markListingRemoved, REASONS } from "../bookings/states";
import { inTransaction } from "../../db/transaction";
import { onSaleFrom } from "./listing-life";

/** Why a bike's open bookings closed when its seller took it off the market. */
const OFF_MARKET_REASON = { withdrawn: REASONS.sellerWithdrew, sold_elsewhere: REASONS.soldElsewhere } as const;

/**
 * A seller replaces every field of one of their own bikes with an Add product body (PUT
 * /api/bikes/my/:id), in one transaction: 404 for no such bike or category, 403 for someone
 * else's, 409 once it is sold through MotoMart (its bookings and payment describe it as it was).
 * A withdrawn or sold-elsewhere bike can be edited: it is still the seller's own listing. A new
 * price is recorded by the database trigger in this same transaction. Its picture and photos must be
 * ones the seller uploaded (lib/bikes/bike-photos.ts: 400 for a missing one, 403 for someone else's).
 */
export async function editOwnBike(
  db: Kysely<Database>,
  photoBucket: PhotoBucket,
  seller: UserRow,
  bikeId: number,
  body: NewBikeBody,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    await lockOwnUnsoldBikes(trx, seller, bikeId, {
      verb: "edit",
      whenSold: "A sold bike stays on record as it was sold and cannot be edited",
    });
    const [category, current] = await Promise.all([
      trx.selectFrom("categories").select("id").where("id", "=", body.id).executeTakeFirst(),
      trx.selectFrom("bikes").select(["picture", "resale_price_cents", "status"]).where("id", "=", bikeId).executeTakeFirstOrThrow(),
    ]);
    if (!category) throw notFound("Category");
    await requireOwnPhotos(photoBucket, seller, uploadedPhotoRefs(body));
    const [place] = await resolvePlaces(trx, [body], (_, name) => name);
    // Without a photo list (the SPEC payload) the photos stay while `picture` is still their cover;
    // a different picture makes it a single-picture listing again.
    const photos = body.photos ?? (current.picture === body.picture ? undefined : []);
    const result = await trx
      .updateTable("bikes")
      .set(bikeValues(seller, { ...body, photos }, place!))
      .where("id", "=", bikeId)
      .executeTakeFirst();
    if (photos) await replaceBikePhotos(trx, bikeId, photos);
    // A lower price reaches the users who saved the bike.
    await tellSavers(trx, bikeId, { status: current.status, priceCents: current.resale_price_cents });
    // Saved searches it matches now and did not before hear of it (once per search and bike).
    await matchSavedSearches(trx, [bikeId]);
    return Number(result.numUpdatedRows);
  });
}

/**
 * A seller takes one of their bikes off the market — withdrawn, or sold elsewhere — or puts it back
 * on sale (PUT /api/bikes/my/:id/status). Off the market it leaves browse, search and the ads slider
 * (its ad ends), and it cannot be booked or paid for (routes/bookings.ts, routes/payment.ts,
 * payments/record-payment.ts); it stays in My products, and its open bookings end as a deleted
 * listing's do ("listing removed", each buyer told), in the same transaction; putting it back on
 * sale does not reopen them. A bike sold through MotoMart stays sold (409). Answers how many
 * changed: 0 when it already had that status.
 */
export async function setOwnBikeStatus(db: Kysely<Database>, seller: UserRow, bikeId: number, status: ListingStatus): Promise<number> {
  return inTransaction(db, async (trx) => {
    const locked = await lockOwnUnsoldBikes(trx, seller, bikeId, { verb: "change", whenSold: "A bike sold through MotoMart stays sold" });
    const result = await trx
      .updateTable("bikes")
      // Back on sale is published again: its 60 days start now (lib/bikes/listing-life.ts).
      .set(status === "available" ? onSaleFrom() : { status, advertised: false, advertised_at: null })
      .where("id", "=", bikeId)
      .where("status", "<>", status)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return 0;
    // Off the market, its open bookings can never be paid: they close, and their buyers hear it.
    if (status !== "available") await markListingRemoved(trx, [bikeId], OFF_MARKET_REASON[status]);
    // "Sold elsewhere" reaches the users who saved the bike (the lock read its status before).
    await tellSavers(trx, bikeId, { status: locked[0]!.status });
    // Back on sale, it is new to the saved searches that have not seen it.
    if (status === "available") await matchSavedSearches(trx, [bikeId]);
    return Number(result.numUpdatedRows);
  });
}
