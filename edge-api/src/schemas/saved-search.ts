import { z } from "zod";
import { keywordWords } from "../lib/search/keyword-words";
import { requiredText } from "../lib/api/fields";
import { BROWSE_FILTERS, filtersSchema, type BrowseFilterName } from "./browse-filters";

/** How many searches one user may save (POST /api/saved-searches answers 409 beyond it). */
export const MAX_SAVED_SEARCHES = 50;
export const SEARCH_ALERTS = ["instant", "daily"] as const;
export type SearchAlertsChoice = (typeof SEARCH_ALERTS)[number];

/** The filters saved searches keep (BROWSE_FILTERS' `saved` ones: not the deals, which move with the market). */
export const SAVED_FILTERS = Object.fromEntries(Object.entries(BROWSE_FILTERS).filter(([, filter]) => filter.saved)) as {
  [K in BrowseFilterName as (typeof BROWSE_FILTERS)[K]["saved"] extends false ? never : K]: (typeof BROWSE_FILTERS)[K];
};

/** What a saved search matches: browse's saved filters and keyword, under browse's own rules. */
export const savedSearchFilters = filtersSchema(SAVED_FILTERS, {}, "Filters must be an object")
  // Every saved search has a key a new bike can be looked up by (lib/saved-searches/anchor.ts);
  // a search of every bike would be an alert for each one.
  .refine((f) => Boolean((f.q && keywordWords(f.q).length) || f.model || f.city || f.country || f.id !== undefined), {
    message: "Add a keyword, a category, or a country, city or model to save a search",
  });
export type SavedSearchFilters = z.infer<typeof savedSearchFilters>;

const name = requiredText("Name", 60);
const alerts = z.enum(SEARCH_ALERTS, { error: "Alerts must be instant or daily" });

/** POST /api/saved-searches: the dialog's name and alerts, and the results page's filters. */
export const newSavedSearchBody = z.object({ name, alerts: alerts.default("instant"), filters: savedSearchFilters });
export type NewSavedSearchBody = z.input<typeof newSavedSearchBody>;

/** PATCH /api/saved-searches/:id: rename, pause or resume, instant or daily. */
export const savedSearchChanges = z
  .object({ name: name.optional(), alerts: alerts.optional(), paused: z.boolean({ error: "Paused must be true or false" }).optional() })
  .refine((v) => v.name !== undefined || v.alerts !== undefined || v.paused !== undefined, {
    message: "Send a name, alerts or paused to change",
  });
export type SavedSearchChanges = z.infer<typeof savedSearchChanges>;

/** The Save this search dialog's one field. */
export const saveSearchForm = z.object({ name });
export type SaveSearchFormValues = z.input<typeof saveSearchForm>;
