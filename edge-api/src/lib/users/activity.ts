import { sql, type Kysely } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { Database } from "../../db/database";
import { notificationsSince } from "../notifications/queries";

/** How far back `since` may reach, and how many notifications (and new reports) one answer lists. */
const MAX_LOOKBACK_DAYS = 7;
const ACTIVITY_ITEMS = 20;

/**
 * GET /api/activity in one statement, so one round trip after the caller's own lookup (#34): the
 * database's clock (`now`, the next `since`), `since` itself (what was asked, or now, and at most
 * MAX_LOOKBACK_DAYS back), the caller's notifications since then and, for an admin, the open
 * reported-items count and the reports opened since then.
 */
export function activityQuery(db: Kysely<Database>, userId: number, asked: Date | null, admin: boolean) {
  const since = sql<Date>`greatest(coalesce(${asked}::timestamptz, now()), now() - make_interval(days => ${MAX_LOOKBACK_DAYS}))`;
  const openReports = db.selectFrom("reports").where("status", "=", "open");
  return db.selectNoFrom((eb) => [
    sql<Date>`now()`.as("now"),
    since.as("since"),
    jsonArrayFrom(notificationsSince(db, userId, since, ACTIVITY_ITEMS)).as("notifications"),
    // An admin's queue count; null for anyone else (nothing counted).
    eb
      .case()
      .when(sql.lit(admin))
      .then(openReports.select((r) => r.fn.countAll<string>().as("count")).$asScalar())
      .else(null)
      .end()
      .as("open_reports"),
    jsonArrayFrom(
      openReports
        .select(["id", "bike_id", "bike_name", "reason", "created_at"])
        .where("created_at", ">", since)
        .where(sql.lit(admin))
        .orderBy("id", "desc")
        .limit(ACTIVITY_ITEMS),
    ).as("new_reports"),
  ]);
}
