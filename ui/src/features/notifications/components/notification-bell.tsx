import { Link } from "react-router-dom";
import { useSession } from "../../../lib/auth/use-session";
import { useUnreadNotifications } from "../api/notifications";
import "./notifications.css";

/**
 * The header's bell for a signed-in user: opens the notifications list, with the unread count as a
 * badge ("99+" past 99) and in its accessible name ("Notifications, 3 unread"). Lazy-loaded by the
 * layouts (app/layouts), so the home page's first load does not carry it.
 */
export default function NotificationBell() {
  const { user, role } = useSession();
  const { data } = useUnreadNotifications(Boolean(user && role));
  if (!user || !role) return null;
  const unread = data?.unread ?? 0;
  const shown = unread >= (data?.unreadCap ?? 100) || unread > 99 ? "99+" : String(unread);
  return (
    <Link
      to="/dashboard/notifications"
      className="icon-button notification-bell"
      aria-label={unread ? `Notifications, ${shown} unread` : "Notifications"}
      title="Notifications"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15zM10 20.5a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      {unread > 0 && (
        <span className="notification-bell__badge" aria-hidden="true">
          {shown}
        </span>
      )}
    </Link>
  );
}
