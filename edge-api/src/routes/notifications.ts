import { Hono } from "hono";
import { sql, type Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/database";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { notFound } from "../lib/api/errors";
import { idParam } from "../lib/api/fields";
import { notificationsPage, UNREAD_CAP, unreadNotifications } from "../lib/notifications/queries";
import { routeDocs } from "../lib/api/openapi";
import { decodeCursor, pageQuery, toPage } from "../lib/api/pagination";
import { validate } from "../lib/api/validate";

const docs = routeDocs("Notifications");

const listQuery = z.object(pageQuery);

type NotificationRow = Awaited<ReturnType<ReturnType<typeof notificationsPage>["execute"]>>[number];

const notificationView = (row: NotificationRow) => ({
  _id: row.id,
  kind: row.kind,
  title: row.title,
  link: row.link,
  /** The bike it links to was deleted: the list shows "No longer available", not a dead link. */
  gone: row.bike_gone,
  read: row.read_at !== null,
  createdAt: row.created_at.toISOString(),
});

const countUnread = async (db: Kysely<Database>, userId: number) =>
  Number((await unreadNotifications(db, userId).executeTakeFirstOrThrow()).count);

/**
 * The caller's notifications (#14 point 2): the header bell's unread count, its list (newest
 * first), and marking them read. Written by lib/notifications/notify.ts in the transaction of what
 * they announce; each user reads and marks only their own. `unread` stops counting at 100 (the
 * bell shows "99+").
 */
export const notifications = new Hono<AppEnv>()
  .get(
    "/",
    docs("The caller's notifications, newest first, with the unread count"),
    requireAuth,
    requireRole("buyer", "seller", "admin"),
    validate("query", listQuery),
    async (c) => {
      const { cursor, limit } = c.req.valid("query");
      const after = decodeCursor(cursor);
      const [rows, unread] = await Promise.all([
        notificationsPage(c.var.db, c.var.user!.id, after?.id, limit).execute(),
        countUnread(c.var.db, c.var.user!.id),
      ]);
      return c.json({ ...toPage(rows, limit, notificationView), unread, unreadCap: UNREAD_CAP });
    },
  )
  // The bell polls this: one count over the unread rows' partial index.
  .get(
    "/unread",
    docs("How many of the caller's notifications are unread"),
    requireAuth,
    requireRole("buyer", "seller", "admin"),
    async (c) => c.json({ unread: await countUnread(c.var.db, c.var.user!.id), unreadCap: UNREAD_CAP }),
  )
  .put("/read", docs("Mark all the caller's notifications read"), requireAuth, requireRole("buyer", "seller", "admin"), async (c) => {
    const result = await c.var.db
      .updateTable("notifications")
      .set({ read_at: sql`now()` })
      .where("user_id", "=", c.var.user!.id)
      .where("read_at", "is", null)
      .executeTakeFirst();
    return c.json({ acknowledged: true, modifiedCount: Number(result.numUpdatedRows) });
  })
  .put(
    "/:id/read",
    docs("Mark one of the caller's notifications read", {
      200: "Read (modifiedCount 0: it was read already)",
      404: "No such notification, or someone else's",
    }),
    requireAuth,
    requireRole("buyer", "seller", "admin"),
    validate("param", idParam),
    async (c) => {
      const { id } = c.req.valid("param");
      const row = await c.var.db.selectFrom("notifications").select(["user_id", "read_at"]).where("id", "=", id).executeTakeFirst();
      // Someone else's is "not found" too, so ids cannot be probed for whose they are.
      if (!row || row.user_id !== c.var.user!.id) throw notFound("Notification");
      if (row.read_at !== null) return c.json({ acknowledged: true, modifiedCount: 0 });
      const result = await c.var.db
        .updateTable("notifications")
        .set({ read_at: sql`now()` })
        .where("id", "=", id)
        .where("read_at", "is", null)
        .executeTakeFirst();
      return c.json({ acknowledged: true, modifiedCount: Number(result.numUpdatedRows) });
    },
  );
