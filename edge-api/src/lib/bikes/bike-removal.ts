import type { Kysely } from "kysely";
import type { Database, UserRow } from "../../db/database";
import { asList, type OneOrMany } from "../api/one-or-many";
import { lockOwnUnsoldBikes } from "./own-bikes";
import { markListingRemoved, REASONS } from "../bookings/states";
import { inTransaction } from "../../db/transaction";

/**
 * A seller deletes own bikes — one (DELETE /api/bikes/my/:id) or a multi-select (DELETE
 * /api/bulk/bikes) — all or none, in one transaction. Sold bikes stay on record, so none is
 * deleted when one is sold. Their open bookings close as "listing removed" (the bookings stay).
 * Answers how many went.
 */
export async function deleteOwnBikes(db: Kysely<Database>, seller: UserRow, ids: OneOrMany): Promise<number> {
  return inTransaction(db, async (trx) => {
    await lockOwnUnsoldBikes(trx, seller, ids, { verb: "delete", whenSold: "A sold bike stays on record and cannot be deleted" });
    // Its bookings stay in My orders as "Listing removed", and their buyers hear it.
    await markListingRemoved(trx, asList(ids), REASONS.sellerDeleted);
    const result = await trx.deleteFrom("bikes").where("id", "in", asList(ids)).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
