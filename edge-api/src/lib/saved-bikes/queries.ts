import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database";
import { selectBikes } from "../bikes/bike-query";

/** How many bikes one user may save (routes/saved-bikes.ts answers 409 beyond it). */
export const MAX_SAVED_BIKES = 1000;

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A page of a user's saved bikes, newest save first (keyset on saved_bikes.id, index
 * saved_bikes_user_idx), each with the bike as every list shows it and the price it had when saved.
 * Bikes of every status: a sold or withdrawn one stays on the list, marked.
 */
export const savedBikesPage = (db: Kysely<Database>, userId: number, afterId: number | undefined, limit: number) => {
  let query = selectBikes(db)
    .innerJoin("saved_bikes", "saved_bikes.bike_id", "bikes.id")
    .select(["saved_bikes.id as saved_id", "saved_bikes.saved_at", "saved_bikes.price_when_saved_cents"])
    .where("saved_bikes.user_id", "=", userId);
  if (afterId !== undefined) query = query.where("saved_bikes.id", "<", afterId);
  return query.orderBy("saved_bikes.id", "desc").limit(limit + 1);
};

/** Every bike id a user saved (at most MAX_SAVED_BIKES): the hearts of any page, from the primary key alone. */
export const savedBikeIds = (db: Kysely<Database>, userId: number) =>
  db.selectFrom("saved_bikes").select("bike_id").where("user_id", "=", userId).orderBy("bike_id").limit(MAX_SAVED_BIKES);

/** How many bikes a user has saved, for the limit. */
export const savedBikeCount = (db: Db, userId: number) =>
  db
    .selectFrom("saved_bikes")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId);

/** Who saved a bike (saved_bikes_bike_idx): they hear of its price drop or sale. */
export const saversOf = (db: Db, bikeId: number) => db.selectFrom("saved_bikes").select("user_id").where("bike_id", "=", bikeId);
