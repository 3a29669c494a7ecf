import { columnValue, isSet } from "../browse/filter-predicates";
import { SAVED_FILTERS, type SavedSearchFilters } from "../../schemas/saved-search";
import type { ColumnFilter, FilterRegistry, NearFilter } from "../../schemas/browse-filters";

/** A saved search's filters as saved_searches.filters keeps them: by parameter name, as the bikes column holds each (cents). */
export type StoredFilters = Record<string, string | number>;

/** The saved filters stored by value: the column filters and near's parts. */
const valueFilters = (registry: FilterRegistry) =>
  Object.entries(registry).filter(
    (entry): entry is [string, ColumnFilter | NearFilter] => entry[1].kind === "column" || entry[1].kind === "near",
  );

/**
 * What saved_searches.filters keeps of a search's filters (the keyword aside: q and keywords).
 * Near is kept with its centre's coordinates (the route has read a `near` place's), which matching
 * measures from.
 */
export function storedFilters(f: Record<string, unknown>, registry: FilterRegistry = SAVED_FILTERS): StoredFilters {
  const stored: StoredFilters = {};
  for (const [name, filter] of valueFilters(registry)) {
    const value = f[name];
    if (!filter.saved || !isSet(value)) continue;
    stored[name] = (filter.kind === "column" ? columnValue(filter, value) : value) as string | number;
  }
  return stored;
}

/** A search's filters back from saved_searches.filters, as the API names and takes them (dollars). */
export function readStoredFilters(stored: StoredFilters, registry: FilterRegistry = SAVED_FILTERS): Omit<SavedSearchFilters, "q"> {
  const filters: Record<string, string | number> = {};
  for (const [name, filter] of valueFilters(registry)) {
    const value = stored[name];
    if (value === undefined) continue;
    filters[name] = filter.kind === "column" && filter.fromColumn && typeof value === "number" ? filter.fromColumn(value) : value;
  }
  return filters;
}
