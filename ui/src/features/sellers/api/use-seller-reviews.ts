import { publicApi } from "../../../lib/api-client";
import { pageQuery } from "../../../lib/keyset-pages";
import { resource } from "../../../lib/query-keys";
import { unwrap } from "../../../lib/unwrap";
import { useKeysetList } from "../../../lib/use-keyset-list";

/** A seller's public reviews, newest first, more by cursor. */
export const useSellerReviews = (sellerId: string | undefined) =>
  useKeysetList({
    queryKey: [...resource.sellers, sellerId ?? "", "reviews"],
    enabled: Boolean(sellerId),
    loadPage: (cursor, limit = 10) =>
      unwrap(publicApi.api.sellers[":id"].reviews.$get({ param: { id: sellerId ?? "" }, query: pageQuery(cursor, limit) })),
  });
