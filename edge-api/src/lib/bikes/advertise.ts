import type { Kysely } from "kysely";
import type { Database, UserRow } from "../../db/database";
import { asList, type OneOrMany } from "../api/one-or-many";
import { lockOwnUnsoldBikes } from "./own-bikes";
import { inTransaction } from "../../db/transaction";

/**
 * A seller advertises own bikes on the market — one (PUT /api/bikes/ads/:id, POST /api/ads) or a
 * multi-select (PUT /api/bulk/bikes/ads) — all or none, in one transaction. Answers how many
 * changed: already advertised bikes are left as they are.
 */
export async function advertiseOwnBikes(db: Kysely<Database>, seller: UserRow, ids: OneOrMany): Promise<number> {
  return inTransaction(db, async (trx) => {
    await lockOwnUnsoldBikes(trx, seller, ids, {
      verb: "advertise",
      whenSold: "A sold bike cannot be advertised",
      whenOffMarket: "A bike off the market cannot be advertised",
    });
    const result = await trx
      .updateTable("bikes")
      .set({ advertised: true, advertised_at: new Date() })
      .where("id", "in", asList(ids))
      .where("advertised", "=", false)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  });
}
