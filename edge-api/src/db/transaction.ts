import type { Kysely, Transaction } from "kysely";
import { sqlState } from "../lib/platform/db-errors";
import type { Database } from "./database";

/** Postgres gave up on the transaction to break a lock cycle (40P01) or a serialization conflict (40001). */
const RETRYABLE = new Set(["40P01", "40001"]);
const ATTEMPTS = 3;

/**
 * A write transaction that is run again when Postgres chose it as a deadlock's victim: the other
 * side is another write of the same rows, or the ratings' recompute swapping its table in while a
 * seller edits (lib/price-rating/recompute.ts). Postgres's own advice is to retry such a
 * transaction, which saw nothing committed. `work` must have no effect outside the database.
 */
export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= ATTEMPTS || !state || !RETRYABLE.has(state)) throw error;
    }
  }
}
