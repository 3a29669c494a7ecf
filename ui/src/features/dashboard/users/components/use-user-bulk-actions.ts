import type { SelectionAction } from "../../../../components/table-selection/selection-toolbar";
import { pluralize } from "../../../../lib/english";
import { useRefresh } from "../../../../lib/use-refresh";
import { ACCOUNT_RESOURCES } from "../api/account-resources";
import { deleteUsers, verifySellers } from "../api/bulk-user-changes";
import { deleteUsersQuestion } from "./delete-questions";

/** All sellers / All buyers multi-select: verify (sellers) or delete the chosen accounts, one request each. */
export function useUserBulkActions(role: "seller" | "buyer"): SelectionAction[] {
  const refresh = useRefresh();
  const remove: SelectionAction = {
    label: "Delete selected",
    danger: true,
    confirm: (ids) => deleteUsersQuestion(ids.length, role),
    run: async (ids) => {
      const { deletedCount } = await deleteUsers(ids);
      await refresh(ACCOUNT_RESOURCES);
      return `${pluralize(deletedCount, role)} deleted.`;
    },
  };
  if (role === "buyer") return [remove];
  const verify: SelectionAction = {
    label: "Verify selected",
    run: async (ids) => {
      const { modifiedCount } = await verifySellers(ids);
      await refresh(ACCOUNT_RESOURCES);
      return `${pluralize(modifiedCount, "seller")} verified.`;
    },
  };
  return [verify, remove];
}
