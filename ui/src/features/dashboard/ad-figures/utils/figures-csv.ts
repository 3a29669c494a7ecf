import Papa from "papaparse";
import { FIGURE_KINDS } from "../../../../components/figures/figure-words";
import type { ListingFigures } from "./sort-listings";

/** The Ad figures as a CSV file, in the screen's order: the listing, its status, then each figure. */
export const toFiguresCsv = (listings: readonly ListingFigures[]) =>
  Papa.unparse(
    {
      fields: ["bikeId", "name", "status", ...FIGURE_KINDS.map(({ kind }) => kind)],
      data: listings.map((listing) => [listing.bikeId, listing.name, listing.status, ...FIGURE_KINDS.map(({ kind }) => listing[kind])]),
    },
    { escapeFormulae: true, newline: "\r\n" },
  );
