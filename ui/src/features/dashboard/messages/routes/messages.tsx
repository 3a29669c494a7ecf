import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { ListSearch } from "../../../../components/ui/list-search";
import { EmptyState } from "../../../../components/ui/empty-state";
import { ListScreen } from "../../../../components/ui/list-screen";
import { PageHead } from "../../../../components/ui/page-head";
import { usePageTitle } from "../../../../lib/use-page-title";
import { useMessages, type MessageStatus } from "../api/use-messages";
import { MessageCard } from "../components/message-card";
import "../components/messages.css";

const TABS: { status: MessageStatus; label: string }[] = [
  { status: "open", label: "Open" },
  { status: "handled", label: "Handled" },
];

/** /dashboard/messages (admin): what visitors sent through the contact form, open or handled, newest first. */
export default function Messages() {
  usePageTitle("Messages");
  // The tab is in the URL, so Back and a reload keep it.
  const [params, setParams] = useSearchParams();
  const status: MessageStatus = params.get("status") === "handled" ? "handled" : "open";
  const [q, setQ] = useState("");
  const list = useMessages(status, q);
  return (
    <section>
      <PageHead title="Messages" lead="What visitors sent through the contact form. Reply by email, then mark the message handled." />
      <div className="chips message-tabs" role="group" aria-label="Show messages">
        {TABS.map((tab) => (
          <button
            key={tab.status}
            type="button"
            className="chip"
            aria-pressed={status === tab.status}
            onClick={() => setParams(tab.status === "open" ? {} : { status: tab.status })}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <ListSearch label="Search messages" placeholder="Search by sender's name or email" onSearch={setQ} />
      <ListScreen
        list={list}
        label={`${status} messages`}
        empty={
          q ? (
            <EmptyState title={`No message from “${q}”`} />
          ) : status === "open" ? (
            <EmptyState title="No open messages">Every message has been handled.</EmptyState>
          ) : (
            <EmptyState title="No handled messages yet" />
          )
        }
      >
        <div className="message-list">
          {list.items.map((message) => (
            <MessageCard key={message._id} message={message} />
          ))}
        </div>
      </ListScreen>
    </section>
  );
}
