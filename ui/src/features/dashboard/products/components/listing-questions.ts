import type { Confirmation } from "../../../../components/ui/confirm-dialog";
import { bookersNote } from "./delete-questions";

/**
 * What taking a bike off the market really does (edge-api/src/lib/bikes/bike-edits.ts setOwnBikeStatus):
 * it leaves its category, search and the home page's slider (its ad ends); its open bookings close
 * as "Listing removed", as a deletion's do, and their buyers are notified (the question says how
 * many); putting it back on sale does not reopen them. It stays in My products.
 */
const offMarket = (bike: { ads: boolean }): string[] => [
  "it from its category and from search: buyers can no longer find or book it",
  ...(bike.ads ? ["its ad on the home page"] : []),
];

const offMarketNote = (openBookings: number, stays: string) =>
  `${bookersNote(openBookings, "this bike")}${openBookings ? "Their bookings close, even if you put it back on sale later. " : ""}${stays}`;

export const withdrawQuestion = (bike: { name: string; ads: boolean }, openBookings: number): Confirmation => ({
  title: `Withdraw "${bike.name}"?`,
  consequences: offMarket(bike),
  note: offMarketNote(openBookings, "It stays in My products, where you can put it back on sale."),
  confirmLabel: "Withdraw bike",
});

export const soldElsewhereQuestion = (bike: { name: string; ads: boolean }, openBookings: number): Confirmation => ({
  title: `Mark "${bike.name}" as sold elsewhere?`,
  consequences: offMarket(bike),
  note: offMarketNote(openBookings, "It stays in My products as sold elsewhere."),
  confirmLabel: "Mark as sold elsewhere",
});
