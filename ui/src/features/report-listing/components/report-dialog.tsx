import { reportReasonBody } from "../../../../../edge-api/src/schemas/reasons";
import { ReasonDialog } from "../../../components/ui/reason-dialog";
import type { Bike } from "../../../lib/api-types";
import { resource } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { createReport } from "../api/create-report";

const REASONS = ["Looks like a scam", "Wrong price or details", "Already sold", "Offensive content"];

/** Lets a signed-in user report a listing; admins see it under Reported Items. */
export function ReportDialog({ bike, onClose }: { bike: Bike | null; onClose: () => void }) {
  return (
    <ReasonDialog
      open={bike !== null}
      title={bike ? `Report ${bike.name}` : "Report a listing"}
      formLabel="Report listing"
      schema={reportReasonBody}
      label="What is wrong with this listing?"
      suggestions={REASONS}
      submitLabel="Send report"
      busyLabel="Sending report"
      send={(reason) => createReport(bike!._id, reason)}
      refreshes={[resource.reports]}
      onDone={() => toast.success("Thanks — our team will review this listing.")}
      onClose={onClose}
    />
  );
}
