import type { Bike } from "../../../lib/api-types";

type PriceRating = NonNullable<Bike["priceRating"]>;

/**
 * The fair-price badge (README "Fair-price rating"): its words say the rating ("Great price"),
 * the colour only repeats them. `title` carries the explanation on cards; the bike page prints it.
 */
export function DealBadge({ rating, withTitle }: { rating: PriceRating; withTitle?: boolean }) {
  return (
    <span className={`badge deal-badge deal-badge--${rating.rating ?? "unknown"}`} title={withTitle ? rating.explanation : undefined}>
      {rating.label}
    </span>
  );
}

/** The bike page's rating: the badge and why ("$5,200 is 12 % below the median of 23 similar bikes …"). */
export function DealExplanation({ rating }: { rating: PriceRating }) {
  return (
    <p className="deal-explanation" data-testid="deal-explanation">
      <DealBadge rating={rating} /> <span>{rating.explanation}</span>
    </p>
  );
}
