import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";
import { categoryBikes, filteredIds, sortedPage, type BrowseFilters } from "./id-query";

/**
 * Per size: a category's page in an engine-size range, by price, where a price walk reads every
 * cheaper bike outside the range first. The range's sizes come from a loose scan of
 * bikes_browse_cc_idx, and each size's first limit + 1 bikes by price from the same index, merged:
 * a few probes per size (a category has a few dozen), however prices fall.
 */
export function perSizePageIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined) {
  const next = categoryBikes(db, f.id!, f).select("bikes.engine_cc").orderBy("bikes.engine_cc").limit(1);
  const perSize = sortedPage(
    filteredIds(db, f, after)
      .select("bikes.resale_price_cents")
      .where(sql<boolean>`bikes.engine_cc = sizes.cc`),
    f,
  );
  const order = sql.raw(f.sort === "price_asc" ? "ASC" : "DESC");
  return sql<number>`(WITH RECURSIVE sizes(cc) AS (${next} UNION ALL
      SELECT ${next.where(sql<boolean>`bikes.engine_cc > sizes.cc`)} FROM sizes WHERE sizes.cc IS NOT NULL)
    SELECT page.id FROM sizes CROSS JOIN LATERAL ${perSize} AS page
    ORDER BY page.resale_price_cents ${order}, page.id ${order} LIMIT ${f.limit + 1})`;
}
