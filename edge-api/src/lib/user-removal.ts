import type { Kysely } from "kysely";
import type { Database } from "../db/database";
import { forbidden } from "./errors";
import { requireAll } from "./bulk";
import { asList, type OneOrMany } from "./one-or-many";

/**
 * An admin deletes users — one (DELETE /api/users/:id) or a multi-select (DELETE /api/users/bulk)
 * — all or none, in one transaction: each must exist and none may be an admin. Their listings,
 * bookings and reports go with them (cascade), and each account is remembered so signing in again
 * cannot recreate it. Answers how many went.
 */
export async function removeUsers(db: Kysely<Database>, ids: OneOrMany): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const users = await trx
      .selectFrom("users")
      .select(["id", "role", "firebase_uid", "email"])
      .where("id", "in", asList(ids))
      .forUpdate()
      .execute();
    requireAll("User", ids, users);
    if (users.some((user) => user.role === "admin")) throw forbidden("Admins cannot be deleted here.");
    await trx
      .insertInto("deleted_accounts")
      .values(users.map((user) => ({ firebase_uid: user.firebase_uid, email: user.email })))
      .onConflict((oc) => oc.column("firebase_uid").doNothing())
      .execute();
    const result = await trx.deleteFrom("users").where("id", "in", asList(ids)).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
