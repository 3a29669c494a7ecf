import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { publicApi } from "../api-client";
import { resource } from "../query-keys";
import { unwrap } from "../unwrap";

/** Fewer letters than this suggest nothing (one letter matches half the brands). */
export const SUGGEST_MIN_LENGTH = 2;

/** The search box's suggestions (GET /api/search/suggestions): up to 8 brands and models bikes have. */
export const useSearchSuggestions = (text: string) => {
  const q = text.trim();
  return useQuery({
    queryKey: [...resource.bikes, "suggestions", q] as const,
    queryFn: () => unwrap(publicApi.api.search.suggestions.$get({ query: { q } })),
    enabled: q.length >= SUGGEST_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};
