import { useState } from "react";
import { BusyButton } from "../../../../components/ui/busy-button";
import { Dialog } from "../../../../components/ui/dialog";
import { formatDate, truncate } from "../../../../lib/format";
import { toast } from "../../../../lib/toast";
import { useAction } from "../../../../lib/use-action";
import { useRefresh } from "../../../../lib/use-refresh";
import { MESSAGE_RESOURCES, setHandled } from "../api/set-handled";
import type { ContactMessage } from "../api/use-messages";

const PREVIEW_LENGTH = 160;

/** Replying happens in the admin's own mail app, to the address the visitor gave. */
const replyHref = (message: ContactMessage) => `mailto:${message.email}?subject=${encodeURIComponent("Re: your message to MotoMart")}`;

/** One contact message: who sent it and when, the start of it; Read opens all of it; Mark handled (or open again). */
export function MessageCard({ message }: { message: ContactMessage }) {
  const [reading, setReading] = useState(false);
  const refresh = useRefresh();
  const handled = message.handledAt !== null;
  // A 409 means another admin got there first: reload both tabs to show where it is now.
  const { run, pending } = useAction(setHandled, { refreshes: MESSAGE_RESOURCES, onError: () => void refresh(MESSAGE_RESOURCES) });

  const toggle = async () => {
    const result = await run(message._id, !handled);
    if (!result?.acknowledged) return;
    setReading(false);
    toast.success(handled ? "Message moved back to Open." : "Message marked handled.");
  };

  const toggleButton = (
    <BusyButton
      className={`btn btn--sm ${handled ? "btn--outline" : "btn--dark"}`}
      busy={pending}
      busyLabel={handled ? "Opening again" : "Marking handled"}
      // The visible text starts the name (WCAG label in name).
      aria-label={`${handled ? "Mark as open" : "Mark handled"}: message from ${message.name}`}
      onClick={() => void toggle()}
    >
      {handled ? "Mark as open" : "Mark handled"}
    </BusyButton>
  );

  return (
    <article className="card message-card" aria-labelledby={`message-${message._id}`}>
      <div className="message-card__body">
        <h2 id={`message-${message._id}`} className="message-card__from">
          {message.name}
        </h2>
        <p className="table__sub">
          <a href={`mailto:${message.email}`}>{message.email}</a> · sent {formatDate(message.createdAt)}
          {message.handledAt && <> · handled {formatDate(message.handledAt)}</>}
        </p>
        <p className="message-card__preview">{truncate(message.message, PREVIEW_LENGTH)}</p>
      </div>
      <div className="message-card__actions">
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={() => setReading(true)}
          aria-label={`Read message from ${message.name}`}
        >
          Read
        </button>
        {toggleButton}
      </div>
      <Dialog open={reading} title={`Message from ${message.name}`} onClose={() => setReading(false)}>
        <div className="message-read">
          <p className="table__sub">
            <a href={`mailto:${message.email}`}>{message.email}</a> · sent {formatDate(message.createdAt)}
            {message.handledAt && <> · handled {formatDate(message.handledAt)}</>}
          </p>
          <p className="message-read__text">{message.message}</p>
          <div className="actions-row">
            <a className="btn btn--primary btn--sm" href={replyHref(message)}>
              Reply by email
            </a>
            {toggleButton}
          </div>
        </div>
      </Dialog>
    </article>
  );
}
