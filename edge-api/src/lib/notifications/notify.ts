import { sql, type Kysely, type Transaction } from "kysely";
import type { Database, NotificationKind } from "../../db/database";
import type { MailKind } from "../../schemas/email";
import { MAIL_KIND_OF } from "../mail/mail-kinds";
import { noteMailWritten } from "../mail/outbox";

/** One notification to write: who hears it, what about, one line of text, and where it leads. */
export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  /** Plain text, at most 300 characters (longer is cut with an ellipsis). */
  title: string;
  /** An app path starting with "/", e.g. `/bike/12`. */
  link: string;
  /** How its mail differs from the notification (lib/mail): by default the title is its subject and text. */
  mail?: {
    kind?: MailKind;
    subject?: string;
    /** The mail's text in full (a message's own words), where the title is cut to one line. */
    text?: string;
    /** A message's conversation: one mail per conversation per 15 minutes while unread. */
    conversationId?: number;
  };
}

const MAX_TITLE = 300;
const MAX_SUBJECT = 150;

const clip = (text: string, max = MAX_TITLE) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * Records notifications for the bell, its page and the desktop app's native notifications, and
 * each one's mail in the outbox (lib/mail/outbox.ts), in one statement. Call it with the
 * transaction that makes the change it announces, so a rolled-back change announces and mails
 * nothing. Many at once are one insert of arrays (a bulk import's alerts to thousands of users
 * would pass Postgres' 65,535 parameters as rows of values).
 */
export async function notify(db: Kysely<Database> | Transaction<Database>, items: NewNotification | NewNotification[]): Promise<void> {
  const list = Array.isArray(items) ? items : [items];
  if (list.length === 0) return;
  const users = list.map((n) => n.userId);
  const links = list.map((n) => n.link);
  const { rows } = await sql<{ id: string }>`WITH written AS (
      INSERT INTO notifications (user_id, kind, title, link)
      SELECT * FROM unnest(${users}::int[], ${list.map((n) => n.kind)}::text[], ${list.map((n) => clip(n.title))}::text[], ${links}::text[])
    )
    INSERT INTO mail_outbox (user_id, kind, subject, body, link, conversation_id)
    SELECT * FROM unnest(${users}::int[], ${list.map((n) => n.mail?.kind ?? MAIL_KIND_OF[n.kind])}::text[],
      ${list.map((n) => clip(n.mail?.subject ?? n.title, MAX_SUBJECT))}::text[], ${list.map((n) => n.mail?.text ?? n.title)}::text[],
      ${links}::text[], ${list.map((n) => n.mail?.conversationId ?? null)}::int[])
    RETURNING id`.execute(db);
  noteMailWritten(rows.map((row) => row.id));
}
