import { Link } from "react-router-dom";
import { BusyButton } from "../../../components/ui/busy-button";
import { EmptyState } from "../../../components/ui/empty-state";
import { ListScreen } from "../../../components/ui/list-screen";
import { PageHead } from "../../../components/ui/page-head";
import { formatDate } from "../../../lib/format";
import { resource } from "../../../lib/query-keys";
import { useAction } from "../../../lib/use-action";
import { usePageTitle } from "../../../lib/use-page-title";
import { markAllRead, markRead, useNotifications, type NotificationItem } from "../api/notifications";
import { kindHeading } from "../utils/kinds";
import "../components/notifications.css";

/** /dashboard/notifications: the bell's list, newest first; opening one marks it read. */
export default function Notifications() {
  usePageTitle("Notifications");
  const list = useNotifications();
  const all = useAction(markAllRead, { refreshes: [resource.notifications] });
  const anyUnread = list.items.some((item) => !item.read);
  return (
    <section>
      <PageHead
        title="Notifications"
        lead="Messages, bookings, and news of the bikes you saved, newest first."
        actions={
          anyUnread && (
            <BusyButton className="btn btn--outline btn--sm" busy={all.pending} busyLabel="Marking all read" onClick={() => void all.run()}>
              Mark all read
            </BusyButton>
          )
        }
      />
      <ListScreen list={list} label="notifications" empty={<EmptyState title="No notifications yet" />}>
        <ul className="notification-list" aria-label="Notifications">
          {list.items.map((item) => (
            <NotificationRow key={item._id} item={item} />
          ))}
        </ul>
      </ListScreen>
    </section>
  );
}

function NotificationRow({ item }: { item: NotificationItem }) {
  const read = useAction(markRead, { refreshes: [resource.notifications] });
  return (
    <li className={`card notification${item.read ? "" : " notification--unread"}`}>
      <div>
        <p className="notification__kind">
          {kindHeading(item.kind)}
          {!item.read && <span className="visually-hidden">, unread</span>}
        </p>
        <p className="notification__title">
          {item.gone ? (
            // Its bike was deleted: its page is gone, so no link to a missing page.
            <>
              {item.title} <span className="badge badge--danger">No longer available</span>
            </>
          ) : (
            // Opening it marks it read; the request goes on while the link's page loads.
            <Link to={item.link} onClick={() => void (item.read || read.run(item._id))}>
              {item.title}
            </Link>
          )}
        </p>
        <time className="muted" dateTime={item.createdAt}>
          {formatDate(item.createdAt)}
        </time>
      </div>
      {!item.read && (
        <BusyButton
          className="btn btn--ghost btn--sm"
          busy={read.pending}
          busyLabel="Marking read"
          onClick={() => void read.run(item._id)}
          aria-label={`Mark read: ${item.title}`}
        >
          Mark read
        </BusyButton>
      )}
    </li>
  );
}
