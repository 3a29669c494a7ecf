import type { z } from "zod";
import { newBikeBody } from "./bike";

/** A bike's fair-price rating (edge-api/src/lib/price-rating/, README "Fair-price rating"), best first. */
export const PRICE_RATINGS = ["great", "good", "fair", "high"] as const;
export type PriceRatingName = (typeof PRICE_RATINGS)[number];
export const PRICE_RATING_LABELS: Record<PriceRatingName, string> = {
  great: "Great price",
  good: "Good price",
  fair: "Fair price",
  high: "High price",
};
export const NOT_ENOUGH_DATA = "Not enough data";

/**
 * GET /api/price-rating/suggestion: what Add product and Edit send while the seller types, with
 * the same rules (and messages) as the bike's own fields; months used may be left out.
 */
export const priceSuggestionQuery = newBikeBody.pick({ id: true, model: true, engineCc: true, monthsUsed: true, condition: true });
export type PriceSuggestionQuery = z.infer<typeof priceSuggestionQuery>;
