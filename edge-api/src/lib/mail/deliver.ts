import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/database";
import { mailDecision, retryDelaySeconds, type MailFacts, type MailSkip } from "./mail-decision";
import type { MailJob } from "./outbox";
import { renderMail } from "./render";
import { openSmtp, smtpFailure, type MailSettings, type SmtpSession } from "./smtp";
import { unsubscribeToken } from "./unsubscribe-token";

type MailRow = MailFacts & {
  id: string;
  userId: number;
  conversationId: number | null;
  email: string;
  name: string;
  subject: string;
  body: string;
  link: string;
};

/** The outbox rows of a batch with what deciding and sending them needs: the recipient, their switches, a message's conversation. */
async function loadMails(db: Kysely<Database>, ids: string[]): Promise<Map<string, MailRow>> {
  const rows = await db
    .selectFrom("mail_outbox as mail")
    .innerJoin("users", "users.id", "mail.user_id")
    .leftJoin("conversations", "conversations.id", "mail.conversation_id")
    .select([
      "mail.id",
      "mail.user_id",
      "mail.kind",
      "mail.subject",
      "mail.body",
      "mail.link",
      "mail.conversation_id",
      "mail.sent_at",
      "mail.failed_at",
      "mail.skipped",
      "users.email",
      "users.name",
      "users.email_off",
      "users.email_bounced_at",
      // The recipient's side of the conversation: what they have not read yet.
      sql<
        number | null
      >`CASE WHEN conversations.buyer_id = mail.user_id THEN conversations.buyer_unread ELSE conversations.seller_unread END`.as("unread"),
      (eb) =>
        eb
          .selectFrom("mail_outbox as earlier")
          .select((inner) => inner.fn.max("earlier.sent_at").as("at"))
          .whereRef("earlier.conversation_id", "=", "mail.conversation_id")
          .whereRef("earlier.user_id", "=", "mail.user_id")
          .where("earlier.sent_at", "is not", null)
          .as("last_conversation_mail_at"),
    ])
    .where("mail.id", "in", ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        userId: row.user_id,
        conversationId: row.conversation_id,
        email: row.email,
        name: row.name,
        kind: row.kind,
        subject: row.subject,
        body: row.body,
        link: row.link,
        sentAt: row.sent_at,
        failedAt: row.failed_at,
        skipped: row.skipped,
        off: row.email_off,
        bounced: row.email_bounced_at !== null,
        unread: row.unread,
        lastConversationMailAt: row.last_conversation_mail_at,
      },
    ]),
  );
}

/**
 * A message mail's claim on its conversation's window: under a lock of the conversation's row, so
 * batches delivered at once (the queue runs consumers concurrently) decide one after another, the
 * last mail sent about it to the same person is read again and the mail decided; one to send is
 * marked sent before it goes (unmarked if the server fails).
 */
async function claimConversationMail(db: Kysely<Database>, mail: MailRow): Promise<"send" | MailSkip> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom("conversations").select("id").where("id", "=", mail.conversationId!).forUpdate().execute();
    const last = await trx
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.max("sent_at").as("at"))
      .where("conversation_id", "=", mail.conversationId!)
      .where("user_id", "=", mail.userId)
      .where("id", "<>", mail.id)
      .executeTakeFirst();
    const decision = mailDecision({ ...mail, lastConversationMailAt: last?.at ?? null }, new Date());
    if (decision === "send")
      await mark(trx, mail.id)
        .set({ sent_at: sql`now()` })
        .execute();
    return decision;
  });
}

/** One mail's failure, written as it happens. */
const mark = (db: Kysely<Database> | Transaction<Database>, id: string) => db.updateTable("mail_outbox").where("id", "=", id);

/** What one delivery of a batch did, for its log line. */
export interface DeliveryCounts {
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

/**
 * The mail queue's consumer: each message's outbox row is decided (mail-decision.ts) and sent over
 * one SMTP session for the batch. A server that fails for now (4xx, no connection) gets the
 * message retried with a growing delay; after the queue's max_retries it goes to the dead-letter
 * queue (recordDeadMail). A permanent refusal (5xx) is given up at once, and one of the recipient's
 * address (550 and kin on RCPT) marks the address bounced, so it gets no more mail.
 */
export async function deliverMail(db: Kysely<Database>, batch: MessageBatch<MailJob>, settings: MailSettings): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  const mails = await loadMails(
    db,
    batch.messages.map((m) => m.body.id),
  );
  // Sent and skipped mails are marked in one statement at the end, then acknowledged.
  const decided: { id: string; sent: boolean; skipped: string | null; attempts: number; message: Message<MailJob> }[] = [];
  let session: SmtpSession | null = null;
  try {
    for (const message of batch.messages) {
      const mail = mails.get(message.body.id);
      let decision = mail ? mailDecision(mail, new Date()) : "done";
      if (decision === "send" && mail!.kind === "messages" && mail!.conversationId !== null)
        decision = await claimConversationMail(db, mail!);
      if (decision !== "send") {
        if (mail && decision !== "done") decided.push({ id: mail.id, sent: false, skipped: decision, attempts: message.attempts, message });
        else message.ack();
        counts.skipped++;
        continue;
      }
      try {
        session ??= await openSmtp(settings);
        const token = await unsubscribeToken(settings.tokenSecret, mail!.userId, mail!.kind);
        await session.send(mail!.email, renderMail(mail!, settings.origin, token));
        decided.push({ id: mail!.id, sent: true, skipped: null, attempts: message.attempts, message });
        counts.sent++;
      } catch (error) {
        const failure = smtpFailure(error);
        // The session may be mid-command after a failure: the next mail opens a new one.
        await session?.close();
        session = null;
        if (failure.permanent) {
          await mark(db, mail!.id)
            .set({ sent_at: null, failed_at: sql`now()`, last_error: failure.text, attempts: message.attempts })
            .execute();
          if (failure.recipient)
            await db
              .updateTable("users")
              .set({ email_bounced_at: sql`now()` })
              .where("id", "=", mail!.userId)
              .execute();
          counts.failed++;
          message.ack();
        } else {
          // A claimed message mail is not sent after all (claimConversationMail).
          await mark(db, mail!.id).set({ sent_at: null, last_error: failure.text, attempts: message.attempts }).execute();
          counts.retried++;
          message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        }
      }
    }
  } finally {
    await session?.close();
  }
  if (decided.length) {
    await sql`UPDATE mail_outbox AS mail SET sent_at = CASE WHEN d.sent THEN now() END, skipped = d.skipped, attempts = d.attempts
      FROM unnest(${decided.map((d) => d.id)}::bigint[], ${decided.map((d) => d.sent)}::boolean[], ${decided.map((d) => d.skipped)}::text[],
        ${decided.map((d) => d.attempts)}::int[]) AS d(id, sent, skipped, attempts)
      WHERE mail.id = d.id`.execute(db);
    for (const d of decided) d.message.ack();
  }
  return counts;
}

/** The dead-letter queue's consumer: what kept failing is given up, and admins see it (GET /api/email/undelivered). */
export async function recordDeadMail(db: Kysely<Database>, batch: MessageBatch<MailJob>): Promise<number> {
  const ids = batch.messages.map((m) => m.body.id);
  const dead = await db
    .updateTable("mail_outbox")
    .set({ failed_at: sql`now()` })
    .where("id", "in", ids)
    .where("sent_at", "is", null)
    .where("failed_at", "is", null)
    .returning("id")
    .execute();
  batch.ackAll();
  return dead.length;
}
