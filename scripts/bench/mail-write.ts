/**
 * Email on the request path (#37 point 6): a request that mails writes its outbox row in the same
 * statement as its notification (edge-api/src/lib/notifications/notify.ts), and queues it only
 * after its answer (middleware/database.ts). So what a request waits for more than before email is
 * that statement's second insert: measured here against the notification's insert alone (what the
 * request wrote before), alternately, each in a transaction rolled back, on the 1M-row database.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../../edge-api/src/db/database";
import { notify, type NewNotification } from "../../edge-api/src/lib/notifications/notify";
import { percentile } from "./stats";

const ROUNDS = 500;
/** The bound on what mail may add to a request's p99. */
const MAX_ADDED_MS = 2;

export interface MailWriteBench {
  rounds: number;
  before: { p50: number; p99: number };
  withMail: { p50: number; p99: number };
}

class RolledBack extends Error {}

export async function measureMailWrite(db: Kysely<Database>, log: (line: string) => void): Promise<MailWriteBench> {
  const sellers = (
    await sql<{ id: number }>`SELECT DISTINCT seller_id AS id FROM bikes ORDER BY seller_id DESC LIMIT ${ROUNDS}`.execute(db)
  ).rows;
  const timed: Record<"before" | "withMail", number[]> = { before: [], withMail: [] };
  for (let round = 0; round < ROUNDS * 2; round++) {
    const seller = sellers[Math.floor(round / 2) % sellers.length]!.id;
    // A booking received, as POST /api/bikes/:id/bookings announces it to the seller.
    const item: NewNotification = { userId: seller, kind: "booking", title: "New booking request for Honda CB 500", link: "/bookings" };
    const which = round % 2 === 0 ? "before" : "withMail";
    await db
      .transaction()
      .execute(async (trx) => {
        const started = performance.now();
        if (which === "withMail") await notify(trx, item);
        else
          await trx
            .insertInto("notifications")
            .values({ user_id: item.userId, kind: item.kind, title: item.title, link: item.link })
            .execute();
        timed[which].push(performance.now() - started);
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
  }
  const figures = (samples: number[]) => ({ p50: percentile(samples, 50), p99: percentile(samples, 99) });
  const result = { rounds: ROUNDS, before: figures(timed.before), withMail: figures(timed.withMail) };
  log(
    `a notification's insert: p50 ${result.before.p50.toFixed(2)} p99 ${result.before.p99.toFixed(2)} ms; with its mail: p50 ${result.withMail.p50.toFixed(2)} p99 ${result.withMail.p99.toFixed(2)} ms`,
  );
  return result;
}

/** docs/benchmarks.md's summary row (report.ts). */
export function mailWriteSummaryRows(r: MailWriteBench): string[] {
  const added = r.withMail.p99 - r.before.p99;
  return [
    `| what mail adds to a request that sends it: its notification's insert with its outbox row, against the insert alone (as before email; ${r.rounds} each, alternately), p99 (the queue is sent after the answer) | ${r.withMail.p99.toFixed(2)} ms against ${r.before.p99.toFixed(2)} ms (p50 ${r.withMail.p50.toFixed(2)} / ${r.before.p50.toFixed(2)}) | p99 within ${MAX_ADDED_MS} ms | ${added <= MAX_ADDED_MS ? "✅" : "❌"} |`,
  ];
}
