import type { Kysely } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { Database, MessageSender } from "../../db/database";

/**
 * The conversations' list queries (routes/conversations.ts). The query-plan list
 * (tests/support/query-plan-cases.ts) checks these same queries, so each has its index
 * (migrations/1700000000000_baseline.sql).
 */

/** Which column names the caller in a conversation: a seller's inbox is by seller_id, a buyer's by buyer_id. */
const sideColumn = (side: MessageSender) => (side === "buyer" ? "conversations.buyer_id" : "conversations.seller_id");

/**
 * A page of one side's inbox, newest message first, keyset on last_message_id (unique per
 * conversation: conversations_{buyer,seller}_inbox_idx), with the other side's name, the bike and
 * the newest message.
 */
export function inboxPage(db: Kysely<Database>, side: MessageSender, userId: number, beforeMessageId: number | undefined, rows: number) {
  let query = db
    .selectFrom("conversations")
    .innerJoin("users as other", "other.id", side === "buyer" ? "conversations.seller_id" : "conversations.buyer_id")
    .innerJoin("messages as last", "last.id", "conversations.last_message_id")
    .leftJoin("bikes", "bikes.id", "conversations.bike_id")
    .select([
      "conversations.id",
      "conversations.bike_id",
      "conversations.bike_name",
      "conversations.last_message_id",
      side === "buyer" ? "conversations.buyer_unread as unread" : "conversations.seller_unread as unread",
      "other.name as other_name",
      "bikes.picture",
      "last.sender as last_sender",
      "last.body as last_body",
      "last.created_at as last_created_at",
    ])
    .where(sideColumn(side), "=", userId);
  if (beforeMessageId !== undefined) query = query.where("conversations.last_message_id", "<", beforeMessageId);
  return query.orderBy("conversations.last_message_id", "desc").limit(rows);
}

/** How many messages wait for this side across all its conversations (the menu's badge). */
export function unreadTotal(db: Kysely<Database>, side: MessageSender, userId: number) {
  return db
    .selectFrom("conversations")
    .select((eb) => eb.fn.sum<string | null>(side === "buyer" ? "buyer_unread" : "seller_unread").as("total"))
    .where(sideColumn(side), "=", userId);
}

/** A page of a conversation's messages, newest first, keyset on id (messages_conversation_idx). */
export function messagesPage(db: Kysely<Database>, conversationId: number, beforeId: number | undefined, rows: number) {
  let query = db
    .selectFrom("messages")
    .select(["id", "conversation_id", "sender", "body", "created_at"])
    .where("conversation_id", "=", conversationId);
  if (beforeId !== undefined) query = query.where("id", "<", beforeId);
  return query.orderBy("id", "desc").limit(rows);
}

/**
 * GET /api/conversations in one statement, so one round trip (#34): the page of each side (a
 * seller's inbox holds both: their bikes' conversations and those they started as a buyer) and
 * each side's unread total. The route merges the pages by newest message.
 */
export const inboxQuery = (db: Kysely<Database>, userId: number, beforeMessageId: number | undefined, rows: number) =>
  db.selectNoFrom([
    jsonArrayFrom(inboxPage(db, "buyer", userId, beforeMessageId, rows)).as("as_buyer"),
    jsonArrayFrom(inboxPage(db, "seller", userId, beforeMessageId, rows)).as("as_seller"),
    unreadTotal(db, "buyer", userId).$asScalar().as("buyer_unread"),
    unreadTotal(db, "seller", userId).$asScalar().as("seller_unread"),
  ]);

/**
 * GET /api/conversations/:id/messages in one statement (#34): the conversation with both names,
 * whether it was reported (an admin may then read it), and a page of its messages. The route
 * answers the messages only to whom sideOf or `reported` allows.
 */
export const conversationWithMessagesQuery = (db: Kysely<Database>, id: number, beforeMessageId: number | undefined, rows: number) =>
  db
    .selectFrom("conversations")
    .innerJoin("users as buyer", "buyer.id", "conversations.buyer_id")
    .innerJoin("users as seller", "seller.id", "conversations.seller_id")
    .select((eb) => [
      "conversations.id",
      "conversations.bike_id",
      "conversations.bike_name",
      "conversations.buyer_id",
      "conversations.seller_id",
      "buyer.name as buyer_name",
      "seller.name as seller_name",
      eb.exists(eb.selectFrom("reports").select("reports.id").whereRef("reports.conversation_id", "=", "conversations.id")).as("reported"),
      jsonArrayFrom(messagesPage(db, id, beforeMessageId, rows)).as("messages"),
    ])
    .where("conversations.id", "=", id);
