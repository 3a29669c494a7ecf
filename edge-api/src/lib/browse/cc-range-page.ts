import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import { toCents } from "../bikes/money";
import type { Cursor } from "../api/pagination";
import { candidateArray } from "./candidate-ids";
import { filteredIds, sortedPage, type BrowseFilters } from "./id-query";
import { MERGE_MAX_CC_VALUES, RARE_CC_MATCHES } from "./thresholds";

/** A category's available bikes in the filters' engine-size range (the rest of the filters aside). */
function inCcRange(db: Kysely<Database>, f: BrowseFilters) {
  let query = db.selectFrom("bikes").where("bikes.status", "=", "available").where("bikes.category_id", "=", f.id!);
  if (f.minCc !== undefined) query = query.where("bikes.engine_cc", ">=", f.minCc);
  if (f.maxCc !== undefined) query = query.where("bikes.engine_cc", "<=", f.maxCc);
  return query;
}

/**
 * A page of a category in an engine-size range. Walking the category in sort order and skipping
 * bikes outside the range can read most of it: when the range matches few bikes (600 cc+
 * scooters: none), or when price order meets a range that only pricier bikes have (300–750 cc
 * scooters by price: ~100k cheaper scooters skipped, 17 ms). Index estimates cannot see either,
 * so the statement picks its way itself; one-time filters run only the chosen branch:
 * - merge (price order, no country/city/model/keyword filter, at most MERGE_MAX_CC_VALUES
 *   distinct sizes in the range): the sizes by a loose scan of bikes_browse_cc_idx
 *   (category, engine_cc, price, id), then the first page of each size from the same index,
 *   merged — a few index probes per size however the range and prices fall;
 * - among: at most RARE_CC_MATCHES bikes in the range (and under maxPrice/maxMonths) — the page
 *   among their ids;
 * - walk: otherwise, the sort order's own index, as without a range.
 * Every branch applies every filter, so they return the same page.
 */
export function ccRangePageIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  // Price and age are in bikes_browse_cc_idx too: a range with a low maxPrice/maxMonths can match
  // few bikes though the range alone matches many (300 cc+ scooters under $2,000: a 20 ms walk).
  let inRange = inCcRange(db, f).select("bikes.id");
  if (f.maxPrice !== undefined) inRange = inRange.where("bikes.resale_price_cents", "<=", toCents(f.maxPrice));
  if (f.maxMonths !== undefined) inRange = inRange.where("bikes.months_used", "<=", f.maxMonths);
  // In engine-size order, so bikes_browse_cc_idx (category, engine_cc) is the only cheap way to the
  // first rows: without an order, fresh statistics made the planner expect a sequential scan to
  // meet 2,001 matches sooner (scripts/bench/query-plans.ts re-plans after fresh ANALYZEs).
  const candidates = candidateArray(f, "cc_candidates", inRange.orderBy("bikes.engine_cc").limit(RARE_CC_MATCHES + 1), RARE_CC_MATCHES);
  const ids = filteredIds(db, f, after);
  const mergeable = f.sort !== "newest" && !f.country && !f.city && !f.model && !f.q;
  if (!mergeable) {
    return sql<number>`(WITH ${candidates.cte}
      SELECT id FROM ${candidates.pageAmong(ids)} AS among
      UNION ALL SELECT id FROM ${sortedPage(ids.where(candidates.many), f)} AS walk)`;
  }
  const ccs = inCcRange(db, f).select("bikes.engine_cc").orderBy("bikes.engine_cc").limit(1);
  const sizes = sql`(SELECT count(*) FROM (SELECT FROM cc_values WHERE cc IS NOT NULL LIMIT ${MERGE_MAX_CC_VALUES + 1}) AS v)`;
  const fewSizes = sql<boolean>`${sizes} <= ${MERGE_MAX_CC_VALUES}`;
  const manySizes = sql<boolean>`${sizes} > ${MERGE_MAX_CC_VALUES}`;
  const perCc = sortedPage(ids.select("bikes.resale_price_cents").where(sql<boolean>`bikes.engine_cc = cc_values.cc`), f);
  const order = sql.raw(f.sort === "price_asc" ? "ASC" : "DESC");
  return sql<number>`(WITH RECURSIVE ${candidates.cte},
      cc_values(cc) AS (${ccs} UNION ALL
        SELECT ${ccs.where(sql<boolean>`bikes.engine_cc > cc_values.cc`)} FROM cc_values WHERE cc_values.cc IS NOT NULL)
    SELECT id FROM (SELECT page.id FROM cc_values CROSS JOIN LATERAL ${perCc} AS page WHERE ${fewSizes}
      ORDER BY page.resale_price_cents ${order}, page.id ${order} LIMIT ${f.limit + 1}) AS merge
    UNION ALL SELECT id FROM ${candidates.pageAmong(ids, manySizes)} AS among
    UNION ALL SELECT id FROM ${sortedPage(ids.where(manySizes).where(candidates.many), f)} AS walk)`;
}
