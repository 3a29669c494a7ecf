import type { SavedSearchFilters } from "../../schemas/saved-search";
import { isSet } from "../browse/filter-predicates";

/**
 * The results page a saved search opens, as the UI reads its URL (ui/src/features/bikes): a
 * category's page when it has a category and no keyword, else the search page. The price is in
 * dollars, as the URL carries it.
 */
export function resultsLink(f: SavedSearchFilters): string {
  const params = new URLSearchParams();
  const onCategoryPage = !f.q && f.id !== undefined;
  if (f.q) params.set("q", f.q);
  if (f.id !== undefined && !onCategoryPage) params.set("category", String(f.id));
  for (const [name, value] of Object.entries(f)) {
    if (name !== "q" && name !== "id" && isSet(value)) params.set(name, String(value));
  }
  const query = params.toString();
  const path = onCategoryPage ? `/category/${f.id}` : "/bikes";
  return query ? `${path}?${query}` : path;
}
