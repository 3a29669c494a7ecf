import { sql, type Kysely } from "kysely";
import { jsonArrayFrom, jsonObjectFrom } from "kysely/helpers/postgres";
import type { Database } from "../../db/database";
import { selectBikes } from "./bike-query";
import { bikePhotosQuery } from "./bike-photos";
import { lastPriceChange } from "./price-history";
import { replyCounts } from "../sellers/reply-figures";

/**
 * GET /api/bikes/:id in one statement, so one round trip (#34): the bike as every list answers it,
 * its gallery (bike_photos' primary key), its latest price change and its seller's reply figures
 * (lib/sellers/reply-figures.ts), as subqueries.
 * Deployed, each statement more is the Worker-to-Neon distance once more.
 */
export const bikeDetailQuery = (db: Kysely<Database>, bikeId: number) => {
  const thisBike = sql.ref<number>("bikes.id");
  return selectBikes(db)
    .select([
      jsonArrayFrom(bikePhotosQuery(db, thisBike)).as("photos"),
      jsonObjectFrom(lastPriceChange(db, thisBike)).as("last_price_change"),
      replyCounts(sql.ref("bikes.seller_id")).as("seller_reply_counts"),
    ])
    .where("bikes.id", "=", bikeId);
};
