import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Page } from "./api-types";
import { collectPages } from "./keyset-pages";

/** One page of a keyset list (`?cursor=&limit=`); no cursor means the first page. */
export type LoadPage<T> = (cursor?: string, limit?: number) => Promise<Page<T>>;

/**
 * Where a cached page starts. `all` is the whole list in one page: what "load all" leaves behind,
 * so a refresh after a change reloads every row instead of the pages "Load more" had fetched.
 */
interface PageParam {
  cursor?: string;
  all?: true;
}

type Pages<T> = InfiniteData<Page<T>, PageParam>;

export interface KeysetList<T> {
  items: T[];
  /** The first page is on its way (retries included). */
  loading: boolean;
  /** Why the list could not be loaded at all; a later failure (a refresh, "Load more") keeps the rows and shows a toast. */
  error: Error | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Follows every remaining cursor, in the largest pages the API serves (for select-all over the whole list). */
  loadAll: () => Promise<void>;
  reload: () => void;
}

/**
 * A keyset-paginated list in the query cache: "Load more" follows `nextCursor`, and the loaded
 * pages stay cached under `queryKey`, so coming back to the list shows every page loaded before.
 */
export function useKeysetList<T>({
  queryKey,
  loadPage,
  enabled = true,
}: {
  queryKey: QueryKey;
  loadPage: LoadPage<T>;
  enabled?: boolean;
}): KeysetList<T> {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    enabled,
    initialPageParam: {} as PageParam,
    queryFn: async ({ pageParam }): Promise<Page<T>> =>
      pageParam.all ? { items: await collectPages(loadPage), nextCursor: null } : loadPage(pageParam.cursor),
    getNextPageParam: (last): PageParam | undefined => (last.nextCursor ? { cursor: last.nextCursor } : undefined),
  });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);

  const loadAll = async () => {
    const loaded = client.getQueryData<Pages<T>>(queryKey);
    const cursor = loaded?.pages.at(-1)?.nextCursor;
    if (!loaded || !cursor) return;
    const rest = await collectPages(loadPage, cursor);
    client.setQueryData<Pages<T>>(queryKey, {
      pages: [{ items: [...loaded.pages.flatMap((page) => page.items), ...rest], nextCursor: null }],
      pageParams: [{ all: true }],
    });
  };

  return {
    items,
    loading: query.isLoading,
    error: data ? null : query.error,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    loadAll,
    reload: () => void refetch(),
  };
}
