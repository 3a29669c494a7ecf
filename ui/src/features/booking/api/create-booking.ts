import { api } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";

export interface NewBooking {
  bikeId: number;
  userName?: string;
  phone: string;
  location: string;
  email: string;
}

/** docs/product-spec.md §7 POST bookings (item, price and image are read from the bike by the server). */
export const createBooking = (json: NewBooking) => unwrap(api.api.bookings.$post({ json }));
