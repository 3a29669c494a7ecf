import { publicApi } from "../../../lib/api-client";
import { pageQuery } from "../../../lib/keyset-pages";
import { unwrap } from "../../../lib/unwrap";
import { useKeysetList } from "../../../lib/use-keyset-list";
import { bikeKeys } from "./bike-keys";

const PAGE_SIZE = 12;

/** Available bikes of one category with the URL's filters, more by cursor. */
export const useBikes = (categoryId: string | undefined, filters: Record<string, string>) =>
  useKeysetList({
    queryKey: bikeKeys.inCategory(categoryId ?? "", filters),
    enabled: Boolean(categoryId),
    loadPage: (cursor, limit = PAGE_SIZE) =>
      unwrap(publicApi.api.bikes.$get({ query: { id: categoryId ?? "", ...filters, ...pageQuery(cursor, limit) } })),
  });
