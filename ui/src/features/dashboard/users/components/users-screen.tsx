import { EmptyState } from "../../../../components/ui/empty-state";
import { DataTable } from "../../../../components/ui/data-table";
import { ListScreen } from "../../../../components/ui/list-screen";
import { PageHead } from "../../../../components/ui/page-head";
import { usePageTitle } from "../../../../lib/use-page-title";
import { useUsers } from "../api/use-users";
import { UserRow } from "./user-row";
import { UsersDesktopTools } from "../../../desktop/users-tools";

/** The All sellers / All buyers table (admin). */
export function UsersScreen({ role, title, lead }: { role: "seller" | "buyer"; title: string; lead: string }) {
  usePageTitle(title);
  const list = useUsers(role);
  const withVerify = role === "seller";
  const columns = [{ label: "Name" }, { label: "Email" }, { label: "Joined" }, ...(withVerify ? [{ label: "Verification" }] : []), { label: "Actions", hidden: true }];
  return (
    <section>
      <PageHead title={title} lead={lead} />
      <UsersDesktopTools role={role} onChanged={list.reload} />
      <ListScreen list={list} label={title.toLowerCase()} empty={<EmptyState title={`No ${role}s yet`} />}>
        <DataTable caption={title} columns={columns}>
          {list.items.map((user) => (
            <UserRow
              key={user._id}
              user={user}
              withVerify={withVerify}
              onVerified={(id) => list.update((items) => items.map((u) => (u._id === id ? { ...u, verified: true, verify: "verified" } : u)))}
              onDeleted={(id) => list.update((items) => items.filter((u) => u._id !== id))}
            />
          ))}
        </DataTable>
      </ListScreen>
    </section>
  );
}
