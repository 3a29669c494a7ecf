import type { InferResponseType } from "hono/client";
import { api } from "../../../../lib/api-client";
import { pageQuery } from "../../../../lib/keyset-pages";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";
import { useKeysetList } from "../../../../lib/use-keyset-list";

export type MessageStatus = "open" | "handled";
/** One contact-form message as GET /api/contact answers it. */
export type ContactMessage = InferResponseType<(typeof api.api.contact)["$get"], 200>["items"][number];

/** One page of open or handled messages, newest first. */
const loadMessages = (status: MessageStatus, q: string) => (cursor?: string, limit?: number) =>
  unwrap(api.api.contact.$get({ query: { status, ...pageQuery(cursor, limit), ...(q ? { q } : {}) } }));

/** The admin's Messages screen: one tab's messages, "Load more" at a time; `q`: the sender's name or email contains it. */
export const useMessages = (status: MessageStatus, q = "") =>
  useKeysetList({ queryKey: [...resource.messages, status, q], loadPage: loadMessages(status, q) });
