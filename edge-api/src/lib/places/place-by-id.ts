import type { Kysely } from "kysely";
import type { Database } from "../../db/database";
import { placeColumns, placeView, type Place } from "./suggest-places";

/** One place by its id (GeoNames'), or undefined. */
export const placeById = async (db: Kysely<Database>, id: number): Promise<Place | undefined> => {
  const row = await db.selectFrom("places").select(placeColumns).where("id", "=", id).executeTakeFirst();
  return row && placeView(row);
};
