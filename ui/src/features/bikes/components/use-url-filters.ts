import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { filterQuery, readFilters, type BikeFilterValues } from "./filters";

/** Filters live in the URL's search params, so a filtered page can be shared and reloaded. */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const values = useMemo(() => readFilters(new URLSearchParams(search)), [search]);
  const query = useMemo(() => filterQuery(values), [values]);
  const apply = useCallback((next: BikeFilterValues) => setParams(filterQuery(next)), [setParams]);
  return { values, query, apply };
}
