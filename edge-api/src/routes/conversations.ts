import { Hono } from "hono";
import { sql, type Kysely } from "kysely";
import { z } from "zod";
import type { Database, UserRow } from "../db/database";
import type { AppEnv } from "../env";
import { requireAuth, requireCanBuy, requireRole } from "../middleware/auth";
import { appendMessage, markRead, messageView, notifyRoom, sideOf } from "../lib/conversations/messages";
import { conversationWithMessagesQuery, inboxQuery } from "../lib/conversations/queries";
import { badRequest, conflict, forbidden, notFound } from "../lib/api/errors";
import { idParam } from "../lib/api/fields";
import { decodeCursor, pageQuery, toPage } from "../lib/api/pagination";
import { validate } from "../lib/api/validate";
import { routeDocs } from "../lib/api/openapi";
import { newConversationBody, newMessageBody } from "../schemas/conversation";
import { reportReasonBody } from "../schemas/reasons";
import type { MessageSender } from "../db/database";
import { inTransaction } from "../db/transaction";

const docs = routeDocs("Conversations");

const listQuery = z.object(pageQuery);
/** How much of the newest message the inbox shows. */
const PREVIEW_LENGTH = 140;

// Only its buyer and seller (and the admin, once reported) know a conversation: to anyone else it
// is "not found", like an id that does not exist, so ids cannot be probed.
const ADMIN_READS_ONLY = "The admin reads a reported conversation; only its buyer and seller write in it.";
const READ_ONLY = "This listing has been deleted, so its conversation is read-only.";

/** An admin reads a conversation once one of its participants has reported it (Reported Items). */
const reportedToAdmin = async (db: Kysely<Database>, id: number, user: UserRow | null) =>
  user?.role === "admin" &&
  Boolean(await db.selectFrom("reports").select("id").where("conversation_id", "=", id).limit(1).executeTakeFirst());

/**
 * "Ask the seller": a buyer's conversation with the seller of one bike, one per bike and buyer.
 * Only its two participants read and write it (an admin reads a reported one); a deleted listing
 * leaves it read-only (409). New messages are pushed live through the conversation's Durable
 * Object (live/conversation-room.ts) after Postgres has them.
 */
export const conversations = new Hono<AppEnv>()
  // Starts the conversation about a bike, or continues it when the buyer asked before.
  .post(
    "/",
    docs("Ask a bike's seller (starts the conversation, or continues it)", {
      200: "Added to the conversation this buyer already has about the bike",
      201: "Conversation started",
      404: "No such bike",
    }),
    requireAuth,
    requireCanBuy,
    validate("json", newConversationBody),
    async (c) => {
      const { bikeId, body } = c.req.valid("json");
      const buyer = c.var.user!;
      const { conversationId, created, message } = await inTransaction(c.var.db, async (trx) => {
        // Key-share lock: the bike cannot be deleted between this read and the insert's reference.
        const bike = await trx
          .selectFrom("bikes")
          .select(["id", "name", "seller_id"])
          .where("id", "=", bikeId)
          .forKeyShare()
          .executeTakeFirst();
        if (!bike) throw notFound("Bike");
        if (bike.seller_id === buyer.id) throw forbidden("You cannot ask about your own bike.");
        // One per bike and buyer: a second ask (or two at once) lands in the same row, locked until commit.
        const conversation = await trx
          .insertInto("conversations")
          .values({ bike_id: bike.id, bike_name: bike.name, buyer_id: buyer.id, seller_id: bike.seller_id })
          .onConflict((oc) =>
            oc.columns(["bike_id", "buyer_id"]).doUpdateSet({ last_message_at: (eb) => eb.ref("conversations.last_message_at") }),
          )
          .returning(["id", sql<boolean>`(xmax = 0)`.as("created")])
          .executeTakeFirstOrThrow();
        return {
          conversationId: conversation.id,
          created: conversation.created,
          message: await appendMessage(trx, conversation.id, "buyer", body),
        };
      });
      await notifyRoom(c.env, message, c.var.requestId);
      return c.json({ acknowledged: true, insertedId: message._id, conversationId, created, message }, created ? 201 : 200);
    },
  )
  // The caller's inbox (a seller's or a buyer's), newest message first, with unread counts.
  .get(
    "/",
    docs("My conversations, newest message first"),
    requireAuth,
    requireRole("buyer", "seller"),
    validate("query", listQuery),
    async (c) => {
      const { cursor, limit } = c.req.valid("query");
      const user = c.var.user!;
      // A seller's inbox holds the conversations about their bikes and those they started as a
      // buyer of someone else's (#33): each side is read by its own index, then merged by newest message.
      const sides: MessageSender[] = user.role === "seller" ? ["seller", "buyer"] : ["buyer"];
      const before = decodeCursor(cursor, "message");
      const inbox = await inboxQuery(c.var.db, user.id, before?.k as number | undefined, limit + 1).executeTakeFirstOrThrow();
      const rows = sides
        .flatMap((side) => (side === "buyer" ? inbox.as_buyer : inbox.as_seller).map((row) => ({ ...row, you: side })))
        .sort((a, b) => b.last_message_id - a.last_message_id)
        .slice(0, limit + 1);
      const page = toPage(
        rows,
        limit,
        (r) => ({
          _id: r.id,
          bikeId: r.bike_id,
          bikeName: r.bike_name,
          picture: r.picture,
          withName: r.other_name,
          /** The caller's side in this conversation. */
          you: r.you,
          unread: r.unread,
          readOnly: r.bike_id === null,
          lastMessage: {
            sender: r.last_sender,
            body: r.last_body.length > PREVIEW_LENGTH ? `${r.last_body.slice(0, PREVIEW_LENGTH - 1)}…` : r.last_body,
            // (A JSON subquery's date-time comes as text.)
            createdAt: new Date(r.last_created_at).toISOString(),
          },
        }),
        (r) => r.last_message_id,
      );
      const unreadCount = sides.reduce((sum, side) => sum + Number((side === "buyer" ? inbox.buyer_unread : inbox.seller_unread) ?? 0), 0);
      return c.json({ ...page, you: sides[0]!, unreadTotal: unreadCount });
    },
  )
  // One conversation's messages, newest first; opening it marks it read for the caller.
  .get(
    "/:id/messages",
    docs("A conversation's messages, newest first (marks them read)", {
      200: "The conversation and a page of its messages",
      404: "No such conversation",
    }),
    requireAuth,
    validate("param", idParam),
    validate("query", listQuery),
    async (c) => {
      const { id } = c.req.valid("param");
      const { cursor, limit } = c.req.valid("query");
      const db = c.var.db;
      const before = decodeCursor(cursor);
      const conversation = await conversationWithMessagesQuery(db, id, before?.id, limit + 1).executeTakeFirst();
      if (!conversation) throw notFound("Conversation");
      const side = sideOf(conversation, c.var.user);
      // An admin reads a reported conversation; to anyone else another's is not there.
      if (!side && !(c.var.user?.role === "admin" && conversation.reported)) throw notFound("Conversation");
      const rows = conversation.messages;
      if (side && !cursor) await markRead(db, id, side, c.var.user!.id);
      return c.json({
        conversation: {
          _id: conversation.id,
          bikeId: conversation.bike_id,
          bikeName: conversation.bike_name,
          buyerName: conversation.buyer_name,
          sellerName: conversation.seller_name,
          /** Their public page: /seller/:id. */
          sellerId: conversation.seller_id,
          /** The caller's side; "admin" reads a reported conversation and cannot write. */
          you: side ?? "admin",
          readOnly: conversation.bike_id === null,
        },
        ...toPage(rows, limit, messageView),
      });
    },
  )
  // A participant writes; the message is stored, then pushed to the open pages.
  .post(
    "/:id/messages",
    docs("Send a message in a conversation", {
      201: "Sent",
      404: "No such conversation",
      409: "The listing was deleted: the conversation is read-only",
    }),
    requireAuth,
    validate("param", idParam),
    validate("json", newMessageBody),
    async (c) => {
      const { id } = c.req.valid("param");
      const { body } = c.req.valid("json");
      const message = await inTransaction(c.var.db, async (trx) => {
        // The row lock orders concurrent sends, and a listing deleted meanwhile is seen here (bike_id emptied).
        const conversation = await trx
          .selectFrom("conversations")
          .select(["id", "bike_id", "buyer_id", "seller_id"])
          .where("id", "=", id)
          .forUpdate()
          .executeTakeFirst();
        if (!conversation) throw notFound("Conversation");
        const side = sideOf(conversation, c.var.user);
        // The admin reading a reported conversation knows it exists, and may not write in it.
        if (!side && (await reportedToAdmin(trx, id, c.var.user))) throw forbidden(ADMIN_READS_ONLY);
        if (!side) throw notFound("Conversation");
        if (conversation.bike_id === null) throw conflict(READ_ONLY);
        return appendMessage(trx, id, side, body);
      });
      await notifyRoom(c.env, message, c.var.requestId);
      return c.json({ acknowledged: true, insertedId: message._id, message }, 201);
    },
  )
  // The live socket: a participant's page hears of new messages without reloading.
  .get(
    "/:id/live",
    docs(
      "Live messages of a conversation (WebSocket)",
      { 101: "Switching to a WebSocket that receives each new message", 400: "Not a WebSocket upgrade", 404: "No such conversation" },
      {
        description:
          'Open as a WebSocket offering two subprotocols: `motomart-live`, then the Firebase ID token (browsers cannot set Authorization on a WebSocket). Each new message arrives as `{"type":"message","message":{…}}`; send `ping` to keep it open.',
      },
    ),
    requireAuth,
    validate("param", idParam),
    async (c) => {
      const { id } = c.req.valid("param");
      const conversation = await c.var.db
        .selectFrom("conversations")
        .select(["buyer_id", "seller_id"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!conversation) throw notFound("Conversation");
      if (!sideOf(conversation, c.var.user)) throw notFound("Conversation");
      if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
        throw badRequest("Open this address as a WebSocket.", { upgrade: "Upgrade must be websocket" });
      }
      const rooms = c.env.CONVERSATION_ROOMS;
      const upgraded = await rooms.get(rooms.idFromName(String(id))).fetch(c.req.raw);
      // The object's answer has immutable headers; a copy lets the app's middleware add its own.
      return new Response(null, { status: upgraded.status, headers: new Headers(upgraded.headers), webSocket: upgraded.webSocket });
    },
  )
  // Either participant reports the conversation to the admin (Reported Items), once while open.
  .post(
    "/:id/report",
    docs("Report a conversation to the admin", { 201: "Reported", 404: "No such conversation", 409: "Already reported" }),
    requireAuth,
    validate("param", idParam),
    validate("json", reportReasonBody),
    async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      const conversation = await c.var.db
        .selectFrom("conversations")
        .select(["id", "bike_name", "buyer_id", "seller_id"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!conversation) throw notFound("Conversation");
      if (!sideOf(conversation, c.var.user)) throw notFound("Conversation");
      const inserted = await c.var.db
        .insertInto("reports")
        .values({ bike_id: null, bike_name: conversation.bike_name, conversation_id: id, reporter_id: c.var.user!.id, reason })
        .onConflict((oc) =>
          oc.columns(["conversation_id", "reporter_id"]).where("status", "=", "open").where("conversation_id", "is not", null).doNothing(),
        )
        .returning("id")
        .executeTakeFirst();
      if (!inserted) throw conflict("You have already reported this conversation.");
      return c.json({ acknowledged: true, insertedId: inserted.id }, 201);
    },
  );
