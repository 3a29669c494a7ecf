import { useState } from "react";
import { reportReasonBody } from "../../../../../edge-api/src/schemas/reasons";
import { ReasonDialog } from "../../../components/ui/reason-dialog";
import { resource } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { reportReview } from "../api/report-review";

/** "Report" under a public review, for signed-in visitors: it lands in the admin's Reported Items. */
export function ReportReviewButton({ reviewId, author }: { reviewId: number; author: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(true)} aria-label={`Report ${author}'s review`}>
        Report
      </button>
      <ReasonDialog
        open={open}
        title="Report this review"
        formLabel="Report review"
        schema={reportReasonBody}
        label="What is wrong with it?"
        intro="Our team reads every report. A review that breaks the rules is removed, and its author is told why."
        submitLabel="Send report"
        busyLabel="Sending report"
        send={(reason) => reportReview(reviewId, reason)}
        refreshes={[resource.reports]}
        onDone={() => toast.success("Thanks — our team will read this review.")}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
