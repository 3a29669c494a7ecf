import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/database";
import { notify } from "../notifications/notify";
import { toldKey, type AlertPlan, type Match } from "./alerts";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What the alert plans (alerts.ts) need to know of the users some matches belong to, in one
 * statement: which of these bikes each was told of already (alerted_bikes' key), and how many
 * instant alerts each had in the last hour (notifications_user_created_idx).
 */
export async function alertContext(db: Db, matches: readonly Match[]) {
  const users = [...new Set(matches.map((m) => m.userId))];
  const { rows } = await sql<{ what: "told" | "sent"; user_id: number; n: number }>`
    SELECT 'told' AS what, user_id, bike_id AS n FROM alerted_bikes
    WHERE (user_id, bike_id) IN (SELECT * FROM unnest(${matches.map((m) => m.userId)}::int[], ${matches.map((m) => m.bikeId)}::int[]))
    UNION ALL
    SELECT 'sent', user_id, count(*)::int FROM notifications
    WHERE user_id = ANY(${users}::int[]) AND kind = 'saved_search_match' AND created_at > now() - interval '1 hour'
    GROUP BY user_id`.execute(db);
  return {
    told: new Set(rows.filter((r) => r.what === "told").map((r) => toldKey({ userId: r.user_id, bikeId: r.n }))),
    sentLastHour: new Map(rows.filter((r) => r.what === "sent").map((r) => [r.user_id, r.n])),
  };
}

/**
 * A plan's notifications and told bikes, and the matches it leaves for the digest, in the caller's
 * transaction. Arrays, not rows of values: an import can alert tens of thousands of users.
 */
export async function writeAlerts(db: Db, plan: AlertPlan, toDigest: readonly { searchId: number; bikeId: number }[] = []) {
  await notify(db, plan.notifications);
  if (plan.told.length)
    await sql`INSERT INTO alerted_bikes (user_id, bike_id)
      SELECT * FROM unnest(${plan.told.map((pair) => pair.userId)}::int[], ${plan.told.map((pair) => pair.bikeId)}::int[])
      ON CONFLICT DO NOTHING`.execute(db);
  if (toDigest.length)
    await sql`UPDATE saved_search_matches SET digest_pending = true
      WHERE (search_id, bike_id) IN (SELECT * FROM unnest(${toDigest.map((m) => m.searchId)}::int[], ${toDigest.map((m) => m.bikeId)}::int[]))`.execute(
      db,
    );
}
