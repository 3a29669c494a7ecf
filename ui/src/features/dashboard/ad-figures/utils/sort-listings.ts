import type { Figures } from "../../../../components/figures/figure-words";

/** One listing's row on the Ad figures screen (GET /api/listing-figures). */
export interface ListingFigures extends Figures {
  bikeId: number;
  name: string;
  status: string;
}

export type SortKey = keyof Figures | "name" | "status";

/** The listings ordered by one column; ties keep the newest listing first. */
export function sortListings(listings: readonly ListingFigures[], key: SortKey, descending: boolean): ListingFigures[] {
  const direction = descending ? -1 : 1;
  return [...listings].sort((a, b) => {
    const [x, y] = [a[key], b[key]];
    const order = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y), "en");
    return order * direction || b.bikeId - a.bikeId;
  });
}
