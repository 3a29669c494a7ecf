import { AsyncLocalStorage } from "node:async_hooks";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";

/** A mail queue message: the outbox row to send (lib/mail/deliver.ts reads the rest). */
export interface MailJob {
  /** mail_outbox.id (a bigint, as text). */
  id: string;
}

/** The outbox rows the current request wrote: its answer queues exactly those (middleware/database.ts). */
export const mailOfRequest = new AsyncLocalStorage<{ ids: string[] }>();

/** Notes outbox rows the current request (if any) wrote: notify, or an admin sending one again. */
export function noteMailWritten(ids: readonly string[]): void {
  mailOfRequest.getStore()?.ids.push(...ids);
}

/** What queuing needs of the mail queue binding (a Queue<MailJob>). */
interface MailQueue {
  sendBatch(messages: Iterable<{ body: MailJob }>): Promise<unknown>;
}

/** A Queue's sendBatch takes at most 100 messages. */
const BATCH = 100;

/**
 * Puts outbox rows not on the mail queue yet on it, oldest first, 100 per round trip: `only` these
 * (a request's own mail), or every one waiting. Each round is one transaction holding its rows
 * (SKIP LOCKED, so two callers never queue a row twice) until the queue took them; a row is marked
 * queued only after, so a failed send leaves it for the next call. A request queues its own mail
 * after its answer (middleware/database.ts; a row of a rolled-back change is not found); every
 * Cron Trigger queues all that waits, which also catches what a Worker stopped before queuing.
 */
export async function enqueueOutbox(db: Kysely<Database>, queue: MailQueue, only?: readonly string[]): Promise<number> {
  let queued = 0;
  for (;;) {
    const taken = await db.transaction().execute(async (trx) => {
      let waiting = trx.selectFrom("mail_outbox").select("id").where("enqueued_at", "is", null);
      if (only) waiting = waiting.where("id", "=", sql<string>`ANY(${only}::bigint[])`);
      const rows = await waiting.orderBy("id").limit(BATCH).forUpdate().skipLocked().execute();
      if (rows.length === 0) return 0;
      const ids = rows.map((row) => row.id);
      await queue.sendBatch(ids.map((id) => ({ body: { id } })));
      await trx
        .updateTable("mail_outbox")
        .set({ enqueued_at: sql`now()` })
        .where("id", "in", ids)
        .execute();
      return ids.length;
    });
    queued += taken;
    if (taken < BATCH) return queued;
  }
}

/** How long decided mail stays in the outbox (given-up mail stays for the admins' list). */
const KEPT_DAYS = 30;

/**
 * Deletes mail sent or skipped more than 30 days ago, up to `maxRows` a run (through the BRIN index
 * on created_at: rows arrive in time order): the daily Cron Trigger keeps the outbox to about a
 * month of mail.
 */
export async function pruneOutbox(db: Kysely<Database>, maxRows = 100_000): Promise<number> {
  const { numAffectedRows } = await sql`DELETE FROM mail_outbox WHERE id IN (
      SELECT id FROM mail_outbox
      WHERE created_at < now() - make_interval(days => ${KEPT_DAYS}) AND (sent_at IS NOT NULL OR skipped IS NOT NULL)
      LIMIT ${maxRows})`.execute(db);
  return Number(numAffectedRows ?? 0);
}
