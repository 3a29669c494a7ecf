import type { Kysely } from "kysely";
import type { Database, UserRow } from "../db/database";
import { conflict, forbidden, notFound } from "./errors";

/** Marks a seller's own available bike advertised; answers how many rows changed (0 if it already was). */
export async function advertiseOwnBike(db: Kysely<Database>, seller: UserRow, bikeId: number): Promise<number> {
  const bike = await db.selectFrom("bikes").select(["seller_id", "status"]).where("id", "=", bikeId).executeTakeFirst();
  if (!bike) throw notFound("Bike");
  if (bike.seller_id !== seller.id) throw forbidden("You can only advertise your own bikes.");
  if (bike.status === "sold") throw conflict("A sold bike cannot be advertised.");
  const result = await db
    .updateTable("bikes")
    .set({ advertised: true, advertised_at: new Date() })
    .where("id", "=", bikeId)
    .where("advertised", "=", false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
