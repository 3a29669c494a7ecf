import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/database";
import { ApiError, badRequest, forbidden } from "./errors";
import { sqlState } from "./db-errors";

/** Ids asked for that are not among the rows found, as "3, 7". */
export const missingIds = (asked: number[], found: { id: number }[]): number[] => {
  const seen = new Set(found.map((row) => row.id));
  return asked.filter((id) => !seen.has(id));
};

/** Throws 404 naming the ids that do not exist, so nothing changes when any is wrong. */
export function requireAll(what: string, asked: number[], found: { id: number }[]): void {
  const missing = missingIds(asked, found);
  if (missing.length) throw new ApiError(404, "not_found", `${what} not found: ${missing.join(", ")}.`);
}

/** Locks a seller's bikes for a multi-select change: any unknown → 404, anyone else's → 403. */
export async function lockOwnBikes(trx: Transaction<Database>, sellerId: number, ids: number[], verb: string) {
  const rows = await trx.selectFrom("bikes").select(["id", "seller_id", "status", "advertised"]).where("id", "in", ids).forUpdate().execute();
  requireAll("Bike", ids, rows);
  const foreign = rows.filter((row) => row.seller_id !== sellerId).map((row) => row.id);
  if (foreign.length) throw forbidden(`You can only ${verb} your own bikes (not ${foreign.join(", ")}).`);
  return rows;
}

/**
 * A bulk insert that hit a missing category (foreign key, SQLSTATE 23503) after the transaction
 * rolled back: answers 400 naming each row whose category does not exist.
 */
export async function explainMissingCategories(db: Kysely<Database>, error: unknown, categoryIds: number[]): Promise<never> {
  if (sqlState(error) !== "23503") throw error;
  const existing = await db.selectFrom("categories").select("id").where("id", "in", [...new Set(categoryIds)]).execute();
  const known = new Set(existing.map((row) => row.id));
  const fields: Record<string, string> = {};
  categoryIds.forEach((categoryId, row) => {
    if (!known.has(categoryId)) fields[`bikes.${row}.id`] = "Category not found";
  });
  if (!Object.keys(fields).length) throw error;
  throw badRequest("Some rows refer to a category that does not exist. Nothing was saved.", fields);
}
