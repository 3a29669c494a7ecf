import { useMemo, useState } from "react";
import { ListSearch } from "../../../../components/ui/list-search";
import { selectColumn, SelectRowCell } from "../../../../components/table-selection/select-cells";
import { SelectionToolbar } from "../../../../components/table-selection/selection-toolbar";
import { useTableSelection } from "../../../../components/table-selection/use-table-selection";
import { DataTable } from "../../../../components/ui/data-table";
import { EmptyState } from "../../../../components/ui/empty-state";
import { ListScreen } from "../../../../components/ui/list-screen";
import { PageHead } from "../../../../components/ui/page-head";
import { usePageTitle } from "../../../../lib/use-page-title";
import { useUsers } from "../api/use-users";
import { UserRow } from "./user-row";
import { useUserBulkActions } from "./use-user-bulk-actions";

/** The All sellers / All buyers table (admin); in the desktop app rows can be verified or deleted many at once. */
export function UsersScreen({ role, title, lead }: { role: "seller" | "buyer"; title: string; lead: string }) {
  usePageTitle(title);
  const [q, setQ] = useState("");
  const list = useUsers(role, q);
  const withVerify = role === "seller";
  const ids = useMemo(() => list.items.map((user) => user._id), [list.items]);
  const selection = useTableSelection(ids);
  const bulkActions = useUserBulkActions(role);
  const noun = `${role}s`;
  const columns = [
    ...selectColumn(selection, noun),
    { label: "Name" },
    { label: "Email" },
    { label: "Joined" },
    ...(withVerify ? [{ label: "Verification" }] : []),
    { label: "Actions", hidden: true },
  ];
  return (
    <section>
      <PageHead title={title} lead={lead} />
      <ListSearch label={`Search ${role}s`} placeholder="Search by name or email" onSearch={setQ} />
      <ListScreen
        list={list}
        label={title.toLowerCase()}
        empty={<EmptyState title={q ? `No ${role} matches “${q}”` : `No ${role}s yet`} />}
      >
        {selection.enabled && (
          <SelectionToolbar selection={selection} noun={noun} actions={bulkActions} hasMore={list.hasMore} loadAll={list.loadAll} />
        )}
        <DataTable caption={title} columns={columns}>
          {list.items.map((user) => (
            <UserRow
              key={user._id}
              user={user}
              withVerify={withVerify}
              select={selection.enabled && <SelectRowCell selection={selection} id={user._id} name={user.name} />}
            />
          ))}
        </DataTable>
      </ListScreen>
    </section>
  );
}
