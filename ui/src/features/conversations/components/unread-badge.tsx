import { useSession } from "../../../lib/auth/use-session";
import { useUnreadTotal } from "../api/use-inbox";
import "./conversations.css";

/** The dashboard menu's count of messages waiting for a buyer or seller (nothing when none). */
export function UnreadBadge() {
  const { role } = useSession();
  const { data: unread } = useUnreadTotal(role === "buyer" || role === "seller");
  if (!unread) return null;
  return (
    <span className="unread-badge">
      <span aria-hidden="true">{unread > 99 ? "99+" : unread}</span>
      <span className="visually-hidden">, {unread} unread</span>
    </span>
  );
}
