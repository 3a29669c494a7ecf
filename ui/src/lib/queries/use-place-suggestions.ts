import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { publicApi } from "../api-client";
import { resource } from "../query-keys";
import { unwrap } from "../unwrap";

/** The gazetteer changes only when it is reloaded. */
const GAZETTEER_STALE_MS = 24 * 60 * 60_000;

/**
 * The places closest to what is typed (GET /api/places): up to 8, each with its coordinates — a
 * country's cities, or every country's with `null` ("near"); nothing while the country is "".
 */
export const usePlaceSuggestions = (country: string | null, text: string) => {
  const q = text.trim();
  return useQuery({
    queryKey: [...resource.places, country ?? "", q] as const,
    queryFn: () => unwrap(publicApi.api.places.$get({ query: country === null ? { q } : { country, q } })),
    enabled: country !== "" && q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: GAZETTEER_STALE_MS,
  });
};

/** One place by its id (GET /api/places/:id), to name a search's "near" from its link. */
export const usePlace = (id: string) =>
  useQuery({
    queryKey: [...resource.places, "one", id] as const,
    queryFn: () => unwrap(publicApi.api.places[":id{[0-9]+}"].$get({ param: { id } })),
    enabled: id !== "",
    staleTime: GAZETTEER_STALE_MS,
  });
