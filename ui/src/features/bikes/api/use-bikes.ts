import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { useCursorList } from "../../../lib/use-cursor-list";

const PAGE_SIZE = "12";

/** Available bikes of one category with the URL's filters, more by cursor. */
export function useBikes(categoryId: string | undefined, filters: Record<string, string>) {
  const key = categoryId ? `bikes:${categoryId}:${new URLSearchParams(filters).toString()}` : null;
  return useCursorList(key, (cursor) =>
    unwrap(publicApi.api.bikes.$get({ query: { id: categoryId ?? "", ...filters, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } })),
  );
}
