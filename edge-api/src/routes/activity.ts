import { Hono } from "hono";
import { sql } from "kysely";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { notificationsSince } from "../lib/notifications/queries";
import { validate } from "../lib/validate";
import { routeDocs } from "../lib/openapi";

const docs = routeDocs("Activity");

/** How far back `since` may reach, and how many notifications (and new reports) one answer lists. */
const MAX_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_ITEMS = 20;

const activityQuery = z.object({
  since: z.iso.datetime({ offset: true, error: "Since must be an ISO date-time" }).optional(),
});

/**
 * What happened since the caller last asked, for the desktop app's native notifications (polled
 * about once a minute): the caller's own notifications (the same rows as the header bell, written
 * by lib/notifications/notify.ts: messages, bookings and their changes, saved bikes' price drops
 * and sales), and for an admin the open reported-items queue. `now` is the database's clock: pass
 * it back as the next `since`.
 */
export const activity = new Hono<AppEnv>().get(
  "/",
  docs("What happened since `since`"),
  requireAuth,
  requireRole("seller", "admin", "buyer"),
  validate("query", activityQuery),
  async (c) => {
    const db = c.var.db;
    const user = c.var.user!;
    const { now } = await sql<{ now: Date }>`select now() as now`.execute(db).then((r) => r.rows[0]!);
    const asked = c.req.valid("query").since;
    const since = new Date(Math.max(asked ? Date.parse(asked) : now.getTime(), now.getTime() - MAX_LOOKBACK_MS));
    const mine = notificationsSince(db, user.id, since, MAX_ITEMS)
      .execute()
      .then((rows) => rows.map((n) => ({ _id: n.id, kind: n.kind, title: n.title, link: n.link, createdAt: n.created_at.toISOString() })));
    const base = { role: user.role, now: now.toISOString(), since: since.toISOString() };

    if (user.role !== "admin") return c.json({ ...base, openReports: null, newReports: [], notifications: await mine });

    const [open, fresh, notifications] = await Promise.all([
      db
        .selectFrom("reports")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("status", "=", "open")
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("reports")
        .select(["id", "bike_id", "bike_name", "reason", "created_at"])
        .where("status", "=", "open")
        .where("created_at", ">", since)
        .orderBy("id", "desc")
        .limit(MAX_ITEMS)
        .execute(),
      mine,
    ]);
    return c.json({
      ...base,
      openReports: Number(open.count),
      newReports: fresh.map((r) => ({
        _id: r.id,
        bikeId: r.bike_id,
        bikeName: r.bike_name,
        reason: r.reason,
        createdAt: r.created_at.toISOString(),
      })),
      notifications,
    });
  },
);
