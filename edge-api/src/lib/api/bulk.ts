import type { Kysely } from "kysely";
import type { Database } from "../../db/database";
import { ApiError, badRequest, notFound } from "./errors";
import { sqlState } from "../platform/db-errors";
import { asList, type OneOrMany } from "./one-or-many";

/** Ids asked for that are not among the rows found. */
const missingIds = (asked: number[], found: { id: number }[]): number[] => {
  const seen = new Set(found.map((row) => row.id));
  return asked.filter((id) => !seen.has(id));
};

/**
 * Throws 404 when any id asked for is not among the rows found, so nothing changes when any is
 * wrong: "Bike not found." for one id, "Bike not found: 3, 7." naming the missing ones of a list.
 */
export function requireAll(what: string, ids: OneOrMany, found: { id: number }[]): void {
  const missing = missingIds(asList(ids), found);
  if (!missing.length) return;
  throw typeof ids === "number" ? notFound(what) : new ApiError(404, "not_found", `${what} not found: ${missing.join(", ")}.`);
}

/**
 * A bulk insert that hit a missing category (foreign key, SQLSTATE 23503) after the transaction
 * rolled back: answers 400 naming each row whose category does not exist.
 */
export async function explainMissingCategories(db: Kysely<Database>, error: unknown, categoryIds: number[]): Promise<never> {
  if (sqlState(error) !== "23503") throw error;
  const existing = await db
    .selectFrom("categories")
    .select("id")
    .where("id", "in", [...new Set(categoryIds)])
    .execute();
  const known = new Set(existing.map((row) => row.id));
  const fields: Record<string, string> = {};
  categoryIds.forEach((categoryId, row) => {
    if (!known.has(categoryId)) fields[`bikes.${row}.id`] = "Category not found";
  });
  if (!Object.keys(fields).length) throw error;
  throw badRequest("Some rows refer to a category that does not exist. Nothing was saved.", fields);
}
