import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import type { BrowseCountQuery } from "../../schemas/bike";
import { filteredIds } from "./id-query";

/** Counts stop here: the filter panel says "1,000+ bikes match" beyond it. */
export const COUNT_CAP = 1000;

/**
 * GET /api/bikes/count: how many available bikes pass browse's filters, counted up to COUNT_CAP + 1.
 * The ids come from browse's own filteredIds (the same WHERE as a page), without an order, so the
 * planner reads the index of the most selective filter (the browse indexes carry engine_cc,
 * months_used and the price, so the rest is checked in the index) and stops at the cap: an exact
 * count of a whole category would read all of it at a million bikes.
 */
export function countBikes(db: Kysely<Database>, f: BrowseCountQuery) {
  const ids = filteredIds(db, { ...f, sort: "newest", limit: COUNT_CAP }, undefined).limit(COUNT_CAP + 1);
  return db.selectFrom(ids.as("matches")).select(sql<number>`count(*)::int`.as("count"));
}
