import { toast } from "../../../../lib/toast";
import { Link } from "react-router-dom";
import { Spinner } from "../../../../components/ui/spinner";
import type { Report } from "../../../../lib/api-types";
import { formatDate } from "../../../../lib/format";
import { useAction } from "../../../../lib/use-action";
import { REPORT_RESOURCES, resolveReport } from "../api/resolve-report";

/** One open report: what was reported, why and by whom; Dismiss or Remove listing. */
export function ReportCard({ report }: { report: Report }) {
  const { run, pending } = useAction(resolveReport, { refreshes: REPORT_RESOURCES });

  const resolve = async (action: "dismiss" | "remove") => {
    if (action === "remove" && !window.confirm(`Remove the listing "${report.bikeName}"? The bike is deleted for everyone.`)) return;
    const result = await run(report._id, action);
    if (!result?.acknowledged) return;
    toast.success(action === "dismiss" ? "Report dismissed." : "Listing removed.");
  };

  return (
    <article className="card report-card" aria-labelledby={`report-${report._id}`}>
      {report.picture ? (
        <img className="report-card__image" src={report.picture} alt="" width={160} height={120} loading="lazy" />
      ) : (
        <div className="report-card__image report-card__image--gone" aria-hidden="true">
          Removed
        </div>
      )}
      <div className="report-card__body">
        <h2 id={`report-${report._id}`} className="report-card__title">
          {report.bikeId ? <Link to={`/bike/${report.bikeId}`}>{report.bikeName}</Link> : report.bikeName}
        </h2>
        {report.sellerName && <p className="table__sub">Seller: {report.sellerName}</p>}
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
              onClick={() => resolve("dismiss")}
              aria-label={`Dismiss report about ${report.bikeName}`}
            >
              Dismiss
            </button>
            <button
              type="button"
              className="btn btn--danger btn--sm"
              onClick={() => resolve("remove")}
              aria-label={`Remove listing ${report.bikeName}`}
            >
              Remove listing
            </button>
          </>
        )}
      </div>
    </article>
  );
}
