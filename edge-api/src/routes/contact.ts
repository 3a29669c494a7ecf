import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { contactInboxPage } from "../lib/admin/contact-inbox";
import { adminSearchQuery } from "../lib/admin/admin-search";
import { conflict, notFound } from "../lib/api/errors";
import { email, idParam, requiredText } from "../lib/api/fields";
import { decodeCursor, pageQuery, toPage } from "../lib/api/pagination";
import { validate } from "../lib/api/validate";
import { routeDocs } from "../lib/api/openapi";

const docs = routeDocs("Contact");

const contactBody = z.object({
  name: requiredText("Name", 100),
  email: email(),
  message: requiredText("Message", 4000, { multiline: true }),
});
const listQuery = z.object({
  status: z.enum(["open", "handled"], { error: "Status must be open or handled" }).default("open"),
  ...pageQuery,
  ...adminSearchQuery,
});
const handleBody = z.object({ handled: z.boolean({ error: "Handled must be true or false" }) });

export const contact = new Hono<AppEnv>()
  .post("/", docs("Send the site a message", { 201: "Received" }), validate("json", contactBody), async (c) => {
    const body = c.req.valid("json");
    const { id } = await c.var.db.insertInto("contact_messages").values(body).returning("id").executeTakeFirstOrThrow();
    return c.json({ acknowledged: true, insertedId: id }, 201);
  })
  // The admin's Messages screen: what the contact form stored, open or handled, newest first.
  .get("/", docs("Contact messages, newest first"), requireAuth, requireRole("admin"), validate("query", listQuery), async (c) => {
    const { status, cursor, limit, q } = c.req.valid("query");
    const before = decodeCursor(cursor);
    const rows = await contactInboxPage(c.var.db, status, before?.id, limit + 1, q).execute();
    return c.json(
      toPage(rows, limit, (r) => ({
        _id: r.id,
        name: r.name,
        email: r.email,
        message: r.message,
        createdAt: r.created_at.toISOString(),
        handledAt: r.handled_at?.toISOString() ?? null,
      })),
    );
  })
  // Mark a message handled (someone answered it), or open again (handled by mistake).
  .put(
    "/:id",
    docs("Mark a contact message handled, or open again", {
      200: "Changed",
      404: "No such message",
      409: "Already in that state",
    }),
    requireAuth,
    requireRole("admin"),
    validate("param", idParam),
    validate("json", handleBody),
    async (c) => {
      const { id } = c.req.valid("param");
      const { handled } = c.req.valid("json");
      // Only a change of state counts, so two admins clicking at once get one success and one 409.
      const changed = await c.var.db
        .updateTable("contact_messages")
        .set({ handled_at: handled ? new Date() : null })
        .where("id", "=", id)
        .where("handled_at", handled ? "is" : "is not", null)
        .returning("handled_at")
        .executeTakeFirst();
      if (!changed) {
        const exists = await c.var.db.selectFrom("contact_messages").select("id").where("id", "=", id).executeTakeFirst();
        if (!exists) throw notFound("Message");
        throw conflict(handled ? "This message has already been handled." : "This message is already open.");
      }
      return c.json({ acknowledged: true, modifiedCount: 1, handledAt: changed.handled_at?.toISOString() ?? null });
    },
  );
