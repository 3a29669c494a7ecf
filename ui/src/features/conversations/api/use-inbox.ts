import { useQuery } from "@tanstack/react-query";
import { useKeysetList } from "../../../lib/use-keyset-list";
import { conversationKeys, loadInbox } from "./conversations";

/** The caller's conversations, newest message first, "Load more" at a time. */
export const useInbox = () => useKeysetList({ queryKey: conversationKeys.inbox, loadPage: loadInbox });

/** How often the menu's unread count asks again while the dashboard is open. */
const UNREAD_POLL_MS = 30_000;

/**
 * Messages waiting for the caller across all conversations (the dashboard menu's badge): one
 * one-row inbox page, which carries the total.
 */
export const useUnreadTotal = (enabled: boolean) =>
  useQuery({
    queryKey: conversationKeys.unread,
    queryFn: async () => (await loadInbox(undefined, 1)).unreadTotal,
    enabled,
    refetchInterval: UNREAD_POLL_MS,
  });
