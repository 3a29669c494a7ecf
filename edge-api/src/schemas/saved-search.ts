import { z } from "zod";
import { keywordWords } from "../lib/bikes/bike-query";
import { requiredText } from "../lib/api/fields";
import { browseCountQuery } from "./bike";

/** How many searches one user may save (POST /api/saved-searches answers 409 beyond it). */
export const MAX_SAVED_SEARCHES = 50;
export const SEARCH_ALERTS = ["instant", "daily"] as const;
export type SearchAlertsChoice = (typeof SEARCH_ALERTS)[number];

/**
 * What a saved search matches: browse's filters and keyword, under browse's own rules (one field
 * each, named here so a filter browse gains later is not silently saved without being matched).
 */
const { id, country, city, model, minCc, maxCc, maxPrice, maxMonths, q } = browseCountQuery.shape;
const savedSearchFilters = z
  .object({ id, country, city, model, minCc, maxCc, maxPrice, maxMonths, q }, { error: "Filters must be an object" })
  .refine((f) => f.minCc === undefined || f.maxCc === undefined || f.minCc <= f.maxCc, {
    message: "Min CC must not be above Max CC",
    path: ["minCc"],
  })
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
