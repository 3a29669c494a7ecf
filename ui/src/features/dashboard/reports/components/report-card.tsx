import { useState } from "react";
import { toast } from "../../../../lib/toast";
import { Link } from "react-router-dom";
import { ReasonDialog } from "../../../../components/ui/reason-dialog";
import { Spinner } from "../../../../components/ui/spinner";
import { removeListingReasonBody } from "../../../../../../edge-api/src/schemas/reasons";
import type { Report } from "../../../../lib/api-types";
import { formatDate } from "../../../../lib/format";
import { useAction } from "../../../../lib/use-action";
import { useRefresh } from "../../../../lib/use-refresh";
import { dismissReport, removeReportedListing, REPORT_RESOURCES } from "../api/resolve-report";
import { REMOVAL_REASONS, removeListingQuestion } from "./remove-question";
import { BikeImage } from "../../../../components/ui/bike-image";

/**
 * One open report: what was reported, why and by whom; Dismiss, or Remove listing while the
 * listing still exists (its seller may have deleted it since: then only Dismiss is left).
 */
export function ReportCard({ report }: { report: Report }) {
  const refresh = useRefresh();
  // A 409 means the report or its listing changed since the queue loaded: reload it to show how.
  const { run, pending } = useAction(dismissReport, { refreshes: REPORT_RESOURCES, onError: () => void refresh(REPORT_RESOURCES) });
  const [removing, setRemoving] = useState(false);
  // A reported conversation ("Ask the seller"): the admin reads it, then dismisses the report.
  const conversationId = report.conversationId;
  const gone = report.bikeId === null && conversationId === null;

  const dismiss = async () => {
    const result = await run(report._id);
    if (result?.acknowledged) toast.success("Report dismissed.");
  };
  const question = removeListingQuestion(report.bikeName);

  return (
    <article className="card report-card" aria-labelledby={`report-${report._id}`}>
      {report.picture ? (
        <BikeImage className="report-card__image" src={report.picture} alt="" width={160} height={120} loading="lazy" />
      ) : (
        <div className="report-card__image report-card__image--gone" aria-hidden="true">
          {conversationId !== null ? "Conversation" : "Removed"}
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
            {!gone && conversationId === null && (
              <button
                type="button"
                className="btn btn--danger btn--sm"
                onClick={() => setRemoving(true)}
                aria-label={`Remove listing ${report.bikeName}`}
              >
                Remove listing
              </button>
            )}
          </>
        )}
        <ReasonDialog
          open={removing}
          title={question.title}
          formLabel="Remove listing"
          schema={removeListingReasonBody}
          label="Reason (the seller is told)"
          intro={<p>{question.intro}</p>}
          suggestions={REMOVAL_REASONS}
          submitLabel="Remove listing"
          busyLabel="Removing"
          cancelLabel="Keep listing"
          send={(reason) => removeReportedListing(report._id, reason)}
          refreshes={REPORT_RESOURCES}
          onDone={() => toast.success("Listing removed. Its seller was told why.")}
          onClose={() => setRemoving(false)}
        />
      </div>
    </article>
  );
}
