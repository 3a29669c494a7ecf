import { api } from "../../../../lib/api-client";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";

/** POST bookings/{id}/decline: the seller declines an open booking, with an optional reason the buyer reads. */
export const declineBooking = (id: number, reason: string) =>
  unwrap(api.api.bookings[":id"].decline.$post({ param: { id: String(id) }, json: reason ? { reason } : {} }));

/** A decline changes the seller's Bookings, the buyer's My orders and the notifications. */
export const BOOKING_RESOURCES = [resource.bookings, resource.notifications] as const;
