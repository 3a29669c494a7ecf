import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, UnfinishedSignUpsTable, UserRow } from "../../db/database";
import type { TokenIdentity } from "../../auth/verify-firebase-token";

/**
 * What the signed-in person's account is (GET /api/users/me, #33 points 1–2):
 * - `ready`: it has a MotoMart profile;
 * - `removed`: an admin removed it (deleted_accounts, by sign-in account or email): the UI says so;
 * - `unfinished`: a sign-in account with no profile, whose sign-up stopped before saving it. It is
 *   recorded (unfinished_sign_ups) so the admin lists it, and the UI asks to finish signing up.
 */
export type AccountState = "ready" | "unfinished" | "removed";

export async function accountState(db: Kysely<Database>, identity: TokenIdentity, user: UserRow | null): Promise<AccountState> {
  if (user) return "ready";
  const email = identity.email ?? "";
  // One statement: a removed account is not recorded as unfinished.
  const { rows } = await sql<{ removed: boolean }>`
    WITH removed AS (
      SELECT 1 FROM deleted_accounts WHERE firebase_uid = ${identity.uid} OR lower(email) = lower(${email}) LIMIT 1),
    noted AS (
      INSERT INTO unfinished_sign_ups (firebase_uid, email, name)
      SELECT ${identity.uid}, ${email}, ${identity.name} WHERE NOT EXISTS (SELECT 1 FROM removed)
      ON CONFLICT (firebase_uid) DO UPDATE SET last_seen_at = now(), email = EXCLUDED.email, name = EXCLUDED.name
      RETURNING 1)
    SELECT EXISTS (SELECT 1 FROM removed) AS removed`.execute(db);
  return rows[0]?.removed ? "removed" : "unfinished";
}

/** The admin's list of unfinished sign-ups, newest first, keyset on id. */
export const unfinishedSignUpsPage = (db: Kysely<Database>, beforeId: number | undefined, rows: number) => {
  let query = db.selectFrom("unfinished_sign_ups").selectAll();
  if (beforeId !== undefined) query = query.where("id", "<", beforeId);
  return query.orderBy("id", "desc").limit(rows);
};

export const unfinishedView = (row: Selectable<UnfinishedSignUpsTable>) => ({
  _id: row.id,
  email: row.email,
  name: row.name,
  firstSeenAt: row.first_seen_at.toISOString(),
  lastSeenAt: row.last_seen_at.toISOString(),
});
