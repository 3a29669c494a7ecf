import type { Kysely } from "kysely";
import type { Database, UserRow } from "../db/database";
import type { BikePhoto } from "../schemas/bike";
import { badRequest, forbidden } from "./errors";
import { photoKeyOf } from "./fields";

/**
 * A bike's photos (#13 point 2), in the bike_photos table: position 0 is the cover, whose full URL
 * is also the bike's `picture` and whose card variant is its `card_picture` (lib/bike-values.ts),
 * so every list and every reader of `picture` sees the cover without reading this table.
 */

/**
 * What is read of the photo bucket (the PHOTOS R2 binding): an object's custom metadata, where
 * routes/photos.ts records who uploaded it. Structural, so query builders in this file stay usable
 * outside the Worker's types (tests/support/query-plan-cases.ts, the bench scripts).
 */
export interface PhotoBucket {
  head(key: string): Promise<{ customMetadata?: Record<string, string> } | null>;
}

/**
 * A seller lists only photos they uploaded themself: each URL must name a stored photo (else 400
 * on that field, e.g. `photos.2.cardUrl`) uploaded by this seller (else 403).
 */
export async function requireOwnPhotos(bucket: PhotoBucket, seller: UserRow, photos: BikePhoto[] | undefined): Promise<void> {
  if (!photos?.length) return;
  const refs = photos.flatMap((photo, index) => [
    { field: `photos.${index}.url`, url: photo.url },
    ...(photo.cardUrl ? [{ field: `photos.${index}.cardUrl`, url: photo.cardUrl }] : []),
  ]);
  const objects = await Promise.all(refs.map((ref) => bucket.head(photoKeyOf(ref.url))));
  const missing: Record<string, string> = {};
  refs.forEach((ref, i) => {
    if (!objects[i]) missing[ref.field] = "This photo is not stored any more. Upload it again.";
  });
  if (Object.keys(missing).length) throw badRequest("Some photos are missing. Upload them again.", missing);
  if (objects.some((object) => object?.customMetadata?.sellerId !== String(seller.id)))
    throw forbidden("You can only use photos you uploaded.");
}

/** A listing's photos become exactly `photos`, in order (in the caller's transaction). */
export async function replaceBikePhotos(db: Kysely<Database>, bikeId: number, photos: BikePhoto[]): Promise<void> {
  await db.deleteFrom("bike_photos").where("bike_id", "=", bikeId).execute();
  if (!photos.length) return;
  await db
    .insertInto("bike_photos")
    .values(photos.map((photo, position) => ({ bike_id: bikeId, position, url: photo.url, card_url: photo.cardUrl ?? photo.url })))
    .execute();
}

/** GET /api/bikes/:id: a bike's photos in order, by the table's primary key (bike_id, position). */
export const bikePhotosQuery = (db: Kysely<Database>, bikeId: number) =>
  db.selectFrom("bike_photos").select(["url", "card_url"]).where("bike_id", "=", bikeId).orderBy("position");

export const bikePhotoView = (row: { url: string; card_url: string }) => ({ url: row.url, cardUrl: row.card_url });
