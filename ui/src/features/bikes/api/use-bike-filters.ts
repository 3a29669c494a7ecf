import { useQuery } from "@tanstack/react-query";
import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { bikeKeys } from "./bike-keys";

/** The countries, cities and models the filter selects offer for a category. */
export const useBikeFilters = (categoryId: string | undefined) =>
  useQuery({
    queryKey: bikeKeys.filterOptions(categoryId ?? ""),
    queryFn: () => unwrap(publicApi.api.bikes.filters.$get({ query: { id: categoryId ?? "" } })),
    enabled: Boolean(categoryId),
  });
