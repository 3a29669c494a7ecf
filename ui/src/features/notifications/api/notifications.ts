import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api } from "../../../lib/api-client";
import { pageQuery } from "../../../lib/keyset-pages";
import { resource } from "../../../lib/query-keys";
import { unwrap } from "../../../lib/unwrap";
import { useKeysetList } from "../../../lib/use-keyset-list";

/** Query keys, under the notifications root (lib/query-keys.ts): marking read refreshes every one. */
const notificationKeys = {
  list: [...resource.notifications, "list"] as const,
  unread: [...resource.notifications, "unread"] as const,
};

type ListAnswer = InferResponseType<(typeof api.api.notifications)["$get"], 200>;
export type NotificationItem = ListAnswer["items"][number];

const loadPage = (cursor?: string, limit?: number) => unwrap(api.api.notifications.$get({ query: pageQuery(cursor, limit) }));

/** The caller's notifications, newest first, "Load more" at a time. */
export const useNotifications = () => useKeysetList({ queryKey: notificationKeys.list, loadPage });

/** How often the bell asks again while a page is open. */
const UNREAD_POLL_MS = 30_000;

/** How many notifications wait unread (the bell's badge); counting stops at `unreadCap`. */
export const useUnreadNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.unread,
    queryFn: () => unwrap(api.api.notifications.unread.$get()),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
  });

export const markRead = (id: number) => unwrap(api.api.notifications[":id"].read.$put({ param: { id: String(id) } }));
export const markAllRead = () => unwrap(api.api.notifications.read.$put());
