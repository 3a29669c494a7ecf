import { columnFilters, columnValue, isSet } from "../browse/filter-predicates";
import { SAVED_FILTERS, type SavedSearchFilters } from "../../schemas/saved-search";
import type { FilterRegistry } from "../../schemas/browse-filters";

/** A saved search's filters as saved_searches.filters keeps them: by parameter name, as the bikes column holds each (cents). */
export type StoredFilters = Record<string, string | number>;

/** What saved_searches.filters keeps of a search's filters (the keyword aside: q and keywords). */
export function storedFilters(f: Record<string, unknown>, registry: FilterRegistry = SAVED_FILTERS): StoredFilters {
  const stored: StoredFilters = {};
  for (const [name, filter] of columnFilters(registry)) {
    const value = f[name];
    if (!filter.saved || !isSet(value)) continue;
    stored[name] = columnValue(filter, value) as string | number;
  }
  return stored;
}

/** A search's filters back from saved_searches.filters, as the API names and takes them (dollars). */
export function readStoredFilters(stored: StoredFilters, registry: FilterRegistry = SAVED_FILTERS): Omit<SavedSearchFilters, "q"> {
  const filters: Record<string, string | number> = {};
  for (const [name, filter] of columnFilters(registry)) {
    const value = stored[name];
    if (value === undefined) continue;
    filters[name] = filter.fromColumn && typeof value === "number" ? filter.fromColumn(value) : value;
  }
  return filters;
}
