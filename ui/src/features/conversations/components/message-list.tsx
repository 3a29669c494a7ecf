import type { ConversationHeading, ThreadMessage } from "../api/conversations";

const timeFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
export const formatMessageTime = (iso: string) => timeFormat.format(new Date(iso));

/**
 * The messages of a conversation, oldest first. A body is rendered as text (React escapes it; line
 * breaks are kept by CSS), never as markup: whatever a participant typed is what the other reads.
 */
export function MessageList({ heading, messages }: { heading: ConversationHeading; messages: ThreadMessage[] }) {
  const nameOf = (sender: ThreadMessage["sender"]) =>
    sender === heading.you ? "You" : sender === "buyer" ? heading.buyerName : heading.sellerName;
  return (
    <ol className="thread" aria-label="Messages">
      {messages.map((message) => (
        <li key={message._id} className={`thread__message${message.sender === heading.you ? " thread__message--mine" : ""}`}>
          <p className="thread__meta">
            <strong>{nameOf(message.sender)}</strong> <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
          </p>
          <p className="thread__body">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
