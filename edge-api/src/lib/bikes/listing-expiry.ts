import type { Kysely } from "kysely";
import type { Database } from "../../db/database";
import { inTransaction } from "../../db/transaction";
import { markListingRemoved, REASONS } from "../bookings/states";
import { notify } from "../notifications/notify";
import { daysAfter, dueNotice, LISTING_DAYS, type LastExpiryNotice } from "./listing-life";

/** Listings ended or warned per transaction, and transactions per Cron Trigger run (20,000 listings at most). */
const EXPIRY_BATCH = 500;
const MAX_BATCHES = 40;

const MY_PRODUCTS = "/dashboard/myproduct";

/** Runs `batch` until it handles fewer than a whole batch (or MAX_BATCHES ran); answers how many it handled. */
async function inBatches(batch: () => Promise<number>): Promise<number> {
  let done = 0;
  for (let run = 0; run < MAX_BATCHES; run++) {
    const handled = await batch();
    done += handled;
    if (handled < EXPIRY_BATCH) break;
  }
  return done;
}

/** A batch of listings for sale whose time is up, soonest first (the partial index on live_until). */
export const dueListings = (db: Kysely<Database>, now: Date) =>
  db
    .selectFrom("bikes")
    .select(["id", "seller_id", "name"])
    .where("status", "=", "available")
    .where("live_until", "<=", now)
    .orderBy("live_until")
    .limit(EXPIRY_BATCH);

/** A batch of listings for sale last warned `last` (0: never) that end within `within` days (the index on expiry_notice, live_until). */
export const endingListings = (db: Kysely<Database>, now: Date, last: LastExpiryNotice, within: number) =>
  db
    .selectFrom("bikes")
    .select(["id", "seller_id", "name", "live_until"])
    .where("status", "=", "available")
    .where("expiry_notice", "=", last)
    .where("live_until", ">", now)
    .where("live_until", "<=", daysAfter(now, within))
    .orderBy("live_until")
    .limit(EXPIRY_BATCH);

/**
 * The hourly Cron Trigger's ending of listings whose 60 days are up (lib/bikes/listing-life.ts):
 * each becomes 'expired' — out of browse, search, the sitemap, the ads and saved-search matching
 * like any bike not for sale — its open bookings end as a withdrawal ends them, and its seller is
 * told and offered Renew. In batches of EXPIRY_BATCH, each its own transaction; a listing another
 * run holds is skipped, not waited for.
 */
export function endDueListings(db: Kysely<Database>, now = new Date()): Promise<number> {
  return inBatches(() =>
    inTransaction(db, async (trx) => {
      const due = await dueListings(trx, now).forUpdate().skipLocked().execute();
      if (!due.length) return 0;
      const ids = due.map((bike) => bike.id);
      await trx.updateTable("bikes").set({ status: "expired", advertised: false, advertised_at: null }).where("id", "in", ids).execute();
      await markListingRemoved(trx, ids, REASONS.listingEnded);
      await notify(
        trx,
        due.map((bike) => ({
          userId: bike.seller_id,
          kind: "listing_expiry" as const,
          title: `Your listing “${bike.name}” ended after ${LISTING_DAYS} days. Renew it to put it back on sale.`,
          link: MY_PRODUCTS,
        })),
      );
      return due.length;
    }),
  );
}

/**
 * The hourly warnings before a listing ends: 7 days and 1 day before, each once
 * (listing-life.ts dueNotice). Two passes — listings not warned yet ending within 7 days, then
 * listings warned at 7 days ending within a day — each read from the index on (expiry_notice,
 * live_until), so an hour's run reads only what it warns.
 */
export async function warnEndingListings(db: Kysely<Database>, now = new Date()): Promise<number> {
  let warned = 0;
  for (const [last, within] of [
    [0, 7],
    [7, 1],
  ] as const) {
    warned += await inBatches(() =>
      inTransaction(db, async (trx) => {
        const ending = await endingListings(trx, now, last, within).forUpdate().skipLocked().execute();
        const warnings = ending.flatMap((bike) => {
          const notice = dueNotice(bike.live_until, now, last);
          return notice ? [{ ...bike, notice }] : [];
        });
        for (const notice of [7, 1] as const) {
          const ids = warnings.filter((w) => w.notice === notice).map((w) => w.id);
          if (ids.length) await trx.updateTable("bikes").set({ expiry_notice: notice }).where("id", "in", ids).execute();
        }
        await notify(
          trx,
          warnings.map((bike) => ({
            userId: bike.seller_id,
            kind: "listing_expiry" as const,
            title:
              bike.notice === 1
                ? `Your listing “${bike.name}” ends tomorrow. Renew it to keep it for sale.`
                : `Your listing “${bike.name}” ends in 7 days. Renew it to keep it for sale.`,
            link: MY_PRODUCTS,
          })),
        );
        return ending.length;
      }),
    );
  }
  return warned;
}
