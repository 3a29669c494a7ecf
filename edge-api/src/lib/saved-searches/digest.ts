import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";

/** Where a digest leads when the search's results path is too long for a notification's link (300). */
const FALLBACK_LINK = "/dashboard/saved-searches";

/**
 * The daily digest (the Worker's Cron Trigger, index.ts `scheduled`): for every search with
 * matches waiting (saved_search_matches_pending_idx), one notification with how many new bikes
 * match and a link to its results; the waiting matches are then told, in the same statement, so
 * a digest that fails tells nothing and the next one tells it all. A paused search's waiting
 * matches are dropped unannounced.
 */
export const digestSql = () =>
  sql<{ searches: number; bikes: number }>`WITH sent AS (
    UPDATE saved_search_matches SET digest_pending = false WHERE digest_pending RETURNING search_id),
  counted AS (SELECT search_id, count(*) AS bikes FROM sent GROUP BY search_id),
  told AS (
    INSERT INTO notifications (user_id, kind, title, link)
    SELECT s.user_id, 'saved_search_match',
      CASE WHEN counted.bikes = 1 THEN '1 new bike matches “' || s.name || '”'
        ELSE to_char(counted.bikes, 'FM999,999,990') || ' new bikes match “' || s.name || '”' END,
      CASE WHEN char_length(s.link) <= 300 THEN s.link ELSE ${FALLBACK_LINK} END
    FROM counted JOIN saved_searches AS s ON s.id = counted.search_id
    WHERE NOT s.paused
    RETURNING 1)
  SELECT (SELECT count(*) FROM told)::int AS searches, (SELECT count(*) FROM sent)::int AS bikes`;

export async function sendDigests(db: Kysely<Database>): Promise<{ searches: number; bikes: number }> {
  const { rows } = await digestSql().execute(db);
  return rows[0] ?? { searches: 0, bikes: 0 };
}
