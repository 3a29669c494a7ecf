import type { Kysely } from "kysely";
import type { Database } from "../../db/database";
import { requireAll } from "../api/bulk";
import { asList, type OneOrMany } from "../api/one-or-many";
import { inTransaction } from "../../db/transaction";

/**
 * An admin verifies sellers — one (PUT /api/users/seller/:id) or a multi-select (PUT
 * /api/bulk/users/verify) — all or none, in one transaction: every id must be a seller (else 404).
 * Answers how many changed: already verified sellers are left as they are.
 */
export async function verifySellers(db: Kysely<Database>, ids: OneOrMany): Promise<number> {
  return inTransaction(db, async (trx) => {
    const sellers = await trx
      .selectFrom("users")
      .select("id")
      .where("id", "in", asList(ids))
      .where("role", "=", "seller")
      .forUpdate()
      .execute();
    requireAll("Seller", ids, sellers);
    const result = await trx
      .updateTable("users")
      .set({ verified: true })
      .where("id", "in", asList(ids))
      .where("verified", "=", false)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  });
}
