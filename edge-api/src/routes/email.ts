import { Hono } from "hono";
import { sql } from "kysely";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { badRequest, notFound } from "../lib/api/errors";
import { idParam } from "../lib/api/fields";
import { routeDocs } from "../lib/api/openapi";
import { validate } from "../lib/api/validate";
import { readUnsubscribeToken } from "../lib/mail/unsubscribe-token";
import { noteMailWritten } from "../lib/mail/outbox";
import {
  emailPreferencesBody,
  LOCKED_MAIL_KINDS,
  unsubscribeQuery,
  type EmailPreferences,
  type MailKind,
  type UndeliveredMail,
} from "../schemas/email";

const docs = routeDocs("Email");

const TOKEN_INVALID = "This unsubscribe link is not valid. Sign in and open Email settings to choose your emails.";
const TOKEN_EXPIRED = "This unsubscribe link has expired. Sign in and open Email settings to choose your emails.";

/** How many undelivered mails the admins' list shows, newest first. */
const UNDELIVERED_SHOWN = 100;

const preferencesView = (user: { email: string; email_off: string[]; email_bounced_at: Date | null }): EmailPreferences => ({
  email: user.email,
  off: user.email_off as MailKind[],
  bounced: user.email_bounced_at !== null,
});

/**
 * Email (#37): the caller's switches per kind of mail, the one-click unsubscribe of a mail's
 * signed link (no sign-in), and the admins' list of mail given up after its retries.
 */
export const email = new Hono<AppEnv>()
  .get(
    "/preferences",
    docs("The caller's email switches: the kinds switched off, and whether their address bounced"),
    requireAuth,
    requireRole("buyer", "seller", "admin"),
    async (c) => {
      const user = c.var.user!;
      return c.json(preferencesView(user));
    },
  )
  .put(
    "/preferences",
    docs("Switch kinds of email off (every kind not listed is on); payments cannot be", { 200: "The new switches", 400: "Bad input" }),
    requireAuth,
    requireRole("buyer", "seller", "admin"),
    validate("json", emailPreferencesBody),
    async (c) => {
      const { off } = c.req.valid("json");
      const user = await c.var.db
        .updateTable("users")
        .set({ email_off: off })
        .where("id", "=", c.var.user!.id)
        .returning(["email", "email_off", "email_bounced_at"])
        .executeTakeFirstOrThrow();
      return c.json(preferencesView(user));
    },
  )
  // RFC 8058: mail clients post the List-Unsubscribe address with "List-Unsubscribe=One-Click"; the page /unsubscribe posts it too.
  .post(
    "/unsubscribe",
    docs("Switch off the kind of email a mail's signed link names, without signing in", {
      200: "The kind now switched off",
      400: "The link is not valid or has expired",
    }),
    validate("query", unsubscribeQuery),
    async (c) => {
      const secret = c.env.MAIL_TOKEN_SECRET;
      const read = secret ? await readUnsubscribeToken(secret, c.req.valid("query").token) : ({ problem: "invalid" } as const);
      if ("problem" in read) {
        const message = read.problem === "expired" ? TOKEN_EXPIRED : TOKEN_INVALID;
        throw badRequest(message, { token: message });
      }
      if (LOCKED_MAIL_KINDS.has(read.kind)) throw badRequest(TOKEN_INVALID, { token: TOKEN_INVALID });
      // Idempotent: a second click (or the mail client's post and then the page's) changes nothing.
      await c.var.db
        .updateTable("users")
        .set({ email_off: sql`ARRAY(SELECT DISTINCT unnest(array_append(email_off, ${read.kind})))` })
        .where("id", "=", read.userId)
        .execute();
      return c.json({ kind: read.kind });
    },
  )
  .get(
    "/undelivered",
    docs("Mail given up after its retries or refused for good, newest first (admins)"),
    requireAuth,
    requireRole("admin"),
    async (c) => {
      const rows = await c.var.db
        .selectFrom("mail_outbox as mail")
        .innerJoin("users", "users.id", "mail.user_id")
        .select(["mail.id", "users.email", "mail.kind", "mail.subject", "mail.attempts", "mail.last_error", "mail.failed_at"])
        .where("mail.failed_at", "is not", null)
        .orderBy("mail.failed_at", "desc")
        .orderBy("mail.id", "desc")
        .limit(UNDELIVERED_SHOWN)
        .execute();
      const items: UndeliveredMail[] = rows.map((row) => ({
        id: row.id,
        to: row.email,
        kind: row.kind,
        subject: row.subject,
        attempts: row.attempts,
        lastError: row.last_error,
        failedAt: row.failed_at!.toISOString(),
      }));
      return c.json({ items });
    },
  )
  .post(
    "/undelivered/:id/retry",
    docs("Send an undelivered mail again (admins)", { 200: "Queued again", 404: "No such undelivered mail" }),
    requireAuth,
    requireRole("admin"),
    validate("param", idParam),
    async (c) => {
      const { id } = c.req.valid("param");
      const again = await c.var.db
        .updateTable("mail_outbox")
        .set({ failed_at: null, enqueued_at: null, skipped: null, attempts: 0 })
        .where("id", "=", String(id))
        .where("failed_at", "is not", null)
        .returning("id")
        .executeTakeFirst();
      if (!again) throw notFound("This mail is not waiting to be sent again.");
      noteMailWritten([again.id]);
      return c.json({ ok: true });
    },
  );
