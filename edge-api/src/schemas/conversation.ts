import { z } from "zod";
import { id, requiredText } from "../lib/api/fields";

/** A message is plain text of at most this many characters (messages.body's CHECK says the same). */
export const MESSAGE_MAX_LENGTH = 2000;

/**
 * A message's text, as the API checks it and the composer (ui/src/features/conversations) checks it
 * before sending: trimmed, line breaks kept, no control characters.
 */
const messageText = requiredText("Message", MESSAGE_MAX_LENGTH, {
  multiline: true,
  tooLong: "Message must be at most 2,000 characters",
});

/** POST /api/conversations: "Ask the seller" about a bike (starts the conversation or continues it). */
export const newConversationBody = z.object({ bikeId: id("Bike"), body: messageText });
/** POST /api/conversations/:id/messages. */
export const newMessageBody = z.object({ body: messageText });
export type NewMessageBody = z.infer<typeof newMessageBody>;

/**
 * The live socket's subprotocol (GET /api/conversations/:id/live). A browser cannot put an
 * Authorization header on a WebSocket, so the client offers two subprotocols, this one and its
 * Firebase ID token; the server answers with this one (middleware/auth.ts reads the token).
 */
export const LIVE_PROTOCOL = "motomart-live";

/** A message as every answer shows it (routes/conversations.ts), and as the live socket pushes it. */
export interface MessageView {
  _id: number;
  conversationId: number;
  sender: "buyer" | "seller";
  body: string;
  createdAt: string;
}

/** What the live socket sends: a message just stored in Postgres (the record; the socket only tells). */
export interface LiveEvent {
  type: "message";
  message: MessageView;
}
