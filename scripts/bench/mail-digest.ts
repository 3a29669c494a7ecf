/**
 * Email at scale (#37 point 6): the daily digest of 100,000 saved searches, each with a new bike,
 * written (notifications and their outbox rows, edge-api/src/lib/saved-searches/digest.ts) and then
 * put on a mail queue (edge-api/src/lib/mail/outbox.ts) as the Cron Trigger does — the queue is
 * Miniflare's, the same local Queues implementation `npm start` runs. What it writes is deleted
 * afterwards, so the bench data stays as loaded.
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import type { Database } from "../../edge-api/src/db/database";
import { enqueueOutbox, type MailJob } from "../../edge-api/src/lib/mail/outbox";
import { sendDigests } from "../../edge-api/src/lib/saved-searches/digest";

/** A Cron Trigger of an hourly or daily schedule may run this long (Cloudflare's limit, wall clock). */
const CRON_LIMIT_MS = 15 * 60_000;
/** The bench's own pending matches, told apart from any others by this time. */
const MARK = "2001-01-01T00:00:00Z";

export interface DigestMailBench {
  searches: number;
  notifications: number;
  digestMs: number;
  queued: number;
  enqueueMs: number;
}

export async function measureDigestMail(db: Kysely<Database>, log: (line: string) => void): Promise<DigestMailBench> {
  const before = await sql<{ notification: number; mail: string; at: Date }>`SELECT
      (SELECT coalesce(max(id), 0) FROM notifications) AS notification,
      (SELECT coalesce(max(id), 0) FROM mail_outbox) AS mail, now() AS at`.execute(db);
  const { notification, mail, at } = before.rows[0]!;
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: "export default { fetch: () => new Response('') }",
      compatibilityDate: "2026-10-01",
      queueProducers: { MAIL_QUEUE: "bench-digest-mail" },
    }),
  );
  try {
    // Every search has one new bike waiting: a bike of its own category when it has one.
    const pending = await sql`INSERT INTO saved_search_matches (search_id, bike_id, digest_pending, matched_at)
      SELECT s.id, b.id, true, ${MARK}::timestamptz FROM saved_searches AS s
      CROSS JOIN LATERAL (SELECT id FROM bikes WHERE status = 'available' AND id >= (s.id * 7919) % 1000000 ORDER BY id LIMIT 1) AS b
      ON CONFLICT DO NOTHING`.execute(db);
    const searches = Number(pending.numAffectedRows ?? 0);
    const started = performance.now();
    const digest = await sendDigests(db);
    const digestMs = performance.now() - started;
    log(
      `digest of ${searches.toLocaleString("en")} searches: ${digest.searches.toLocaleString("en")} notifications in ${(digestMs / 1000).toFixed(1)} s`,
    );
    const queue = await mf.getQueueProducer<MailJob>("MAIL_QUEUE");
    const queuing = performance.now();
    const queued = await enqueueOutbox(db, queue);
    const enqueueMs = performance.now() - queuing;
    log(`their mail queued: ${queued.toLocaleString("en")} in ${(enqueueMs / 1000).toFixed(1)} s`);
    return { searches, notifications: digest.searches, digestMs, queued, enqueueMs };
  } finally {
    await mf.dispose();
    await sql`DELETE FROM mail_outbox WHERE id > ${mail}`.execute(db);
    await sql`DELETE FROM notifications WHERE id > ${notification}`.execute(db);
    await sql`DELETE FROM alerted_bikes WHERE alerted_at >= ${at}`.execute(db);
    await sql`DELETE FROM saved_search_matches WHERE matched_at = ${MARK}::timestamptz`.execute(db);
  }
}

/** docs/benchmarks.md's summary row (report.ts). */
export function digestMailSummaryRows(r: DigestMailBench): string[] {
  const total = r.digestMs + r.enqueueMs;
  return [
    `| daily digest of ${r.searches.toLocaleString("en")} saved searches with a new bike each: written (${r.notifications.toLocaleString("en")} notifications and mails) and queued (${r.queued.toLocaleString("en")} queue messages, 100 per send) | ${(r.digestMs / 1000).toFixed(1)} s + ${(r.enqueueMs / 1000).toFixed(1)} s | ≤ ${CRON_LIMIT_MS / 60_000} min (a Cron Trigger's limit) | ${total <= CRON_LIMIT_MS ? "✅" : "❌"} |`,
  ];
}
