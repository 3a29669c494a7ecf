import { z } from "zod";
import { requiredText } from "../lib/api/fields";
import { BROWSE_FILTERS, filtersSchema } from "./browse-filters";

/** GET /api/search/suggestions: what is typed so far. */
export const suggestionsQuery = z.object({ q: requiredText("Search", 100) });

/** GET /api/search/facets: browse's filters and keyword, across every category (so no `id`). */
const { id: _category, ...facetFilters } = BROWSE_FILTERS;
export const facetsQuery = filtersSchema(facetFilters);
