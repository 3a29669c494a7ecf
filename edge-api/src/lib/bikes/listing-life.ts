import type { BikeStatus } from "../../db/database";

/** How long a listing is live from publishing, putting back on sale or renewing (#38 point 4). */
export const LISTING_DAYS = 60;
const DAY_MS = 86_400_000;

/** A seller's warnings before their listing ends, in days before its end. */
export type ExpiryNotice = 7 | 1;
/** The last warning a listing got (`bikes.expiry_notice`): none yet (0), or 7 or 1 days before. */
export type LastExpiryNotice = 0 | ExpiryNotice;

/** `days` after `now`. */
export const daysAfter = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/** When a listing published, put back on sale or renewed at `from` ends. */
const liveUntilFrom = (from: Date) => daysAfter(from, LISTING_DAYS);

/** A listing put on sale at `now` (back on sale or renewed): its 60 days start, its warnings start again. */
export const onSaleFrom = (now = new Date()) => ({ status: "available" as const, live_until: liveUntilFrom(now), expiry_notice: 0 });

/**
 * The warning a listing ending at `liveUntil` is due at `now`, having last had `last`: 7 days
 * before, then 1 day before, each once (a listing found with less than a day left gets only the
 * last one); none once it has ended, when the ending itself tells the seller.
 */
export function dueNotice(liveUntil: Date, now: Date, last: LastExpiryNotice): ExpiryNotice | null {
  const daysLeft = (liveUntil.getTime() - now.getTime()) / DAY_MS;
  if (daysLeft <= 0 || daysLeft > 7) return null;
  const due: ExpiryNotice = daysLeft <= 1 ? 1 : 7;
  return last === 0 || due < last ? due : null;
}

/** Whether My products offers Renew: a listing that has ended, or one ending within 7 days. */
export const renewalOffered = (status: BikeStatus, liveUntil: Date, now: Date) =>
  status === "expired" || (status === "available" && liveUntil <= daysAfter(now, 7));
