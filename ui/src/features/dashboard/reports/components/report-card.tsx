import { useState } from "react";
import { toast } from "../../../../lib/toast";
import { Link } from "react-router-dom";
import { Spinner } from "../../../../components/ui/spinner";
import type { Report } from "../../../../lib/api-types";
import { formatDate } from "../../../../lib/format";
import { useAction } from "../../../../lib/use-action";
import { useRefresh } from "../../../../lib/use-refresh";
import { dismissReport, REPORT_RESOURCES } from "../api/resolve-report";
import { RemoveReportedDialog } from "./remove-reported-dialog";
import { Stars } from "../../../../components/ui/stars";
import { BikeImage } from "../../../../components/ui/bike-image";

/**
 * One open report: what was reported (a listing, a conversation or a review), why and by whom;
 * Dismiss, or Remove the listing or review while it still exists (its seller may have deleted a
 * listing since: then only Dismiss is left).
 */
export function ReportCard({ report }: { report: Report }) {
  const refresh = useRefresh();
  // A 409 means the report or its listing changed since the queue loaded: reload it to show how.
  const { run, pending } = useAction(dismissReport, { refreshes: REPORT_RESOURCES, onError: () => void refresh(REPORT_RESOURCES) });
  const [removing, setRemoving] = useState(false);
  // A reported conversation ("Ask the seller"): the admin reads it, then dismisses the report.
  const conversationId = report.conversationId;
  // A reported review of a sale: the admin reads it here and may remove it.
  const review = report.review;
  const gone = report.bikeId === null && conversationId === null && review === null;
  const removable = !gone && conversationId === null;
  const what = review ? "review" : "listing";

  const dismiss = async () => {
    const result = await run(report._id);
    if (result?.acknowledged) toast.success("Report dismissed.");
  };

  return (
    <article className="card report-card" aria-labelledby={`report-${report._id}`}>
      {report.picture ? (
        <BikeImage className="report-card__image" src={report.picture} alt="" width={160} height={120} loading="lazy" />
      ) : (
        <div className="report-card__image report-card__image--gone" aria-hidden="true">
          {conversationId !== null ? "Conversation" : review ? "Review" : "Removed"}
        </div>
      )}
      <div className="report-card__body">
        <h2 id={`report-${report._id}`} className="report-card__title">
          {report.bikeId ? <Link to={`/bike/${report.bikeId}`}>{report.bikeName}</Link> : report.bikeName}
        </h2>
        {report.sellerName && <p className="table__sub">Seller: {report.sellerName}</p>}
        {conversationId !== null && (
          <p className="notice">
            A conversation about this bike was reported.{" "}
            <Link to={`/dashboard/inbox/${conversationId}`} aria-label={`Read the reported conversation about ${report.bikeName}`}>
              Read the conversation
            </Link>
            , then dismiss the report.
          </p>
        )}
        {review && (
          <div className="notice">
            <p>{`A review ${review.author} wrote of this sale was reported:`}</p>
            <blockquote className="report-card__review">
              <Stars value={review.stars} /> {review.text}
            </blockquote>
          </div>
        )}
        {gone && (
          <p className="notice">This listing is already gone (its seller or their account was deleted). Dismiss the report to close it.</p>
        )}
        <blockquote className="report-card__reason">{report.reason}</blockquote>
        <p className="table__sub">
          Reported by {report.reporterName} ({report.reporterEmail}) on {formatDate(report.createdAt)}
        </p>
      </div>
      <div className="report-card__actions">
        {pending ? (
          <Spinner size="sm" label="Resolving report" />
        ) : (
          <>
            <button
              type="button"
              className="btn btn--outline btn--sm"
              onClick={() => void dismiss()}
              aria-label={`Dismiss report about ${report.bikeName}`}
            >
              Dismiss
            </button>
            {removable && (
              <button
                type="button"
                className="btn btn--danger btn--sm"
                onClick={() => setRemoving(true)}
                aria-label={review ? `Remove ${review.author}'s review of ${report.bikeName}` : `Remove listing ${report.bikeName}`}
              >
                {`Remove ${what}`}
              </button>
            )}
          </>
        )}
        <RemoveReportedDialog report={report} open={removing} onClose={() => setRemoving(false)} />
      </div>
    </article>
  );
}
