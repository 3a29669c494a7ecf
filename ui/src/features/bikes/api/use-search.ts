import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { publicApi } from "../../../lib/api-client";
import { pageQuery } from "../../../lib/keyset-pages";
import { resource } from "../../../lib/query-keys";
import { unwrap } from "../../../lib/unwrap";
import { useKeysetList } from "../../../lib/use-keyset-list";

const PAGE_SIZE = 12;

/** The search's query keys, under the bikes they read. */
const searchKeys = {
  results: (query: Record<string, string>) => [...resource.bikes, "search", query] as const,
  facets: (query: Record<string, string>) => [...resource.bikes, "search-facets", query] as const,
};

/** The search results page's bikes: GET /api/bikes with the keyword (`q`), filters and maybe a category (`id`), more by cursor. */
export const useSearchBikes = (query: Record<string, string>) =>
  useKeysetList({
    queryKey: searchKeys.results(query),
    loadPage: (cursor, limit = PAGE_SIZE) => unwrap(publicApi.api.bikes.$get({ query: { ...query, ...pageQuery(cursor, limit) } })),
  });

/** How many bikes of each category match the keyword and filters (counts capped by the API, `capped` beyond). */
export const useSearchFacets = (query: Record<string, string>) =>
  useQuery({
    queryKey: searchKeys.facets(query),
    queryFn: () => unwrap(publicApi.api.search.facets.$get({ query })),
    placeholderData: keepPreviousData,
  });

/** When a search finds nothing: the words that do find bikes (GET /api/search/fallback), asked only then. */
export const useSearchFallback = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: [...resource.bikes, "search-fallback", q] as const,
    queryFn: () => unwrap(publicApi.api.search.fallback.$get({ query: { q } })),
    enabled: enabled && q.length > 0,
    staleTime: 60_000,
  });
