import { reportReasonBody } from "../../../../../edge-api/src/schemas/reasons";
import { ReasonDialog } from "../../../components/ui/reason-dialog";
import { resource } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { reportConversation } from "../api/conversations";

/** Either participant reports the conversation; it lands in the admin's Reported Items, who may then read it. */
export function ReportConversationDialog({
  conversationId,
  open,
  onClose,
}: {
  conversationId: number;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      open={open}
      title="Report this conversation"
      formLabel="Report conversation"
      schema={reportReasonBody}
      label="What is wrong?"
      intro="Our team will be able to read this conversation to review it."
      submitLabel="Send report"
      busyLabel="Sending report"
      send={(reason) => reportConversation(conversationId, reason)}
      refreshes={[resource.reports]}
      onDone={() => toast.success("Thanks — our team will read this conversation.")}
      onClose={onClose}
    />
  );
}
