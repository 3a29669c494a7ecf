import { advertiseBikes, deleteBikes, deleteUsers, verifySellers } from "./desktop-api";
import type { SelectionAction } from "./table-selection";

/** What a screen does to its loaded rows once the server has made a change (the same as for one row). */
type Applied = (ids: number[]) => void;

/** My products: advertise or delete the chosen bikes, one all-or-nothing request each. */
export const bikeBulkActions = (applied: { advertised: Applied; deleted: Applied }): SelectionAction[] => [
  {
    label: "Advertise selected",
    run: async (ids) => `${(await advertiseBikes(ids)).modifiedCount} bikes advertised.`,
    applied: applied.advertised,
  },
  {
    label: "Delete selected",
    danger: true,
    confirm: (n) => `Delete ${n} bikes? This cannot be undone.`,
    run: async (ids) => `${(await deleteBikes(ids)).deletedCount} bikes deleted.`,
    applied: applied.deleted,
  },
];

/** All sellers / All buyers: verify (sellers) or delete the chosen accounts. */
export function userBulkActions(role: "seller" | "buyer", applied: { verified: Applied; deleted: Applied }): SelectionAction[] {
  const remove: SelectionAction = {
    label: "Delete selected",
    danger: true,
    confirm: (n) => `Delete ${n} ${role}s with their listings and bookings? This cannot be undone.`,
    run: async (ids) => `${(await deleteUsers(ids)).deletedCount} ${role}s deleted.`,
    applied: applied.deleted,
  };
  if (role === "buyer") return [remove];
  const verify: SelectionAction = {
    label: "Verify selected",
    run: async (ids) => `${(await verifySellers(ids)).modifiedCount} sellers verified.`,
    applied: applied.verified,
  };
  return [verify, remove];
}
