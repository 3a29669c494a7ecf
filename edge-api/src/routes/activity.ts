import { Hono } from "hono";
import { sql } from "kysely";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { messagesSince } from "../lib/conversations/queries";
import { fromCents } from "../lib/money";
import { validate } from "../lib/validate";
import { routeDocs } from "../lib/openapi";

const docs = routeDocs("Activity");

/** How far back `since` may reach, and how many items of each kind one answer lists. */
const MAX_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_ITEMS = 20;

const activityQuery = z.object({
  since: z.iso.datetime({ offset: true, error: "Since must be an ISO date-time" }).optional(),
});

/** How much of a new message a notification shows. */
const MESSAGE_PREVIEW = 120;

/**
 * What happened since the caller last asked, for the desktop app's notifications (polled about
 * once a minute). A seller hears of bookings and payments on their own bikes and of buyers'
 * messages; a buyer of sellers' replies ("Ask the seller"); an admin of the open reported-items
 * queue. `now` is the database's clock: pass it back as the next `since`.
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
    const base = { role: user.role, now: now.toISOString(), since: since.toISOString() };

    if (user.role === "admin") {
      const [open, fresh] = await Promise.all([
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
        bookings: [],
        payments: [],
        messages: [],
      });
    }

    const side = user.role === "buyer" ? "buyer" : "seller";
    const newMessages = messagesSince(db, side, user.id, since, MAX_ITEMS)
      .execute()
      .then((rows) =>
        rows.map((m) => ({
          _id: m.id,
          conversationId: m.conversation_id,
          bikeName: m.bike_name,
          fromName: m.other_name,
          body: m.body.length > MESSAGE_PREVIEW ? `${m.body.slice(0, MESSAGE_PREVIEW - 1)}…` : m.body,
          createdAt: m.created_at.toISOString(),
        })),
      );
    if (user.role === "buyer") {
      return c.json({ ...base, openReports: null, newReports: [], bookings: [], payments: [], messages: await newMessages });
    }

    const [bookings, payments, messages] = await Promise.all([
      db
        .selectFrom("bookings")
        .innerJoin("bikes", "bikes.id", "bookings.bike_id")
        .select(["bookings.id", "bookings.bike_id", "bookings.item_name", "bookings.price_cents", "bookings.created_at"])
        .where("bikes.seller_id", "=", user.id)
        .where("bookings.created_at", ">", since)
        .orderBy("bookings.id", "desc")
        .limit(MAX_ITEMS)
        .execute(),
      db
        .selectFrom("payments")
        .innerJoin("bookings", "bookings.id", "payments.booking_id")
        .innerJoin("bikes", "bikes.id", "bookings.bike_id")
        .select(["payments.id", "payments.booking_id", "bookings.item_name", "payments.amount_cents", "payments.created_at"])
        .where("bikes.seller_id", "=", user.id)
        .where("payments.created_at", ">", since)
        .orderBy("payments.id", "desc")
        .limit(MAX_ITEMS)
        .execute(),
      newMessages,
    ]);
    return c.json({
      ...base,
      openReports: null,
      newReports: [],
      bookings: bookings.map((b) => ({
        _id: b.id,
        bikeId: b.bike_id,
        itemName: b.item_name,
        price: fromCents(b.price_cents),
        createdAt: b.created_at.toISOString(),
      })),
      payments: payments.map((p) => ({
        _id: p.id,
        bookingId: p.booking_id,
        itemName: p.item_name,
        amount: fromCents(p.amount_cents),
        createdAt: p.created_at.toISOString(),
      })),
      messages,
    });
  },
);
