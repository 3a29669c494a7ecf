import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import type { ViewEvent } from "./view-events";

/** Visitors are remembered this many days, long enough for a late retry of a batch; then pruned. */
const VISITOR_DAYS = 2;

/**
 * Counts a batch of bike page views in one statement: each visitor once per bike and day (a retried
 * batch counts nothing twice), never the seller's own views, never a bike that no longer exists.
 * Returns how many views were new.
 */
export async function countViews(db: Kysely<Database>, events: readonly ViewEvent[]): Promise<number> {
  if (!events.length) return 0;
  const { rows } = await sql<{ counted: number }>`
    WITH seen AS (
      SELECT DISTINCT e.bike_id, e.day, e.visitor, e.uid
      FROM unnest(${events.map((e) => e.bikeId)}::int[], ${events.map((e) => e.day)}::date[],
                  ${events.map((e) => e.visitor)}::text[], ${events.map((e) => e.uid)}::text[]) AS e(bike_id, day, visitor, uid)
    ), fresh AS (
      INSERT INTO bike_view_visitors (bike_id, day, visitor)
      SELECT seen.bike_id, seen.day, seen.visitor
      FROM seen
      JOIN bikes ON bikes.id = seen.bike_id
      LEFT JOIN users viewer ON viewer.firebase_uid = seen.uid
      WHERE viewer.id IS DISTINCT FROM bikes.seller_id
      ON CONFLICT DO NOTHING
      RETURNING bike_id, day
    ), counted AS (
      INSERT INTO bike_daily_views (bike_id, day, views)
      SELECT bike_id, day, count(*) FROM fresh GROUP BY bike_id, day
      ON CONFLICT (bike_id, day) DO UPDATE SET views = bike_daily_views.views + EXCLUDED.views
    )
    SELECT count(*)::int AS counted FROM fresh`.execute(db);
  return rows[0]?.counted ?? 0;
}

/** Forgets visitors older than VISITOR_DAYS (the daily Cron Trigger); their views stay counted. */
export async function pruneViewVisitors(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom("bike_view_visitors")
    .where("day", "<", sql<Date>`current_date - ${VISITOR_DAYS}::int`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
