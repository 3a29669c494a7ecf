import type { InferResponseType } from "hono/client";
import { api, publicApi } from "../../../lib/api-client";
import { pageQuery } from "../../../lib/keyset-pages";
import { resource } from "../../../lib/query-keys";
import { unwrap } from "../../../lib/unwrap";

/** Query keys, under the conversations root (lib/query-keys.ts): a change refreshes every one. */
export const conversationKeys = {
  inbox: [...resource.conversations, "inbox"] as const,
  unread: [...resource.conversations, "unread"] as const,
  thread: (id: number) => [...resource.conversations, "thread", id] as const,
};

type InboxAnswer = InferResponseType<(typeof api.api.conversations)["$get"], 200>;
/** One conversation of the inbox, as GET /api/conversations lists it. */
export type InboxItem = InboxAnswer["items"][number];
type ThreadAnswer = InferResponseType<(typeof api.api.conversations)[":id"]["messages"]["$get"], 200>;
/** A conversation's heading: the bike, both names, the caller's side, read-only. */
export type ConversationHeading = ThreadAnswer["conversation"];
export type ThreadMessage = ThreadAnswer["items"][number];

/** A page of the caller's inbox, newest message first. */
export const loadInbox = (cursor?: string, limit?: number) => unwrap(api.api.conversations.$get({ query: pageQuery(cursor, limit) }));

/** A page of one conversation's messages, newest first (opening it marks it read on the server). */
export const loadThreadPage = (id: number, cursor?: string) =>
  unwrap(api.api.conversations[":id"].messages.$get({ param: { id: String(id) }, query: pageQuery(cursor) }));

/** "Ask the seller": starts the conversation about the bike, or continues the one the buyer has. */
export const askSeller = (bikeId: number, body: string) => unwrap(api.api.conversations.$post({ json: { bikeId, body } }));

export const sendMessage = (id: number, body: string) =>
  unwrap(api.api.conversations[":id"].messages.$post({ param: { id: String(id) }, json: { body } }));

export const reportConversation = (id: number, reason: string) =>
  unwrap(api.api.conversations[":id"].report.$post({ param: { id: String(id) }, json: { reason } }));

/** The bike a buyer is asking about, for the ask page's heading (public, like the bike page). */
export const loadBikeSummary = (id: number) => unwrap(publicApi.api.bikes[":id{[0-9]+}"].$get({ param: { id: String(id) } }));
