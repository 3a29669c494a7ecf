import { useQuery } from "@tanstack/react-query";
import { priceSuggestionQuery } from "../../../../../../edge-api/src/schemas/price-rating";
import { api } from "../../../../lib/api-client";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";
import { useDebouncedValue } from "../../../../lib/use-debounced-value";

/** While the seller stops typing for this long, no lookup is sent. */
const SUGGESTION_DEBOUNCE_MS = 400;

/** What the form's inputs hold (text, or whatever a default value put there). */
export type SuggestionInput = Partial<Record<"id" | "model" | "engineCc" | "monthsUsed" | "condition", unknown>>;

/**
 * GET /api/price-rating/suggestion for what the Add product / Edit form holds: sent only once the
 * category, model, engine size and condition pass the API's own rules (the schema shared with it),
 * and once the seller has paused. `ready` is false until then.
 */
export function usePriceSuggestion(input: SuggestionInput) {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if ((typeof value === "string" || typeof value === "number") && String(value).trim() !== "") query[key] = String(value).trim();
  }
  const valid = priceSuggestionQuery.safeParse(query).success;
  const [key, settling] = useDebouncedValue(valid ? new URLSearchParams(query).toString() : "", SUGGESTION_DEBOUNCE_MS);
  const suggestion = useQuery({
    queryKey: [...resource.bikes, "price-suggestion", key],
    queryFn: () =>
      unwrap(
        api.api["price-rating"].suggestion.$get({
          // Checked against the shared schema above before it became the key.
          query: Object.fromEntries(new URLSearchParams(key)) as { id: string; model: string; engineCc: string; condition: "good" },
        }),
      ),
    enabled: key !== "",
    staleTime: 60_000,
  });
  return { ready: valid, settling: valid && settling, suggestion };
}
