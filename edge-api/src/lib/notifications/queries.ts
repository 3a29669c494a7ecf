import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";

/** The bell shows "99+" beyond this; counting stops there, however many wait. */
export const UNREAD_CAP = 100;

/**
 * Whether the notification links to a bike page (`/bike/12`) whose bike was deleted since: the list
 * shows it as no longer available instead of a link to a missing page. One primary-key probe per
 * row of the page; CASE keeps the cast from other links.
 */
const bikeGone = sql<boolean>`CASE WHEN notifications.link ~ '^/bike/[0-9]{1,9}$'
  THEN NOT EXISTS (SELECT 1 FROM bikes WHERE bikes.id = substring(notifications.link FROM 7)::integer)
  ELSE false END`;

/** A page of a user's notifications, newest first (keyset on id, index notifications_user_idx). */
export const notificationsPage = (db: Kysely<Database>, userId: number, afterId: number | undefined, limit: number) => {
  let query = db
    .selectFrom("notifications")
    .select(["id", "kind", "title", "link", "read_at", "created_at", bikeGone.as("bike_gone")])
    .where("user_id", "=", userId);
  if (afterId !== undefined) query = query.where("id", "<", afterId);
  return query.orderBy("id", "desc").limit(limit + 1);
};

/** How many of a user's notifications are unread, up to UNREAD_CAP (the partial index notifications_user_unread_idx). */
export const unreadNotifications = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom((eb) =>
      eb.selectFrom("notifications").select("id").where("user_id", "=", userId).where("read_at", "is", null).limit(UNREAD_CAP).as("unread"),
    )
    .select((eb) => eb.fn.countAll<string>().as("count"));

/**
 * A user's notifications written after `since`, newest first, at most `limit` (GET /api/activity:
 * the desktop app's native notifications), by notifications_user_created_idx.
 */
export const notificationsSince = (db: Kysely<Database>, userId: number, since: Date | RawBuilder<Date>, limit: number) =>
  db
    .selectFrom("notifications")
    .select(["id", "kind", "title", "link", "created_at"])
    .where("user_id", "=", userId)
    .where("created_at", ">", since)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit);
