import type { Transaction } from "kysely";
import type { Database } from "../db/database";
import { forbidden, notFound } from "./errors";
import { requireAll } from "./bulk";

/**
 * An admin deletes users inside the caller's transaction: each must exist and none may be an
 * admin (else nothing changes). Their listings, bookings and reports go with them (cascade), and
 * each account is remembered so signing in again cannot recreate it. Answers how many went.
 */
export async function removeUsers(trx: Transaction<Database>, ids: number[]): Promise<number> {
  const users = await trx.selectFrom("users").select(["id", "role", "firebase_uid", "email"]).where("id", "in", ids).forUpdate().execute();
  if (ids.length === 1 && users.length === 0) throw notFound("User");
  requireAll("User", ids, users);
  if (users.some((user) => user.role === "admin")) throw forbidden("Admins cannot be deleted here.");
  await trx
    .insertInto("deleted_accounts")
    .values(users.map((user) => ({ firebase_uid: user.firebase_uid, email: user.email })))
    .onConflict((oc) => oc.column("firebase_uid").doNothing())
    .execute();
  const result = await trx.deleteFrom("users").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
