import { Link } from "react-router-dom";
import { BikeImage } from "../../../components/ui/bike-image";
import { EmptyState } from "../../../components/ui/empty-state";
import { ListScreen } from "../../../components/ui/list-screen";
import { PageHead } from "../../../components/ui/page-head";
import { useSession } from "../../../lib/auth/use-session";
import { usePageTitle } from "../../../lib/use-page-title";
import type { InboxItem } from "../api/conversations";
import { useInbox } from "../api/use-inbox";
import { formatMessageTime } from "../components/message-list";
import "../components/conversations.css";

/** /dashboard/inbox: a seller's or a buyer's conversations, newest message first, with what is unread. */
export default function Inbox() {
  usePageTitle("Messages");
  const { role } = useSession();
  const list = useInbox();
  const seller = role === "seller";
  return (
    <section>
      <PageHead
        title="Messages"
        lead={seller ? "Questions buyers asked about your bikes, newest first." : "Your conversations with sellers, newest first."}
      />
      <ListScreen
        list={list}
        label="conversations"
        empty={
          <EmptyState title="No messages yet">
            {seller ? (
              "When a buyer asks about one of your bikes, the conversation appears here."
            ) : (
              <>
                Use “Ask the seller” on a bike’s page. <Link to="/#categories">Browse bikes</Link>
              </>
            )}
          </EmptyState>
        }
      >
        <ul className="inbox" aria-label="Conversations">
          {list.items.map((item) => (
            <InboxRow key={item._id} item={item} you={seller ? "seller" : "buyer"} />
          ))}
        </ul>
      </ListScreen>
    </section>
  );
}

function InboxRow({ item, you }: { item: InboxItem; you: "buyer" | "seller" }) {
  const unread = item.unread > 0;
  return (
    <li className={`card inbox__item${unread ? " inbox__item--unread" : ""}`}>
      <BikeImage className="inbox__picture" src={item.picture} alt="" width={72} height={54} />
      <div className="inbox__body">
        <p className="inbox__title">
          <Link to={`/dashboard/inbox/${item._id}`} className="inbox__link">
            {item.bikeName}
            <span className="visually-hidden">, with {item.withName}</span>
            {unread && <span className="visually-hidden">, {item.unread} unread</span>}
          </Link>
          {item.readOnly && <span className="badge">Listing deleted</span>}
        </p>
        <p className="inbox__with muted">
          {item.withName} · <time dateTime={item.lastMessage.createdAt}>{formatMessageTime(item.lastMessage.createdAt)}</time>
        </p>
        <p className="inbox__preview">
          {item.lastMessage.sender === you && "You: "}
          {item.lastMessage.body}
        </p>
      </div>
      {unread && (
        <span className="unread-badge" aria-hidden="true">
          {item.unread}
        </span>
      )}
    </li>
  );
}
