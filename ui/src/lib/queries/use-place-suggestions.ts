import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { publicApi } from "../api-client";
import { resource } from "../query-keys";
import { unwrap } from "../unwrap";

/** A country's cities closest to what is typed (GET /api/places): up to 8, each with its coordinates. */
export const usePlaceSuggestions = (country: string, text: string) => {
  const q = text.trim();
  return useQuery({
    queryKey: [...resource.places, country, q] as const,
    queryFn: () => unwrap(publicApi.api.places.$get({ query: { country, q } })),
    enabled: Boolean(country) && q.length > 0,
    placeholderData: keepPreviousData,
    // The gazetteer changes only when it is reloaded.
    staleTime: 24 * 60 * 60_000,
  });
};
