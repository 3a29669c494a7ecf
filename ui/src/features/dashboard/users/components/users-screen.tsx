import { useMemo } from "react";
import { EmptyState } from "../../../../components/ui/empty-state";
import { DataTable } from "../../../../components/ui/data-table";
import { ListScreen } from "../../../../components/ui/list-screen";
import { PageHead } from "../../../../components/ui/page-head";
import { usePageTitle } from "../../../../lib/use-page-title";
import { useUsers } from "../api/use-users";
import { UserRow } from "./user-row";
import { userBulkActions } from "../../../desktop/bulk-actions";
import { selectColumn, SelectionToolbar, SelectRowCell, useTableSelection } from "../../../desktop/table-selection";

/** The All sellers / All buyers table (admin); in the desktop app rows can be verified or deleted many at once. */
export function UsersScreen({ role, title, lead }: { role: "seller" | "buyer"; title: string; lead: string }) {
  usePageTitle(title);
  const list = useUsers(role);
  const withVerify = role === "seller";
  const ids = useMemo(() => list.items.map((user) => user._id), [list.items]);
  const selection = useTableSelection(ids);
  const noun = `${role}s`;
  const columns = [
    ...selectColumn(selection, noun),
    { label: "Name" },
    { label: "Email" },
    { label: "Joined" },
    ...(withVerify ? [{ label: "Verification" }] : []),
    { label: "Actions", hidden: true },
  ];
  const verified = (ids: number[]) => list.update((items) => items.map((user) => (ids.includes(user._id) ? { ...user, verified: true, verify: "verified" } : user)));
  const deleted = (ids: number[]) => list.update((items) => items.filter((user) => !ids.includes(user._id)));
  return (
    <section>
      <PageHead title={title} lead={lead} />
      <ListScreen list={list} label={title.toLowerCase()} empty={<EmptyState title={`No ${role}s yet`} />}>
        {selection.enabled && <SelectionToolbar selection={selection} noun={noun} actions={userBulkActions(role, { verified, deleted })} hasMore={list.hasMore} loadAll={list.loadAll} />}
        <DataTable caption={title} columns={columns}>
          {list.items.map((user) => (
            <UserRow
              key={user._id}
              user={user}
              withVerify={withVerify}
              select={selection.enabled && <SelectRowCell selection={selection} id={user._id} name={user.name} />}
              onVerified={(id) => verified([id])}
              onDeleted={(id) => deleted([id])}
            />
          ))}
        </DataTable>
      </ListScreen>
    </section>
  );
}
