import { DataTable } from "../../../../components/ui/data-table";
import { EmptyState } from "../../../../components/ui/empty-state";
import { ListScreen } from "../../../../components/ui/list-screen";
import { formatDate } from "../../../../lib/format";
import { useUnfinishedSignUps } from "../api/use-users";

/**
 * Sign-ups that stopped before their profile was saved (#33 point 1): these people can sign in, and
 * the site asks them to finish signing up; until they do, they are in no other list.
 */
export function UnfinishedSignUps() {
  const list = useUnfinishedSignUps();
  return (
    <section aria-labelledby="unfinished-title" className="unfinished-sign-ups">
      <h2 id="unfinished-title">Not finished signing up</h2>
      <p className="muted">Accounts that can sign in but have no profile yet. They are asked to finish when they next sign in.</p>
      <ListScreen list={list} label="unfinished sign-ups" empty={<EmptyState title="Everyone who signed up finished" />}>
        <DataTable
          caption="Not finished signing up"
          columns={[{ label: "Email" }, { label: "Name" }, { label: "Signed up" }, { label: "Last seen" }]}
        >
          {list.items.map((account) => (
            <tr key={account._id}>
              <td>{account.email}</td>
              <td>{account.name ?? "—"}</td>
              <td>{formatDate(account.firstSeenAt)}</td>
              <td>{formatDate(account.lastSeenAt)}</td>
            </tr>
          ))}
        </DataTable>
      </ListScreen>
    </section>
  );
}
