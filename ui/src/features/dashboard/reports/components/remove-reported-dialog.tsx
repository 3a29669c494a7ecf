import { removeListingReasonBody } from "../../../../../../edge-api/src/schemas/reasons";
import { ReasonDialog } from "../../../../components/ui/reason-dialog";
import type { Report } from "../../../../lib/api-types";
import { toast } from "../../../../lib/toast";
import { removeReported, REPORT_RESOURCES } from "../api/resolve-report";
import { REMOVAL_REASONS, removeListingQuestion, removeReviewQuestion, REVIEW_REMOVAL_REASONS } from "./remove-question";

/**
 * Removing what a report is about — its listing or its review — with the reason its seller or
 * author is told: the Reported Items card's and the desktop queue's one dialog.
 */
export function RemoveReportedDialog({
  report,
  open,
  onDone,
  onClose,
}: {
  report: Report;
  open: boolean;
  onDone?: () => void;
  onClose: () => void;
}) {
  const review = report.review;
  const what = review ? "review" : "listing";
  const question = review ? removeReviewQuestion(review.author) : removeListingQuestion(report.bikeName);
  return (
    <ReasonDialog
      open={open}
      title={question.title}
      formLabel={`Remove ${what}`}
      schema={removeListingReasonBody}
      label={review ? "Reason (its author is told)" : "Reason (the seller is told)"}
      intro={<p>{question.intro}</p>}
      suggestions={review ? REVIEW_REMOVAL_REASONS : REMOVAL_REASONS}
      submitLabel={`Remove ${what}`}
      busyLabel="Removing"
      cancelLabel={`Keep ${what}`}
      send={(reason) => removeReported(report._id, reason)}
      refreshes={REPORT_RESOURCES}
      onDone={() => {
        toast.success(review ? "Review removed. Its author was told why." : "Listing removed. Its seller was told why.");
        onDone?.();
      }}
      onClose={onClose}
    />
  );
}
