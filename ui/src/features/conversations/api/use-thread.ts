import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import { conversationKeys, loadThreadPage } from "./conversations";
import { useLiveUpdates } from "./use-live-updates";
import { resource } from "../../../lib/query-keys";

/** Without a live socket the open thread asks for new messages this often (the socket's fallback). */
const POLL_MS = 10_000;

/**
 * One conversation: its heading and messages (oldest first on screen; pages load newest first, so
 * "Load earlier messages" follows the cursor), kept current through the conversation's live socket,
 * or by polling every 10 s while there is none.
 */
export function useThread(id: number) {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: conversationKeys.thread(id),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => loadThreadPage(id, pageParam),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const heading = query.data?.pages[0]?.conversation;
  // Every loaded page is fetched again from the newest, so a reply appears.
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: conversationKeys.thread(id) }), [client, id]);
  // Each read of the newest page marks the conversation read on the server (its count and the
  // bell's notifications of it): then the inbox, the menu's count and the bell are asked again (#33).
  const readAt = query.data?.pages.length ? query.dataUpdatedAt : 0;
  useEffect(() => {
    if (!readAt) return;
    void client.invalidateQueries({ queryKey: conversationKeys.inbox });
    void client.invalidateQueries({ queryKey: conversationKeys.unread });
    void client.invalidateQueries({ queryKey: resource.notifications });
  }, [client, readAt]);
  // Only a participant has a socket; an admin reading a reported conversation polls.
  const live = useLiveUpdates(id, Boolean(heading && heading.you !== "admin"), refresh);

  const { refetch } = query;
  const polling = Boolean(heading) && !live;
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [refetch, polling]);

  const messages = useMemo(() => (query.data?.pages.flatMap((page) => page.items) ?? []).slice().reverse(), [query.data]);
  return {
    heading,
    messages,
    live,
    loading: query.isPending,
    error: query.data ? null : query.error,
    reload: () => void refetch(),
    hasEarlier: query.hasNextPage,
    loadingEarlier: query.isFetchingNextPage,
    loadEarlier: () => void query.fetchNextPage(),
    /** After sending: the new message, and the inboxes it moved up. */
    refresh,
  };
}
