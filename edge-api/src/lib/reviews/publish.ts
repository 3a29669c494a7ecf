import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import { HIDDEN_DAYS } from "./write-review";

/**
 * The hourly cron's step: a review the other side has not answered with theirs within HIDDEN_DAYS
 * is published alone (reviews_hidden_idx). Its publication time is when its wait ended, so the
 * seller page's order does not depend on when the cron ran (to the millisecond, as the pair's trigger
 * keeps it).
 */
export async function publishDueReviews(db: Kysely<Database>): Promise<number> {
  const result = await db
    .updateTable("reviews")
    .set({ published_at: sql`date_trunc('milliseconds', created_at + make_interval(days => ${HIDDEN_DAYS}))` })
    .where("published_at", "is", null)
    .where("created_at", "<=", sql<Date>`now() - make_interval(days => ${HIDDEN_DAYS})`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
