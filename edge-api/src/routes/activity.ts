import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { activityQuery } from "../lib/users/activity";
import { validate } from "../lib/api/validate";
import { routeDocs } from "../lib/api/openapi";

const docs = routeDocs("Activity");

const sinceQuery = z.object({
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
  validate("query", sinceQuery),
  async (c) => {
    const user = c.var.user!;
    const asked = c.req.valid("query").since;
    const admin = user.role === "admin";
    const row = await activityQuery(c.var.db, user.id, asked ? new Date(asked) : null, admin).executeTakeFirstOrThrow();
    // JSON subqueries answer dates as text: each is written back as an ISO date-time.
    const iso = (date: Date | string) => new Date(date).toISOString();
    return c.json({
      role: user.role,
      now: iso(row.now),
      since: iso(row.since),
      openReports: admin ? Number(row.open_reports) : null,
      newReports: row.new_reports.map((r) => ({
        _id: r.id,
        bikeId: r.bike_id,
        bikeName: r.bike_name,
        reason: r.reason,
        createdAt: iso(r.created_at),
      })),
      notifications: row.notifications.map((n) => ({
        _id: n.id,
        kind: n.kind,
        title: n.title,
        link: n.link,
        createdAt: iso(n.created_at),
      })),
    });
  },
);
