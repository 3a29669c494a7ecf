import { formatUsd } from "../../../../lib/format";
import { usePriceSuggestion, type SuggestionInput } from "../api/use-price-suggestion";

/**
 * "Similar bikes sell for $X–$Y" under the resale price, before publishing (README "Fair-price
 * rating"): the middle half of what comparable bikes ask, for the months and condition entered.
 */
export function PriceSuggestion(input: SuggestionInput) {
  const { ready, settling, suggestion } = usePriceSuggestion(input);
  const data = suggestion.data;
  let message: string;
  if (!ready) message = "Fill in the category, model, engine CC and condition to see what similar bikes sell for.";
  else if (settling || suggestion.isPending) message = "Looking up similar bikes…";
  else if (suggestion.isError) message = "Could not look up what similar bikes sell for.";
  else if (!data?.enough) message = "Not enough similar bikes yet to suggest a price.";
  else {
    const which = data.basis === "model" ? "of this model" : "of this category and engine size";
    message = `Similar bikes sell for ${formatUsd(data.low)}–${formatUsd(data.high)} (median ${formatUsd(data.median)}, ${data.similarBikes} bikes ${which} for sale, adjusted for months used and condition).`;
  }
  return (
    <p className="price-suggestion field--wide" role="status" aria-live="polite" data-testid="price-suggestion">
      {message}
    </p>
  );
}
