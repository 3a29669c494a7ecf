import { z } from "zod";
import { requiredText } from "../lib/api/fields";
import { browseCountQuery } from "./bike";

/** GET /api/search/suggestions: what is typed so far. */
export const suggestionsQuery = z.object({ q: requiredText("Search", 100) });

/** GET /api/search/facets: browse's filters and keyword, across every category (so no `id`). */
const { id: _category, ...facetFields } = browseCountQuery.shape;
export const facetsQuery = z.object(facetFields).refine((v) => v.minCc === undefined || v.maxCc === undefined || v.minCc <= v.maxCc, {
  message: "Min CC must not be above Max CC",
  path: ["minCc"],
});
