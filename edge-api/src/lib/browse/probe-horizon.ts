import { sql, type Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";
import { hasOtherFilter, type BrowseFilters } from "./id-query";
import { KEYWORD_PROBE_ROWS } from "./thresholds";

type PriceSort = "price_asc" | "price_desc";

/**
 * The price of the KEYWORD_PROBE_ROWS-th available bike in a price order across categories (null
 * with fewer bikes): as far as a keyword's probe reads on a first page without other filters
 * (keyword-page.ts). One walk of bikes_available_price_cover_idx's first entries.
 */
export const probeHorizonQuery = (sort: PriceSort) =>
  sql<{ price: number }>`SELECT resale_price_cents AS price FROM bikes WHERE status = 'available'
    ORDER BY resale_price_cents ${sql.raw(sort === "price_asc" ? "ASC" : "DESC")} OFFSET ${KEYWORD_PROBE_ROWS - 1} LIMIT 1`;

/**
 * Kept by this isolate for a while: it moves slowly with listings, and it only decides whether the
 * probe runs, never which bikes a page holds (every strategy finds the same page).
 */
const horizons = new LRUCache<PriceSort, { price: number | null }>({ max: 2, ttl: 5 * 60_000 });

/**
 * For a keyword's first page across categories in price order with no other filter, the price the
 * probe across categories would read to (probeHorizonQuery), so keywordProbeIds can leave it out
 * when the keyword's matches all lie beyond it (SearchKeywords.prices: "honda forza" by price
 * low→high, the cheapest Forza dearer than the 1,000 cheapest bikes: its probe read them all to find
 * none, ~3 ms of a ~10 ms request at 1M bikes). Otherwise undefined, without a statement.
 */
export async function probeHorizon(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined): Promise<number | null | undefined> {
  if (f.sort !== "price_asc" && f.sort !== "price_desc") return undefined;
  if (!f.keywords?.prices || f.id !== undefined || after || hasOtherFilter(f)) return undefined;
  const cached = horizons.get(f.sort);
  if (cached) return cached.price;
  const price = (await probeHorizonQuery(f.sort).execute(db)).rows[0]?.price ?? null;
  horizons.set(f.sort, { price });
  return price;
}
