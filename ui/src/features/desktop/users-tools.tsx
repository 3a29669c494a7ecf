import { useCallback, useState } from "react";
import type { UserRecord } from "../../lib/api-types";
import { desktop } from "./commands";
import { deleteUsers, fetchAllUsers, verifySellers } from "./desktop-api";
import { SelectionDialog, type SelectionAction } from "./selection-dialog";
import "./desktop.css";

/** Desktop app only: multi-select verify (sellers) and delete on the All sellers / All buyers tables. */
export function UsersDesktopTools({ role, onChanged }: { role: "seller" | "buyer"; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const load = useCallback(() => fetchAllUsers(role), [role]);
  if (!desktop()) return null;
  const remove: SelectionAction = {
    label: "Delete selected",
    danger: true,
    confirm: (n) => `Delete ${n} ${role}s with their listings and bookings? This cannot be undone.`,
    run: async (ids) => `${(await deleteUsers(ids)).deletedCount} ${role}s deleted.`,
  };
  const verify: SelectionAction = { label: "Verify selected", run: async (ids) => `${(await verifySellers(ids)).modifiedCount} sellers verified.` };
  return (
    <div className="actions-row desk-tools">
      <button type="button" className="btn btn--outline btn--sm" onClick={() => setOpen(true)}>
        Select several…
      </button>
      <SelectionDialog<UserRecord>
        title={`Select ${role}s`}
        open={open}
        onClose={() => setOpen(false)}
        load={load}
        idOf={(user) => user._id}
        render={(user) => (
          <span className="desk-select__label">
            <strong>{user.name}</strong> {user.email}
            {user.verified && role === "seller" && <span className="badge badge--success">verified</span>}
          </span>
        )}
        actions={role === "seller" ? [verify, remove] : [remove]}
        onChanged={onChanged}
      />
    </div>
  );
}
