import { NOT_ENOUGH_DATA, PRICE_RATING_LABELS, PRICE_RATINGS, type PriceRatingName } from "../../schemas/price-rating";
import { formatUsdCents } from "../bikes/money";

/** The rating columns a bike answer carries (selectBikes' left join of bike_price_ratings). */
export interface PriceRatingColumns {
  status: string;
  resale_price_cents: number;
  price_rating: number | null;
  rating_percent: number | null;
  rating_group_bikes: number | null;
  rating_median_cents: number | null;
  /** Null when the bike has no rating row (not rated yet). */
  deal_score: number | null;
}

export interface PriceRatingView {
  /** Null: not enough comparable bikes. */
  rating: PriceRatingName | null;
  label: string;
  /** "$5,200 is 12 % below the median of 23 similar bikes". */
  explanation: string;
  percentFromMedian: number | null;
  similarBikes: number | null;
}

const percentText = (percent: number) => (percent === 0 ? "at" : `${Math.abs(percent)} % ${percent < 0 ? "below" : "above"}`);

/**
 * What a card's badge and the bike page's explanation show; null for a bike that is not for sale
 * (sold and withdrawn bikes show no rating) or not rated yet (a listing before the first recompute).
 */
export function priceRatingView(row: PriceRatingColumns): PriceRatingView | null {
  if (row.status !== "available" || row.deal_score === null) return null;
  const name = row.price_rating === null ? null : (PRICE_RATINGS[row.price_rating - 1] ?? null);
  if (!name || row.rating_percent === null || row.rating_group_bikes === null || row.rating_median_cents === null) {
    return {
      rating: null,
      label: NOT_ENOUGH_DATA,
      explanation: "Too few similar bikes are for sale to rate this price yet.",
      percentFromMedian: null,
      similarBikes: null,
    };
  }
  return {
    rating: name,
    label: PRICE_RATING_LABELS[name],
    explanation: `${formatUsdCents(row.resale_price_cents)} is ${percentText(row.rating_percent)} the median of ${row.rating_group_bikes} similar bikes (${formatUsdCents(row.rating_median_cents)}, adjusted for months used and condition).`,
    percentFromMedian: row.rating_percent,
    similarBikes: row.rating_group_bikes,
  };
}
