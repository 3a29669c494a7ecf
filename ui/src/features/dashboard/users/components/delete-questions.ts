import type { Confirmation } from "../../../../components/ui/confirm-dialog";
import { pluralize } from "../../../../lib/english";

/**
 * What deleting accounts really takes with it (edge-api/src/lib/users/user-removal.ts and the foreign
 * keys in migrations/): a seller's listings go (their bookings stay with their buyers, closed as
 * "Listing removed": lib/bookings/states.ts), a buyer's bookings go,
 * either's reports go; payments stay, and the account is remembered so it cannot come back.
 */
const consequences = (role: string): string[] =>
  role === "seller"
    ? [
        "every bike listing of theirs, sold ones too, with their home-page ads (buyers who booked them are notified)",
        "the reports they sent",
      ]
    : ["their bookings", "the reports they sent"];

const NOTE = "Payments already made stay on record. The account cannot sign up again. This cannot be undone.";

export const deleteUserQuestion = (user: { name: string; email: string; role: string }): Confirmation => ({
  title: `Delete ${user.name} (${user.email})?`,
  consequences: consequences(user.role),
  note: NOTE,
  confirmLabel: "Delete account",
});

export const deleteUsersQuestion = (count: number, role: "seller" | "buyer"): Confirmation => ({
  title: `Delete ${pluralize(count, role)}?`,
  consequences: consequences(role),
  note: NOTE,
  confirmLabel: `Delete ${pluralize(count, "account")}`,
});
