import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { bikeKeys } from "./bike-keys";

/**
 * How many available bikes of a category the filters match (the API stops counting at a cap and
 * says `capped`). `enabled` is false while the filters cannot be sent (Min CC above Max CC).
 */
export const useBikeCount = (categoryId: string | undefined, filters: Record<string, string>, enabled = true) =>
  useQuery({
    queryKey: bikeKeys.count(categoryId ?? "", filters),
    // categoryId "": every category (the search results page).
    queryFn: () => unwrap(publicApi.api.bikes.count.$get({ query: { ...(categoryId ? { id: categoryId } : {}), ...filters } })),
    enabled: enabled && categoryId !== undefined,
    placeholderData: keepPreviousData,
  });
