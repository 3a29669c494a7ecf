import { sql, type Kysely, type Transaction } from "kysely";
import type { Database, MessageSender, UserRow } from "../../db/database";
import type { Bindings } from "../../env";
import type { MessageView } from "../../schemas/conversation";
import { logLine } from "../platform/log";
import { notify } from "../notifications/notify";

/** The two participants of a conversation, as the routes load it. */
export interface Participants {
  buyer_id: number;
  seller_id: number;
}

/** The caller's side of the conversation, or null when they are not one of its two participants. */
export function sideOf(conversation: Participants, user: UserRow | null): MessageSender | null {
  if (!user) return null;
  if (user.id === conversation.buyer_id) return "buyer";
  if (user.id === conversation.seller_id) return "seller";
  return null;
}

export const messageView = (row: {
  id: number;
  conversation_id: number;
  sender: MessageSender;
  body: string;
  /** Text when read through a JSON subquery (conversationWithMessagesQuery). */
  created_at: Date | string;
}): MessageView => ({
  _id: row.id,
  conversationId: row.conversation_id,
  sender: row.sender,
  body: row.body,
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * Stores a message and moves its conversation to the top of both inboxes, one unread more for the
 * recipient, who is also notified (the bell, the desktop app). Inside the caller's transaction, which holds the conversation's row lock (so the
 * newest message id is the one recorded, whatever the order two sends commit in).
 */
export async function appendMessage(
  trx: Transaction<Database>,
  conversationId: number,
  sender: MessageSender,
  body: string,
): Promise<MessageView> {
  const row = await trx
    .insertInto("messages")
    .values({ conversation_id: conversationId, sender, body })
    .returning(["id", "conversation_id", "sender", "body", "created_at"])
    .executeTakeFirstOrThrow();
  const conversation = await trx
    .updateTable("conversations")
    .set((eb) => ({
      last_message_id: row.id,
      last_message_at: row.created_at,
      ...(sender === "buyer"
        ? { seller_unread: eb("seller_unread", "+", 1) }
        : // The seller's first message is their reply time (lib/sellers/reply-figures.ts).
          { buyer_unread: eb("buyer_unread", "+", 1), seller_replied_at: eb.fn.coalesce("seller_replied_at", eb.val(row.created_at)) }),
    }))
    .where("id", "=", conversationId)
    .returning(["buyer_id", "seller_id", "bike_name"])
    .executeTakeFirstOrThrow();
  // The recipient's bell and desktop notifications (#15 point 1), in the message's transaction.
  const [from, to] = sender === "buyer" ? [conversation.buyer_id, conversation.seller_id] : [conversation.seller_id, conversation.buyer_id];
  const { name } = await trx.selectFrom("users").select("name").where("id", "=", from).executeTakeFirstOrThrow();
  await notify(trx, {
    userId: to,
    kind: "message",
    title: `${name} wrote about ${conversation.bike_name}: ${body.replace(/\s+/g, " ")}`,
    link: `/dashboard/inbox/${conversationId}`,
    mail: { subject: `${name} wrote about ${conversation.bike_name}`, text: body, conversationId },
  });
  return messageView(row);
}

/**
 * The recipient opened the conversation, or saw a new message in it while open: nothing waits for
 * them any more — neither its unread count nor the bell's notifications of its messages (#33).
 */
export async function markRead(db: Kysely<Database>, conversationId: number, side: MessageSender, userId: number): Promise<void> {
  const column = side === "buyer" ? "buyer_unread" : "seller_unread";
  // One statement (a data-modifying WITH), so one round trip (#34).
  await db
    .with("conversation_read", (w) =>
      w.updateTable("conversations").set(column, 0).where("id", "=", conversationId).where(column, ">", 0).returning("id"),
    )
    .updateTable("notifications")
    .set({ read_at: sql`now()` })
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .where("kind", "=", "message")
    .where("link", "=", `/dashboard/inbox/${conversationId}`)
    .execute();
}

/**
 * Tells the conversation's Durable Object (live/conversation-room.ts) about a committed message, so
 * the pages that have it open show it at once. Best effort: the message is stored already, and a
 * page without the push finds it when it reloads or polls, so a failure is logged, never answered.
 * Awaited rather than left to waitUntil: it is one short call, and the sender's own page then
 * hears of its message no later than the answer.
 */
export async function notifyRoom(env: Bindings, message: MessageView, requestId: string): Promise<void> {
  try {
    const rooms = env.CONVERSATION_ROOMS;
    await rooms.get(rooms.idFromName(String(message.conversationId))).broadcast({ type: "message", message });
  } catch (error) {
    logLine("warn", "live delivery failed", { requestId, conversationId: message.conversationId, error: String(error) });
  }
}
