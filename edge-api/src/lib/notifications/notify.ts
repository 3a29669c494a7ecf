import { sql, type Kysely, type Transaction } from "kysely";
import type { Database, NotificationKind } from "../../db/database";

/** One notification to write: who hears it, what about, one line of text, and where it leads. */
export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  /** Plain text, at most 300 characters (longer is cut with an ellipsis). */
  title: string;
  /** An app path starting with "/", e.g. `/bike/12`. */
  link: string;
}

const MAX_TITLE = 300;

const clip = (text: string) => (text.length <= MAX_TITLE ? text : `${text.slice(0, MAX_TITLE - 1)}…`);

/**
 * Records notifications for the bell, its page and the desktop app's native notifications.
 * Call it with the transaction that makes the change it announces, so a rolled-back change
 * announces nothing. Many at once are one insert of four arrays (a bulk import's alerts to
 * thousands of users would pass Postgres' 65,535 parameters as rows of values).
 */
export async function notify(db: Kysely<Database> | Transaction<Database>, items: NewNotification | NewNotification[]): Promise<void> {
  const list = Array.isArray(items) ? items : [items];
  if (list.length === 0) return;
  await sql`INSERT INTO notifications (user_id, kind, title, link)
    SELECT * FROM unnest(${list.map((n) => n.userId)}::int[], ${list.map((n) => n.kind)}::text[],
      ${list.map((n) => clip(n.title))}::text[], ${list.map((n) => n.link)}::text[])`.execute(db);
}
