import { sql } from "kysely";
import type { PriceSuggestionQuery } from "../../schemas/price-rating";

/**
 * GET /api/price-rating/suggestion: the range similar bikes ask, as the rating sees them — the
 * comparables' p25–p75 (and median) of the adjusted log price (price_rating_group: same model,
 * else same category and engine-size band), adjusted back to the months and condition the seller
 * entered, to the nearest $10. No row: not enough similar bikes. One primary-key probe.
 */
export const priceSuggestion = (q: PriceSuggestionQuery) => sql<{
  bikes: number;
  by_model: boolean;
  low_cents: number;
  median_cents: number;
  high_cents: number;
}>`SELECT g.bikes, g.group_key LIKE '%/m/%' AS by_model,
    (round(exp(g.p25 - o.adjustment) / 1000) * 1000)::int AS low_cents,
    (round(exp(g.p50 - o.adjustment) / 1000) * 1000)::int AS median_cents,
    (round(exp(g.p75 - o.adjustment) / 1000) * 1000)::int AS high_cents
  FROM (SELECT price_rating_offset(${q.monthsUsed ?? null}::int, ${q.condition}::bike_condition) AS adjustment) AS o
  CROSS JOIN LATERAL price_rating_group(${q.id}::int, ${q.model}::text, ${q.engineCc}::int) AS g`;
