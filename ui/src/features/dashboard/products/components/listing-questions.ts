import type { Confirmation } from "../../../../components/ui/confirm-dialog";

/**
 * What taking a bike off the market really does (edge-api/src/lib/bike-edits.ts setOwnBikeStatus):
 * it leaves its category, search and the home page's slider (its ad ends); buyers who booked it
 * keep their booking but cannot pay while it is off the market; it stays in My products.
 */
const offMarket = (bike: { ads: boolean }): string[] => [
  "it from its category and from search: buyers can no longer find or book it",
  ...(bike.ads ? ["its ad on the home page"] : []),
];

export const withdrawQuestion = (bike: { name: string; ads: boolean }): Confirmation => ({
  title: `Withdraw "${bike.name}"?`,
  consequences: offMarket(bike),
  note: "Buyers who booked it keep their booking but cannot pay for it. It stays in My products, where you can put it back on sale.",
  confirmLabel: "Withdraw bike",
});

export const soldElsewhereQuestion = (bike: { name: string; ads: boolean }): Confirmation => ({
  title: `Mark "${bike.name}" as sold elsewhere?`,
  consequences: offMarket(bike),
  note: "Buyers who booked it keep their booking but cannot pay for it. It stays in My products as sold elsewhere.",
  confirmLabel: "Mark as sold elsewhere",
});
