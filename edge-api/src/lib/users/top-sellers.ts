import type { Kysely } from "kysely";
import type { Database } from "../../db/database";

/** Verified sellers with the most bikes for sale (users.bikes_for_sale, kept by a trigger). */
export const topSellers = (db: Kysely<Database>, count: number) =>
  db
    .selectFrom("users")
    .select(["id", "name", "verified", "bikes_for_sale"])
    .where("role", "=", "seller")
    .where("verified", "=", true)
    .where("bikes_for_sale", ">", 0)
    .orderBy("bikes_for_sale", "desc")
    .orderBy("id")
    .limit(count);
