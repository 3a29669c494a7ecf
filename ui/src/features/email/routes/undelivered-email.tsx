import type { UndeliveredMail } from "../../../../../edge-api/src/schemas/email";
import { BusyButton } from "../../../components/ui/busy-button";
import { DataTable } from "../../../components/ui/data-table";
import { EmptyState } from "../../../components/ui/empty-state";
import { ErrorState } from "../../../components/ui/error-state";
import { PageHead } from "../../../components/ui/page-head";
import { LoadingBlock } from "../../../components/ui/spinner";
import { ApiRequestError } from "../../../lib/api-error";
import { resource } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { useAction } from "../../../lib/use-action";
import { usePageTitle } from "../../../lib/use-page-title";
import { useRefresh } from "../../../lib/use-refresh";
import { retryUndelivered, useUndeliveredMail } from "../api/undelivered-mail";
import { formatFailedAt, mailKindLabel } from "../utils/mail-kinds";
import "../components/email.css";

const COLUMNS = [
  { label: "To" },
  { label: "Kind" },
  { label: "Subject" },
  { label: "Attempts" },
  { label: "Last error" },
  { label: "Failed at" },
  { label: "Actions", hidden: true },
];

/** /dashboard/undelivered-email (admin, #37): mail that kept failing and was given up, each to send again. */
export default function UndeliveredEmail() {
  usePageTitle("Undelivered email");
  const list = useUndeliveredMail();
  return (
    <section>
      <PageHead title="Undelivered email" lead="Emails that kept failing and were given up. Retry sends one again." />
      {list.data ? (
        list.data.items.length === 0 ? (
          <EmptyState title="No undelivered email." />
        ) : (
          <DataTable caption="Undelivered email" columns={COLUMNS}>
            {list.data.items.map((mail) => (
              <UndeliveredRow key={mail.id} mail={mail} />
            ))}
          </DataTable>
        )
      ) : list.error ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <LoadingBlock label="Loading undelivered email" />
      )}
    </section>
  );
}

function UndeliveredRow({ mail }: { mail: UndeliveredMail }) {
  const refresh = useRefresh();
  const retry = useAction(retryUndelivered, {
    refreshes: [resource.undeliveredEmail],
    // Gone already (sent or cleared meanwhile): the list drops it.
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 404) void refresh([resource.undeliveredEmail]);
    },
  });
  const onRetry = async () => {
    if (await retry.run(mail.id)) toast.success("Sent again.");
  };
  return (
    <tr>
      <td>
        <span className="undelivered__text">{mail.to}</span>
      </td>
      <td>{mailKindLabel(mail.kind) ?? mail.kind}</td>
      <td>
        <span className="undelivered__text">{mail.subject}</span>
      </td>
      <td>{mail.attempts}</td>
      <td>
        <span className="undelivered__text">{mail.lastError ?? "—"}</span>
      </td>
      <td>
        <time dateTime={mail.failedAt}>{formatFailedAt(mail.failedAt)}</time>
      </td>
      <td>
        <BusyButton className="btn btn--outline btn--sm" busy={retry.pending} busyLabel="Sending again" onClick={() => void onRetry()}>
          Retry<span className="visually-hidden"> {`“${mail.subject}” to ${mail.to}`}</span>
        </BusyButton>
      </td>
    </tr>
  );
}
