import { useQuery } from "@tanstack/react-query";
import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { bikeKeys } from "./bike-keys";

/**
 * The countries, cities and models the filter selects offer for a category; with a country, the
 * cities are that country's. While another country's cities load, the previous lists stay
 * (`isPlaceholderData` says so), so the selects never empty out.
 */
export const useBikeFilters = (categoryId: string | undefined, country = "") =>
  useQuery({
    queryKey: bikeKeys.filterOptions(categoryId ?? "", country),
    // categoryId "": every category's values (the search results page).
    queryFn: () =>
      unwrap(publicApi.api.bikes.filters.$get({ query: { ...(categoryId ? { id: categoryId } : {}), ...(country ? { country } : {}) } })),
    enabled: categoryId !== undefined,
    // Another country's lists of the same category, never another category's.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === (categoryId ?? "") ? previous : undefined),
  });
