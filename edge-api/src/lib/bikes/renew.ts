import type { Kysely } from "kysely";
import type { Database, UserRow } from "../../db/database";
import { inTransaction } from "../../db/transaction";
import { matchSavedSearches } from "../saved-searches/match";
import { onSaleFrom } from "./listing-life";
import { lockOwnUnsoldBikes } from "./own-bikes";

/**
 * A seller renews listings (PUT /api/bulk/bikes/renew; My products' Renew is the same call with
 * one): each is live for 60 days from now, its warnings start again, and one that had ended is for
 * sale again and matched against the saved searches. All or none: 404 for an unknown bike, 403 for
 * someone else's, 409 for one sold or taken off the market (put back on sale instead).
 */
export async function renewOwnBikes(db: Kysely<Database>, seller: UserRow, ids: number[]) {
  return inTransaction(db, async (trx) => {
    const rows = await lockOwnUnsoldBikes(trx, seller, ids, {
      verb: "renew",
      whenSold: "A sold bike stays on record and cannot be renewed",
      whenOffMarket: "A bike taken off the market is put back on sale, not renewed",
    });
    const onSale = onSaleFrom();
    await trx.updateTable("bikes").set(onSale).where("id", "in", ids).execute();
    const relisted = rows.filter((row) => row.status === "expired").map((row) => row.id);
    if (relisted.length) await matchSavedSearches(trx, relisted);
    return { renewedCount: rows.length, liveUntil: onSale.live_until.toISOString() };
  });
}
