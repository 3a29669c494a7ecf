import type { Kysely } from "kysely";
import type { Database, UserRow } from "../db/database";
import { asList, type OneOrMany } from "./one-or-many";
import { lockOwnUnsoldBikes } from "./own-bikes";

/**
 * A seller deletes own bikes — one (DELETE /api/bikes/my/:id) or a multi-select (DELETE
 * /api/bikes/bulk) — all or none, in one transaction. Sold bikes stay on record, so none is
 * deleted when one is sold. Answers how many went.
 */
export async function deleteOwnBikes(db: Kysely<Database>, seller: UserRow, ids: OneOrMany): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockOwnUnsoldBikes(trx, seller, ids, { verb: "delete", whenSold: "A sold bike stays on record and cannot be deleted" });
    const result = await trx.deleteFrom("bikes").where("id", "in", asList(ids)).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
