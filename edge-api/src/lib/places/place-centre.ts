import type { Kysely } from "kysely";
import type { Database } from "../../db/database";
import { badRequest } from "../api/errors";
import { placeColumns, placeView, type Place } from "./suggest-places";

/** One place by its id (GeoNames'), or undefined. */
export const placeById = async (db: Kysely<Database>, id: number): Promise<Place | undefined> => {
  const row = await db.selectFrom("places").select(placeColumns).where("id", "=", id).executeTakeFirst();
  return row && placeView(row);
};

/**
 * The centre a search's `near` names, as the coordinates every distance is measured from (they
 * replace any lat and lng sent with it); nothing without `near`. 400 on `near` for an unknown place.
 */
export async function nearCentre(db: Kysely<Database>, f: { near?: number | undefined }): Promise<{ lat?: number; lng?: number }> {
  if (f.near === undefined) return {};
  const place = await placeById(db, f.near);
  if (!place) throw badRequest("Unknown place", { near: "Unknown place: pick one from the suggestions" });
  return { lat: place.latitude, lng: place.longitude };
}
