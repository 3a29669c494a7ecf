import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { ErrorState } from "../../../components/ui/error-state";
import { PageHead } from "../../../components/ui/page-head";
import { LoadingBlock } from "../../../components/ui/spinner";
import { usePageTitle } from "../../../lib/use-page-title";
import { sendMessage } from "../api/conversations";
import { useThread } from "../api/use-thread";
import { Composer } from "../components/composer";
import { MessageList } from "../components/message-list";
import { ReportConversationDialog } from "../components/report-conversation-dialog";
import "../components/conversations.css";

/**
 * /dashboard/inbox/:id: one conversation. New messages appear while the page is open (live socket,
 * or every 10 s without one); the participants write, an admin reads a reported one.
 */
export default function Thread() {
  const id = Number(useParams().id);
  const thread = useThread(id);
  const [reporting, setReporting] = useState(false);
  const { heading } = thread;
  usePageTitle(heading ? `Messages: ${heading.bikeName}` : "Messages");

  if (thread.loading) return <LoadingBlock label="Loading conversation" />;
  if (thread.error || !heading) {
    return (
      <ErrorState
        error={thread.error ?? new Error("This conversation could not be loaded.")}
        onRetry={thread.reload}
        actions={
          <Link to="/dashboard/inbox" className="btn btn--outline">
            All messages
          </Link>
        }
      />
    );
  }

  const participant = heading.you !== "admin";
  const other = heading.you === "buyer" ? heading.sellerName : heading.buyerName;
  return (
    <section className="conversation">
      <p className="conversation__back">
        <Link to={participant ? "/dashboard/inbox" : "/dashboard/reporteditems"}>
          {participant ? "← All messages" : "← Reported items"}
        </Link>
      </p>
      <PageHead
        title={heading.bikeName}
        lead={participant ? `Conversation with ${other}` : `Between ${heading.buyerName} (buyer) and ${heading.sellerName} (seller)`}
        actions={
          <>
            {heading.bikeId !== null && (
              <Link to={`/bike/${heading.bikeId}`} className="btn btn--outline btn--sm">
                View bike
              </Link>
            )}
            {heading.you !== "seller" && (
              <Link to={`/seller/${heading.sellerId}`} className="btn btn--outline btn--sm">
                Seller's page
              </Link>
            )}
            {participant && (
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => setReporting(true)}>
                Report conversation
              </button>
            )}
          </>
        }
      />
      {!participant && <p className="notice">You are reading this conversation because one of its participants reported it.</p>}
      {heading.readOnly && <p className="notice notice--warn">This listing has been deleted, so this conversation is read-only.</p>}
      <div className="panel conversation__panel">
        {thread.hasEarlier && (
          <button
            type="button"
            className="btn btn--ghost btn--sm conversation__earlier"
            disabled={thread.loadingEarlier}
            onClick={thread.loadEarlier}
          >
            {thread.loadingEarlier ? "Loading earlier messages…" : "Load earlier messages"}
          </button>
        )}
        <MessageList heading={heading} messages={thread.messages} />
        <p className="conversation__status muted" role="status">
          {thread.live ? "Live: new messages appear here." : "New messages are checked every 10 seconds."}
        </p>
      </div>
      {participant && !heading.readOnly && (
        <Composer label="Your message" send={(body) => sendMessage(id, body)} onSent={thread.refresh} placeholder={`Write to ${other}`} />
      )}
      {participant && <ReportConversationDialog conversationId={id} open={reporting} onClose={() => setReporting(false)} />}
    </section>
  );
}
