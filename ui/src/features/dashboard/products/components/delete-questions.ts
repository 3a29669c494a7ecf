import type { Confirmation } from "../../../../components/ui/confirm-dialog";
import { pluralize } from "../../../../lib/english";

/**
 * What deleting a seller's own bikes really takes with it (edge-api/src/lib/bikes/bike-removal.ts and
 * the foreign keys in migrations/): its home-page ad is part of the bike. Its bookings stay, closed
 * as "Listing removed", and their buyers are notified (lib/bookings/states.ts): the question says
 * how many, as the server counts them (GET /api/received-bookings/open-count). Sold bikes cannot be deleted,
 * so no payment is involved.
 */
export const deleteBikeQuestion = (bike: { name: string; ads: boolean }, openBookings: number): Confirmation => ({
  title: `Delete "${bike.name}"?`,
  consequences: bike.ads ? ["its ad on the home page"] : undefined,
  note: `${bookersNote(openBookings, "this bike")}This cannot be undone.`,
  confirmLabel: "Delete bike",
});

/** The multi-select's question: the same words, for the chosen bikes' buyers (each counted once). */
export const deleteBikesQuestion = (count: number, openBookings: number): Confirmation => ({
  title: `Delete ${pluralize(count, "bike")}?`,
  consequences: ["their ads on the home page"],
  note: `${bookersNote(openBookings, count === 1 ? "this bike" : "these bikes")}This cannot be undone.`,
  confirmLabel: `Delete ${pluralize(count, "bike")}`,
});

/** "2 buyers have booked this bike and will be notified. " — nothing when nobody has. */
export const bookersNote = (count: number, what: string) =>
  count === 0 ? "" : `${count === 1 ? "1 buyer has" : `${count} buyers have`} booked ${what} and will be notified. `;
