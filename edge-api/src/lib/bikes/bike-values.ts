import type { Insertable, Updateable } from "kysely";
import type { BikesTable, UserRow } from "../../db/database";
import type { NewBikeBody } from "../../schemas/bike";
import { sameEmail } from "../api/email";
import { forbidden } from "../api/errors";
import { toCents } from "./money";
import type { Place } from "../places/suggest-places";

/**
 * A seller posts bikes only as themself, single add (POST /api/bikes) and CSV import (POST
 * /api/bulk/bikes) alike: each body's email must be theirs, else 403 — naming the first row that
 * is not, for an import.
 */
export function requirePostedAsSelf(seller: UserRow, bikes: NewBikeBody | NewBikeBody[]): void {
  const list = Array.isArray(bikes) ? bikes : [bikes];
  const notMine = list.findIndex((bike) => !sameEmail(bike.email, seller.email));
  if (notMine < 0) return;
  throw forbidden(
    Array.isArray(bikes) ? `You can only post bikes as yourself (row ${notMine + 1}).` : "You can only post bikes as yourself.",
  );
}

/**
 * What an Add product body says of a bike, as columns: what a new listing is made of (single add,
 * CSV import) and what an edit (PUT /api/bikes/my/:id) replaces — everything but its seller. With
 * photos, the first is the cover: its URL is the `picture` every reader shows, its card variant
 * the lists' `card_picture`; without them (left out) `card_picture` is not set. Country and city
 * are the known place's names (lib/places/resolve-places.ts), with its coordinates.
 */
export const bikeValues = (seller: UserRow, body: NewBikeBody, place: Place) =>
  ({
    category_id: body.id,
    name: body.name,
    picture: body.photos?.[0]?.url ?? body.picture,
    ...(body.photos && { card_picture: body.photos[0] ? (body.photos[0].cardUrl ?? body.photos[0].url) : null }),
    resale_price_cents: toCents(body.resalePrice),
    original_price_cents: toCents(body.originalPrice),
    seller_name: body.sellerName || seller.name,
    location: body.location,
    country: place.country,
    city: place.name,
    place_id: place.id,
    latitude: place.latitude,
    longitude: place.longitude,
    model: body.model,
    engine_cc: body.engineCc,
    months_used: body.monthsUsed ?? null,
    registration_year: body.year ?? null,
    mileage_km: body.mileageKm ?? null,
    condition: body.condition,
    description: body.description,
    mobile_number: body.phone,
  }) satisfies Updateable<BikesTable>;

/** The bikes row an Add product body makes for this seller (single add and CSV import alike). */
export const newBikeRow = (seller: UserRow, body: NewBikeBody, place: Place): Insertable<BikesTable> => ({
  seller_id: seller.id,
  ...bikeValues(seller, body, place),
});
