import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { useQuery } from "../../../lib/use-query";

/** The countries, cities and models the filter selects offer for a category. */
export const useBikeFilters = (categoryId: string | undefined) =>
  useQuery(categoryId ? `bike-filters:${categoryId}` : null, () =>
    unwrap(publicApi.api.bikes.filters.$get({ query: { id: categoryId ?? "" } })),
  );
