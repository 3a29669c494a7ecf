import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/database";
import { SAVED_FILTERS } from "../../schemas/saved-search";
import { columnFilters, savedSearchPredicates } from "../browse/filter-predicates";
import { KEYWORD_KEY_LETTERS } from "./anchor";
import { alertContext, writeAlerts } from "./alert-records";
import { planInstantAlerts, type Match } from "./alerts";

/** What matching reads of each new bike: who sells it, its name, its words, its coordinates and every column a saved filter compares. */
const BIKE_COLUMNS = [
  ...new Set([
    "id",
    "seller_id",
    "name",
    "search",
    "latitude",
    "longitude",
    ...columnFilters(SAVED_FILTERS).map(([, filter]) => filter.column),
  ]),
];

/**
 * `bike`, its keys, and `matching`: the (search, bike) pairs. Each step is its own CTE so the planner cannot pair every search with every bike: the
 * bikes' distinct keys are looked up in one scan of saved_searches_anchor_idx (= ANY), the
 * candidates are paired with the bikes by key, and only then checked against each bike's row.
 */
const matchingCtes = (bikeIds: readonly number[]) => sql`bike AS MATERIALIZED (
    SELECT ${sql.join(BIKE_COLUMNS.map((column) => sql.ref(column)))}
    FROM bikes WHERE id = ANY(${[...bikeIds]}::int[]) AND status = 'available'),
  bike_word AS MATERIALIZED (
    SELECT DISTINCT bike.id AS bike_id, 'w:' || left(word.word, letters.n) AS key FROM bike,
      LATERAL (SELECT ltrim(lexeme, '-') AS word FROM unnest(tsvector_to_array(bike.search)) AS lexeme) AS word,
      (VALUES ${sql.join(Array.from({ length: KEYWORD_KEY_LETTERS }, (_, i) => sql`(${sql.lit(i + 1)})`))}) AS letters(n)
    WHERE letters.n <= length(word.word)),
  bike_key AS MATERIALIZED (
    SELECT bike.id AS bike_id, 'any' AS key FROM bike
    UNION ALL
    SELECT bike.id, concat_ws('|', CASE WHEN set.bits & 1 > 0 THEN 'c:' || bike.category_id END,
        CASE WHEN set.bits & 2 > 0 THEN 'co:' || bike.country END, CASE WHEN set.bits & 4 > 0 THEN 'ci:' || bike.city END,
        CASE WHEN set.bits & 8 > 0 THEN 'm:' || bike.model END)
    FROM bike, (VALUES (1), (2), (3), (4), (5), (6), (7), (8), (9), (10), (11), (12), (13), (14), (15)) AS set(bits)
    UNION ALL
    SELECT bike_id, key FROM bike_word
    UNION ALL
    SELECT bike.id, concat_ws('|', CASE WHEN set.bits & 1 > 0 THEN 'c:' || bike.category_id END,
        CASE WHEN set.bits & 2 > 0 THEN 'co:' || bike.country END, bike_word.key)
    FROM bike_word JOIN bike ON bike.id = bike_word.bike_id, (VALUES (1), (2), (3)) AS set(bits)),
  -- (Every column read here is in saved_searches_anchor_idx, so the candidates come from its leaf
  -- pages alone: migrations/…_saved-search-filters.sql.)
  candidate AS MATERIALIZED (
    SELECT id, user_id, alerts, anchor, filters, keywords
    FROM saved_searches WHERE anchor = ANY(ARRAY(SELECT DISTINCT key FROM bike_key)) AND NOT paused),
  paired AS MATERIALIZED (
    SELECT bike_key.bike_id, candidate.* FROM bike_key JOIN candidate ON candidate.anchor = bike_key.key),
  matching AS (
    SELECT s.id AS search_id, bike.id AS bike_id
    FROM paired AS s
    JOIN bike ON bike.id = s.bike_id
    WHERE s.user_id <> bike.seller_id
      AND ${sql.join(savedSearchPredicates(SAVED_FILTERS, "bike", "s"), sql` AND `)}
      AND (s.keywords IS NULL OR bike.search @@ s.keywords))`;

/**
 * The saved searches some just-written bikes match, recorded once per search and bike, answered
 * with what their alerts say — one statement for one bike or a 1,000-bike import:
 * - each available bike offers its keys (anchor.ts): each of the 15 sets of its category, country,
 *   city and model ("c:3|ci:Dhaka", criteriaKey), "any", and "w:" with the first 1–4 letters of
 *   each word of its keywords (a number's leading minus dropped, as "-07" of "MT-07"), alone and
 *   after its category, its country, or both ("c:3|co:Nepal|w:yama");
 * - the searches anchored on one of them (saved_searches_anchor_idx, paused ones are not in it)
 *   are the candidates, each found once per bike (a search has one anchor, a bike each key once);
 * - a candidate matches when browse would list the bike in its results: the same comparisons as
 *   browse's (lib/browse/filter-predicates.ts), and the keyword as the tsquery its results page used when
 *   the search was saved. (A search does not match its owner's own bike: nobody is told of their
 *   own listing.)
 * - a match already recorded is skipped (saved_search_matches' key), so an edit that still
 *   matches, or matches again, is not new.
 */
const recordMatchesSql = (bikeIds: readonly number[]) =>
  sql<Match>`WITH ${matchingCtes(bikeIds)},
  found AS (
    INSERT INTO saved_search_matches (search_id, bike_id, digest_pending)
    SELECT search_id, bike_id, false FROM matching
    ON CONFLICT DO NOTHING
    RETURNING search_id, bike_id)
  SELECT s.id AS "searchId", s.user_id AS "userId", s.name AS "searchName", s.link AS "searchLink", s.alerts = 'instant' AS instant,
    bike.id AS "bikeId", bike.name AS "bikeName"
  FROM found JOIN saved_searches AS s ON s.id = found.search_id JOIN bike ON bike.id = found.bike_id`;

/** The pairs the bikes match, without writing them: the statement's reading part, for the query-plan checks. */
export const matchingPairsSql = (bikeIds: readonly number[]) =>
  sql<{ search_id: number; bike_id: number }>`WITH ${matchingCtes(bikeIds)} SELECT * FROM matching`;

/**
 * Call in the transaction that lists, edits or imports the bikes, after writing them: their new
 * matches are recorded and their alerts (alerts.ts planInstantAlerts: one per search, once per
 * user and bike, within the hour's cap, the rest for the digest) written with them, or not at all.
 */
export async function matchSavedSearches(
  db: Kysely<Database> | Transaction<Database>,
  bikeIds: readonly number[],
): Promise<{ matched: number; notified: number }> {
  if (!bikeIds.length) return { matched: 0, notified: 0 };
  const { rows: matches } = await recordMatchesSql(bikeIds).execute(db);
  if (!matches.length) return { matched: 0, notified: 0 };
  const plan = planInstantAlerts(matches, await alertContext(db, matches));
  await writeAlerts(db, plan, plan.toDigest);
  return { matched: matches.length, notified: plan.notifications.length };
}
