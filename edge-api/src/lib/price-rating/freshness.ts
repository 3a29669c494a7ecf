import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import { recomputePriceRatings, type RecomputeSummary } from "./recompute";

/**
 * When the fair-price ratings need a full recompute besides the daily one (#33 point 4): a fresh
 * `npm start` or a new deployment has none, and an import of six bikes of one model should rate
 * them at once, not at 07:00. Checked after seeding, after a CSV import and by the hourly Cron
 * Trigger; the decision is `recomputeReason`, the reading one statement.
 */

/** A group needs this many available bikes (the migration's CHECK). */
const GROUP_MIN_BIKES = 5;
/** The market grew by this share of what the last run rated. */
const GROWTH_SHARE = 0.1;
/** The daily run was missed (a cron that failed, a Worker deployed after 07:00). */
const OUT_OF_DATE_HOURS = 26;
/** New bikes are counted up to this many: enough to judge any growth. */
const COUNT_CAP = 100_000;

export interface RatingsFreshness {
  lastRun: { finishedAt: Date; bikes: number; groups: number } | null;
  /** Available bikes newer than the last run's newest (up to COUNT_CAP). */
  newBikes: number;
  /** Some just-written bike's model has enough available bikes now but no statistics yet. */
  modelReady: boolean;
}

export type RecomputeReason = "never computed" | "a model has enough bikes" | "market grew" | "out of date";

export function recomputeReason(freshness: RatingsFreshness, now: Date): RecomputeReason | null {
  const { lastRun } = freshness;
  if (!lastRun) return "never computed";
  if (freshness.modelReady) return "a model has enough bikes";
  if (freshness.newBikes >= Math.max(GROUP_MIN_BIKES, lastRun.bikes * GROWTH_SHARE)) return "market grew";
  if (now.getTime() - lastRun.finishedAt.getTime() > OUT_OF_DATE_HOURS * 3_600_000) return "out of date";
  return null;
}

/** What recomputeReason needs, in one statement; `writtenIds`: bikes just written (an import's). */
export async function ratingsFreshness(db: Kysely<Database>, writtenIds: readonly number[] = []): Promise<RatingsFreshness> {
  const { rows } = await sql<{
    finished_at: Date | null;
    bikes: number | null;
    groups: number | null;
    new_bikes: number;
    model_ready: boolean;
  }>`
    WITH last AS (SELECT finished_at, bikes, groups, last_bike_id FROM price_rating_runs ORDER BY id DESC LIMIT 1),
    written AS (SELECT DISTINCT category_id, model FROM bikes WHERE id = ANY(${[...writtenIds]}::int[]) AND status = 'available')
    SELECT (SELECT finished_at FROM last) AS finished_at, (SELECT bikes FROM last) AS bikes, (SELECT groups FROM last) AS groups,
      (SELECT count(*)::int FROM (SELECT 1 FROM bikes WHERE id > coalesce((SELECT last_bike_id FROM last), 0)
        AND status = 'available' LIMIT ${COUNT_CAP}) AS fresh) AS new_bikes,
      EXISTS (SELECT 1 FROM written AS w
        WHERE NOT EXISTS (SELECT 1 FROM price_rating_groups g WHERE g.group_key = price_rating_model_key(w.category_id, w.model))
          AND (SELECT count(*) FROM (SELECT 1 FROM bikes m WHERE m.category_id = w.category_id AND m.model = w.model
            AND m.status = 'available' LIMIT ${GROUP_MIN_BIKES}) AS same) >= ${GROUP_MIN_BIKES}) AS model_ready`.execute(db);
  const row = rows[0]!;
  return {
    lastRun: row.finished_at && row.bikes !== null ? { finishedAt: row.finished_at, bikes: row.bikes, groups: row.groups ?? 0 } : null,
    newBikes: row.new_bikes,
    modelReady: row.model_ready,
  };
}

/** Recomputes when recomputeReason says so; answers why and what it did, or null. */
export async function recomputeIfStale(
  db: Kysely<Database>,
  writtenIds: readonly number[] = [],
): Promise<(RecomputeSummary & { reason: RecomputeReason }) | null> {
  const reason = recomputeReason(await ratingsFreshness(db, writtenIds), new Date());
  if (!reason) return null;
  return { reason, ...(await recomputePriceRatings(db)) };
}
