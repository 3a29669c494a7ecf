import type { BikeStatus } from "../../db/database";
import { conflict } from "../api/errors";

/**
 * Why a bike that is not on the market cannot be booked or paid for: 409 with the code the UI
 * already reads (`bike_sold`) and a sentence for its status — sold (here or elsewhere) or withdrawn.
 */
export const notForSale = (status: BikeStatus) =>
  conflict(
    status === "withdrawn"
      ? "The seller has withdrawn this bike; it is no longer for sale."
      : status === "expired"
        ? "This listing has ended; the bike is no longer for sale."
        : "This bike has already been sold.",
    "bike_sold",
  );
