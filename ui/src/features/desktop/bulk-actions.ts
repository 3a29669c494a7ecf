import type { Bike, UserRecord } from "../../lib/api-types";
import { advertiseBikes, deleteBikes, deleteUsers, verifySellers } from "./desktop-api";
import type { SelectionAction } from "./table-selection";

type Update<T> = (change: (items: T[]) => T[]) => void;

/** My products: advertise or delete the chosen bikes, one all-or-nothing request each. */
export const bikeBulkActions = (update: Update<Bike>): SelectionAction[] => [
  {
    label: "Advertise selected",
    run: async (ids) => `${(await advertiseBikes(ids)).modifiedCount} bikes advertised.`,
    applied: (ids) => update((bikes) => bikes.map((bike) => (ids.includes(bike._id) ? { ...bike, ads: true } : bike))),
  },
  {
    label: "Delete selected",
    danger: true,
    confirm: (n) => `Delete ${n} bikes? This cannot be undone.`,
    run: async (ids) => `${(await deleteBikes(ids)).deletedCount} bikes deleted.`,
    applied: (ids) => update((bikes) => bikes.filter((bike) => !ids.includes(bike._id))),
  },
];

/** All sellers / All buyers: verify (sellers) or delete the chosen accounts. */
export function userBulkActions(role: "seller" | "buyer", update: Update<UserRecord>): SelectionAction[] {
  const remove: SelectionAction = {
    label: "Delete selected",
    danger: true,
    confirm: (n) => `Delete ${n} ${role}s with their listings and bookings? This cannot be undone.`,
    run: async (ids) => `${(await deleteUsers(ids)).deletedCount} ${role}s deleted.`,
    applied: (ids) => update((users) => users.filter((user) => !ids.includes(user._id))),
  };
  if (role === "buyer") return [remove];
  const verify: SelectionAction = {
    label: "Verify selected",
    run: async (ids) => `${(await verifySellers(ids)).modifiedCount} sellers verified.`,
    applied: (ids) => update((users) => users.map((user) => (ids.includes(user._id) ? { ...user, verified: true, verify: "verified" } : user))),
  };
  return [verify, remove];
}
