import { useCallback, useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "./api-error";
import type { Page } from "./api-types";
import { collectPages } from "./keyset-pages";
import { useQuery } from "./use-query";

export interface CursorList<T> {
  items: T[];
  loading: boolean;
  error: Error | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Follows every remaining cursor and appends all the rows (for select-all over the whole list). */
  loadAll: () => Promise<void>;
  reload: () => void;
  /** Change the loaded items locally after a successful change on the server. */
  update: (change: (items: T[]) => T[]) => void;
}

/** A keyset-paginated list: the first page loads with `key`, "Load more" follows `nextCursor`. */
export function useCursorList<T>(key: string | null, loadPage: (cursor?: string, limit?: number) => Promise<Page<T>>): CursorList<T> {
  const query = useQuery<Page<T>>(key, () => loadPage());
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, setData } = query;

  const loadMore = useCallback(() => {
    const cursor = data?.nextCursor;
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    loadPage(cursor)
      .then((page) => setData((current) => ({ items: [...(current?.items ?? []), ...page.items], nextCursor: page.nextCursor })))
      .catch((error: unknown) => toast.error(errorMessage(error)))
      .finally(() => setLoadingMore(false));
  }, [data?.nextCursor, loadingMore, loadPage, setData]);

  const loadAll = useCallback(async () => {
    const cursor = data?.nextCursor;
    if (!cursor) return;
    const rest = await collectPages(loadPage, cursor);
    setData((current) => current && { items: [...current.items, ...rest], nextCursor: null });
  }, [data?.nextCursor, loadPage, setData]);

  const update = useCallback(
    (change: (items: T[]) => T[]) => setData((current) => current && { ...current, items: change(current.items) }),
    [setData],
  );

  return {
    items: data?.items ?? [],
    loading: query.loading,
    error: query.error,
    hasMore: Boolean(data?.nextCursor),
    loadingMore,
    loadMore,
    loadAll,
    reload: query.reload,
    update,
  };
}
