import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { Database, UserRow } from "../../db/database";
import { conflict, notFound } from "../api/errors";
import { selectBikes } from "./bike-query";

/**
 * Whether asking for a listing's number makes the asker one of its leads: everyone but admins
 * (moderating, not buying); the bike's own seller is left out by the statement below.
 */
const asksAsLead = (user: UserRow) => user.role !== "admin";

/**
 * "Show phone number" (POST /api/bikes/:id/phone): the number of a bike for sale, given to a
 * signed-in person who asks, who becomes one of its leads (once). One statement: the bike read and
 * the lead written together. The seller gets their own number whatever the listing's status.
 */
export async function revealPhoneNumber(db: Kysely<Database>, user: UserRow, bikeId: number): Promise<string> {
  const bike = await db
    .with("bike", (db) => db.selectFrom("bikes").select(["id", "seller_id", "status", "mobile_number"]).where("id", "=", bikeId))
    .with("lead", (db) =>
      db
        .insertInto("phone_reveals")
        .columns(["bike_id", "user_id"])
        .expression((eb) =>
          eb
            .selectFrom("bike")
            .select(["bike.id", eb.val(user.id).as("user_id")])
            .where("bike.status", "=", "available")
            .where("bike.seller_id", "<>", user.id)
            .where(eb.val(asksAsLead(user)), "=", true),
        )
        .onConflict((oc) => oc.doNothing()),
    )
    .selectFrom("bike")
    .select(["seller_id", "status", "mobile_number"])
    .executeTakeFirst();
  if (!bike) throw notFound("Bike");
  if (bike.seller_id !== user.id && bike.status !== "available") throw conflict("This bike is no longer for sale.");
  return bike.mobile_number;
}

/**
 * What a seller's own bike answers add to a list's columns (their dashboard, their edits): the phone
 * number they gave and how many people asked for it (their leads).
 */
export const withOwnerColumns = <O>(query: SelectQueryBuilder<Database, "bikes", O>) =>
  query.select([
    "bikes.mobile_number",
    sql<number>`(SELECT count(*)::int FROM phone_reveals WHERE phone_reveals.bike_id = bikes.id)`.as("phone_leads"),
  ]);

/** A seller's own bikes, as their dashboard reads them. */
export const selectOwnBikes = (db: Kysely<Database>) => withOwnerColumns(selectBikes(db));
