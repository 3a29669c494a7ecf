import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import { alertContext, writeAlerts } from "./alert-records";
import { planDigest, type Match } from "./alerts";

/**
 * The matches waiting for the daily digest (saved_search_matches_pending_idx), taken off the queue
 * in the same statement, with what their alerts say. A paused search's waiting matches, and those
 * of bikes no longer for sale, are dropped unannounced.
 */
const takePendingSql = () =>
  sql<Match>`WITH sent AS (
    UPDATE saved_search_matches SET digest_pending = false WHERE digest_pending RETURNING search_id, bike_id)
  SELECT s.id AS "searchId", s.user_id AS "userId", s.name AS "searchName", s.link AS "searchLink", false AS instant,
    bikes.id AS "bikeId", bikes.name AS "bikeName"
  FROM sent JOIN saved_searches AS s ON s.id = sent.search_id JOIN bikes ON bikes.id = sent.bike_id
  WHERE NOT s.paused AND bikes.status = 'available'`;

/**
 * The daily digest (the Worker's Cron Trigger, index.ts `scheduled`): one notification per search
 * with new bikes its owner has not heard of (alerts.ts planDigest), in one transaction, so a
 * digest that fails tells nothing and the next one tells it all.
 */
export async function sendDigests(db: Kysely<Database>): Promise<{ searches: number; bikes: number }> {
  return db.transaction().execute(async (trx) => {
    const { rows: pending } = await takePendingSql().execute(trx);
    if (!pending.length) return { searches: 0, bikes: 0 };
    const plan = planDigest(pending, (await alertContext(trx, pending)).told);
    await writeAlerts(trx, plan);
    return { searches: plan.notifications.length, bikes: plan.told.length };
  });
}
