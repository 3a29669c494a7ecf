import type { SelectionAction } from "../../../../components/table-selection/selection-toolbar";
import { useRefresh } from "../../../../lib/use-refresh";
import { ACCOUNT_RESOURCES } from "../api/account-resources";
import { deleteUsers, verifySellers } from "../api/bulk-user-changes";

/** All sellers / All buyers multi-select: verify (sellers) or delete the chosen accounts, one request each. */
export function useUserBulkActions(role: "seller" | "buyer"): SelectionAction[] {
  const refresh = useRefresh();
  const remove: SelectionAction = {
    label: "Delete selected",
    danger: true,
    confirm: (n) => `Delete ${n} ${role}s with their listings and bookings? This cannot be undone.`,
    run: async (ids) => {
      const { deletedCount } = await deleteUsers(ids);
      await refresh(ACCOUNT_RESOURCES);
      return `${deletedCount} ${role}s deleted.`;
    },
  };
  if (role === "buyer") return [remove];
  const verify: SelectionAction = {
    label: "Verify selected",
    run: async (ids) => {
      const { modifiedCount } = await verifySellers(ids);
      await refresh(ACCOUNT_RESOURCES);
      return `${modifiedCount} sellers verified.`;
    },
  };
  return [verify, remove];
}
