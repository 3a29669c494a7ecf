import type { Confirmation } from "../../../../components/ui/confirm-dialog";
import { pluralize } from "../../../../lib/english";

/**
 * What deleting a seller's own bikes really takes with it (edge-api/src/lib/bike-removal.ts and
 * the foreign keys in migrations/): its bookings cascade, and its home-page ad is part of the bike.
 * Sold bikes cannot be deleted, so no payment is involved.
 */
export const deleteBikeQuestion = (bike: { name: string; ads: boolean }): Confirmation => ({
  title: `Delete "${bike.name}"?`,
  consequences: ["its bookings: buyers who booked it lose their booking", ...(bike.ads ? ["its ad on the home page"] : [])],
  note: "This cannot be undone.",
  confirmLabel: "Delete bike",
});

export const deleteBikesQuestion = (count: number): Confirmation => ({
  title: `Delete ${pluralize(count, "bike")}?`,
  consequences: ["their bookings: buyers who booked them lose their booking", "their ads on the home page"],
  note: "This cannot be undone.",
  confirmLabel: `Delete ${pluralize(count, "bike")}`,
});
