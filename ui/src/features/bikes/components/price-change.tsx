import type { BikeDetail } from "../../../lib/api-types";
import { formatRecentDate, formatUsd } from "../../../lib/format";

/** The bike page's latest price change, from the price history the API keeps: "Price dropped by $500 on 3 Nov". */
export function PriceChange({ change }: { change: BikeDetail["lastPriceChange"] }) {
  if (!change) return null;
  // In cents, so $4,750.50 → $4,500 is a drop of exactly $250.50.
  const difference = Math.abs(Math.round(change.from * 100) - Math.round(change.to * 100)) / 100;
  return (
    <p className={`price-change price-change--${change.to < change.from ? "down" : "up"}`}>
      Price {change.to < change.from ? "dropped" : "raised"} by {formatUsd(difference)} on {formatRecentDate(change.at)}
    </p>
  );
}
