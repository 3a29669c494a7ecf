import type { Confirmation } from "../../../../components/ui/confirm-dialog";

/**
 * What removing a reported listing really takes with it (PUT /api/reports/:id, routes/reports.ts,
 * and the foreign keys in migrations/): the bike and its ad; its bookings stay with their buyers,
 * closed as "Listing removed" (lib/bookings/states.ts); payments and reports stay.
 */
export const removeListingQuestion = (bikeName: string): Confirmation => ({
  title: `Remove the listing "${bikeName}"?`,
  consequences: ["its ad on the home page, if it has one"],
  note: 'The bike is deleted for everyone and every open report about it is closed; its bookings stay with their buyers as "Listing removed", and they are notified. Payments already made stay on record. This cannot be undone.',
  confirmLabel: "Remove listing",
});
