import { publicApi } from "../../../lib/api-client";
import { pageQuery } from "../../../lib/keyset-pages";
import { unwrap } from "../../../lib/unwrap";
import { useKeysetList } from "../../../lib/use-keyset-list";
import { bikeKeys } from "./bike-keys";
import type { Sort } from "../components/filters";

const PAGE_SIZE = 12;

/** A seller's bikes for sale in a browse sort (their page), more by cursor. */
export const useSellerBikes = (sellerId: string | undefined, sort: Sort) =>
  useKeysetList({
    queryKey: bikeKeys.ofSeller(sellerId ?? "", sort),
    enabled: Boolean(sellerId),
    loadPage: (cursor, limit = PAGE_SIZE) =>
      unwrap(publicApi.api.bikes.$get({ query: { seller: sellerId ?? "", sort, ...pageQuery(cursor, limit) } })),
  });
