import { app } from "./app";
import { createDb } from "./db/client";
import type { Bindings } from "./env";
import { logLine } from "./lib/platform/log";
import { recomputePriceRatings } from "./lib/price-rating/recompute";
import { recomputeIfStale } from "./lib/price-rating/freshness";

/** wrangler.toml's daily Cron Trigger; the other one is hourly. */
const DAILY_CRON = "0 7 * * *";
import { sendDigests } from "./lib/saved-searches/digest";
import { publishDueReviews } from "./lib/reviews/publish";
import { remindReviews } from "./lib/reviews/review-prompts";
import { endDueListings, warnEndingListings } from "./lib/bikes/listing-expiry";
import { pages } from "./seo/pages";
import { throughEdgeCache } from "./cache/edge-cache";
import { deliverMail, recordDeadMail } from "./lib/mail/deliver";
import { enqueueOutbox, pruneOutbox, type MailJob } from "./lib/mail/outbox";
import { mailSettings } from "./lib/mail/smtp";
import { countViews, pruneViewVisitors } from "./lib/listing-figures/count-views";
import type { ViewEvent } from "./lib/listing-figures/view-events";

export type { AppType } from "./app";
// The Durable Object class wrangler.toml binds as CONVERSATION_ROOMS must be exported by the Worker.
export { ConversationRoom } from "./live/conversation-room";

/**
 * The Worker: /api/* is the Hono app; anything else that reaches the Worker (the UI's files
 * answer first, wrangler.toml [assets]) is seo/pages.ts: the public pages with their <head>
 * filled in, robots.txt, the sitemaps, and the UI for every other path — so a page path never
 * gets an API error and a missing file never gets the UI.
 */
/** What seo/pages.ts writes from the database alone, so it answers even without the UI's files (the bench's Worker). */
const WITHOUT_ASSETS = /^\/(?:robots\.txt|sitemap\.xml|sitemaps\/)/;

/** The Worker behind the edge cache: what answers a miss (tests/api/pages.test.ts calls it directly). */
export const origin = {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    const api = pathname === "/api" || pathname.startsWith("/api/");
    if (api || (!env.ASSETS && !WITHOUT_ASSETS.test(pathname))) return app.fetch(request, env, ctx);
    return pages.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Bindings>;

/** What signed-out visitors share comes from this location's cache when it has it (cache/edge-cache.ts). */
const worker = {
  fetch: (request, env, ctx) => throughEdgeCache(request, env, ctx, origin.fetch),
} satisfies ExportedHandler<Bindings>;

/** Sentry wraps the Worker only where SENTRY_DSN is set; it is imported on that first request, never locally. */
let reporting: Promise<ExportedHandler<Bindings>> | undefined;

export default {
  fetch(request, env, ctx) {
    if (!env.SENTRY_DSN) return worker.fetch(request, env, ctx);
    reporting ??= import("./lib/platform/sentry").then(({ withErrorReporting }) => withErrorReporting(worker));
    return reporting.then((monitored) => monitored.fetch!(request, env, ctx));
  },
  /**
   * The Cron Triggers (wrangler.toml [triggers]). Daily (DAILY_CRON): the fair-price ratings' full
   * recompute, then the saved searches' digest. Hourly: reviews whose 14 days of waiting for the
   * other side's have passed are published (lib/reviews/publish.ts), the sides of bookings paid 7
   * days ago that have not reviewed yet are reminded (lib/reviews/review-prompts.ts), and the
   * recompute only where the ratings are missing or stale (lib/price-rating/freshness.ts), e.g. on a
   * new deployment. Locally `npm start` runs wrangler dev with --test-scheduled, so GET
   * /cdn-cgi/handler/scheduled?cron=… runs either (README).
   */
  async scheduled(controller, env) {
    const db = createDb(env);
    try {
      if (controller.cron !== DAILY_CRON) {
        const ended = await endDueListings(db);
        const warned = await warnEndingListings(db);
        if (ended || warned) logLine("info", "listings ended and warned", { ended, warned });
        const published = await publishDueReviews(db);
        if (published) logLine("info", "reviews published after their wait", { published });
        const reminded = await remindReviews(db);
        if (reminded) logLine("info", "review reminders sent", { reminded });
        const rated = await recomputeIfStale(db);
        if (rated) logLine("info", "price ratings recomputed", { ...rated });
        await queueMail(db, env);
        return;
      }
      // The fair-price ratings follow the market (lib/price-rating/recompute.ts), before the digest so
      // it shows today's; a failed recompute keeps yesterday's ratings and does not hold the digest back.
      await recomputePriceRatings(db).then(
        (rated) => logLine("info", "price ratings recomputed", { ...rated }),
        (error: unknown) => logLine("error", "price rating recompute failed", { error: String(error) }),
      );
      const sent = await sendDigests(db);
      logLine("info", "saved search digest", { ...sent });
      await queueMail(db, env);
      logLine("info", "mail outbox pruned", { deleted: await pruneOutbox(db) });
      logLine("info", "view visitors pruned", { deleted: await pruneViewVisitors(db) });
    } finally {
      await db.destroy();
    }
  },
  /**
   * The queues (wrangler.toml [[queues.consumers]]): bike page views are counted a batch at a time
   * (lib/listing-figures/count-views.ts; a failure retries the batch, which counts nothing twice);
   * mail is sent from the outbox (lib/mail/deliver.ts); what the mail's dead-letter queue gets is
   * given up for admins.
   */
  async queue(batch, env) {
    const db = createDb(env);
    try {
      if (batch.queue.includes(VIEWS)) {
        const views = batch as MessageBatch<ViewEvent>;
        logLine("info", "views counted", {
          views: await countViews(
            db,
            views.messages.map((m) => m.body),
          ),
          events: views.messages.length,
        });
        return;
      }
      const mail = batch as MessageBatch<MailJob>;
      if (batch.queue.includes(DEAD_MAIL)) {
        logLine("error", "mail given up after retries", { dead: await recordDeadMail(db, mail) });
        return;
      }
      const settings = mailSettings(env);
      if ("missing" in settings) {
        // Kept for the retries: mail waits for its settings rather than being lost.
        logLine("error", "mail not sent: settings missing", { missing: settings.missing });
        batch.retryAll({ delaySeconds: 300 });
        return;
      }
      logLine("info", "mail delivered", { ...(await deliverMail(db, mail, settings)) });
    } finally {
      await db.destroy();
    }
  },
} satisfies ExportedHandler<Bindings, MailJob | ViewEvent>;

/** The views queue's name holds this (wrangler.toml: motomart-views-dev, …-staging, motomart-views). */
const VIEWS = "views";

/** The dead-letter queue's name holds this (wrangler.toml: motomart-mail-dead-dev, …-staging, motomart-mail-dead). */
const DEAD_MAIL = "mail-dead";

/** Every Cron Trigger ends by queuing the outbox: the digest's mail, and any a Worker stopped before queuing. */
async function queueMail(db: Parameters<typeof enqueueOutbox>[0], env: Bindings) {
  const queued = await enqueueOutbox(db, env.MAIL_QUEUE);
  if (queued) logLine("info", "mail queued", { queued });
}
