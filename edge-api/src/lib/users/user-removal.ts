import type { Kysely } from "kysely";
import type { Database } from "../../db/database";
import { forbidden, unavailable } from "../api/errors";
import { SignInAccountsUnavailable } from "../../auth/sign-in-accounts";
import { requireAll } from "../api/bulk";
import { asList, type OneOrMany } from "../api/one-or-many";
import { markSellersListingsRemoved } from "../bookings/states";

/**
 * An admin deletes users — one (DELETE /api/users/:id) or a multi-select (DELETE /api/bulk/users)
 * — all or none, in one transaction: each must exist and none may be an admin. Their listings,
 * their own bookings and reports go with them (cascade; bookings of their bikes stay, closed), and
 * each account is remembered so signing in again cannot recreate it. Their sign-in accounts are
 * disabled (`disableSignIn`, auth/sign-in-accounts.ts) before the transaction commits: when that
 * fails, nothing is deleted and the admin is told to try again. Answers how many went.
 */
export async function removeUsers(
  db: Kysely<Database>,
  ids: OneOrMany,
  disableSignIn: (firebaseUids: string[]) => Promise<void>,
): Promise<number> {
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
      .values(users.map((user) => ({ firebase_uid: user.firebase_uid, email: user.email, user_id: user.id })))
      .onConflict((oc) => oc.column("firebase_uid").doNothing())
      .execute();
    // Removed sellers' bikes go with them: those bikes' open bookings close as "listing removed".
    // Bikes are locked before their bookings, as a payment locks them (payments/record-payment.ts).
    const sellerIds = users.filter((user) => user.role === "seller").map((user) => user.id);
    if (sellerIds.length) await trx.selectFrom("bikes").select("id").where("seller_id", "in", sellerIds).forUpdate().execute();
    await markSellersListingsRemoved(trx, sellerIds);
    const result = await trx.deleteFrom("users").where("id", "in", asList(ids)).executeTakeFirst();
    await disableSignIn(users.map((user) => user.firebase_uid)).catch((error: unknown) => {
      if (error instanceof SignInAccountsUnavailable)
        throw unavailable("The sign-in service could not disable these accounts, so nobody was deleted. Try again in a moment.");
      throw error;
    });
    return Number(result.numDeletedRows);
  });
}
