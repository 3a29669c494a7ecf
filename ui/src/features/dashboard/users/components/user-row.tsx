import type { ReactNode } from "react";
import { BusyButton } from "../../../../components/ui/busy-button";
import { useConfirm } from "../../../../components/ui/confirm-dialog";
import { DeleteButton } from "../../../../components/ui/delete-button";
import { VerifiedBadge } from "../../../../components/ui/verified-badge";
import type { UserRecord } from "../../../../lib/api-types";
import { formatDate } from "../../../../lib/format";
import { useCountedAction } from "../../../../lib/use-counted-action";
import { ACCOUNT_RESOURCES } from "../api/account-resources";
import { deleteUser, verifySeller } from "../api/user-changes";
import { deleteUserQuestion } from "./delete-questions";

interface UserRowProps {
  user: UserRecord;
  withVerify: boolean;
  /** The desktop app's checkbox cell, first in the row. */
  select?: ReactNode;
}

/** One account: verify (sellers: button until verified, then the verify text) and delete. */
export function UserRow({ user, withVerify, select }: UserRowProps) {
  const verify = useCountedAction(verifySeller, {
    count: (result) => result.modifiedCount,
    success: "verified successful.",
    nothing: "Nothing changed — this seller may already be verified.",
    refreshes: ACCOUNT_RESOURCES,
  });
  const remove = useCountedAction(deleteUser, {
    count: (result) => result.deletedCount,
    success: "Delete successful.",
    nothing: "Nothing was deleted — the account may already be gone.",
    refreshes: ACCOUNT_RESOURCES,
  });
  const { confirm, dialog } = useConfirm();
  const onDelete = async () => {
    if (await confirm(deleteUserQuestion(user))) await remove.perform(user._id);
  };

  return (
    <tr>
      {select}
      <td>
        <strong>{user.name}</strong> {user.verify && <VerifiedBadge />}
      </td>
      <td>{user.email}</td>
      <td>{formatDate(user.createdAt)}</td>
      {withVerify && (
        <td>
          {user.verify ? (
            <span className="badge badge--success">{user.verify}</span>
          ) : (
            <BusyButton
              className="btn btn--dark btn--sm"
              busy={verify.pending}
              busyLabel="Verifying"
              aria-label={`Verify ${user.name}`}
              onClick={() => void verify.perform(user._id)}
            >
              Verify
            </BusyButton>
          )}
        </td>
      )}
      <td>
        <DeleteButton name={user.name} busy={remove.pending} onClick={() => void onDelete()} />
        {dialog}
      </td>
    </tr>
  );
}
