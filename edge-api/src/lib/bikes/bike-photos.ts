import type { Kysely, RawBuilder } from "kysely";
import type { Database, UserRow } from "../../db/database";
import type { BikePhoto } from "../../schemas/bike";
import { badRequest, forbidden } from "../api/errors";
import { photoKeyOf } from "../api/fields";

/**
 * A bike's photos (#13 point 2), in the bike_photos table: position 0 is the cover, whose full URL
 * is also the bike's `picture` and whose card variant is its `card_picture` (lib/bikes/bike-values.ts),
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

/** An uploaded photo's URL in a request body, with the field it is in (`picture`, `photos.2.cardUrl`, `bikes.7.picture`). */
export interface PhotoRef {
  field: string;
  url: string;
}

const UPLOADED = /^\/api\/photos\//;

/**
 * Every uploaded photo a listing body names: its `picture` when that is one of ours, and each
 * photo's full and card URL. `prefix` places them in a larger body (a CSV import's `bikes.3.`).
 */
export function uploadedPhotoRefs(body: { picture: string; photos?: BikePhoto[] | undefined }, prefix = ""): PhotoRef[] {
  return [
    ...(UPLOADED.test(body.picture) ? [{ field: `${prefix}picture`, url: body.picture }] : []),
    ...(body.photos ?? []).flatMap((photo, index) => [
      { field: `${prefix}photos.${index}.url`, url: photo.url },
      ...(photo.cardUrl ? [{ field: `${prefix}photos.${index}.cardUrl`, url: photo.cardUrl }] : []),
    ]),
  ];
}

/**
 * A seller lists only photos they uploaded themself, in every field that can carry one, on every
 * path (Add product, Edit, CSV import): each URL must name a stored photo (else 400 on that field,
 * e.g. `photos.2.cardUrl`) uploaded by this seller (else 403). Each photo is looked up once.
 */
export async function requireOwnPhotos(bucket: PhotoBucket, seller: UserRow, refs: PhotoRef[]): Promise<void> {
  if (!refs.length) return;
  const keys = [...new Set(refs.map((ref) => photoKeyOf(ref.url)))];
  const objects = new Map(await Promise.all(keys.map(async (key) => [key, await bucket.head(key)] as const)));
  const missing: Record<string, string> = {};
  for (const ref of refs) if (!objects.get(photoKeyOf(ref.url))) missing[ref.field] = "This photo is not stored any more. Upload it again.";
  if (Object.keys(missing).length) throw badRequest("Some photos are missing. Upload them again.", missing);
  if ([...objects.values()].some((object) => object?.customMetadata?.sellerId !== String(seller.id)))
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
export const bikePhotosQuery = (db: Kysely<Database>, bikeId: number | RawBuilder<number>) =>
  db.selectFrom("bike_photos").select(["url", "card_url"]).where("bike_id", "=", bikeId).orderBy("position");

export const bikePhotoView = (row: { url: string; card_url: string }) => ({ url: row.url, cardUrl: row.card_url });
