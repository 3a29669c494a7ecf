import { api } from "../../../../lib/api-client";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";

/** POST bookings/{id}/cancel: the buyer cancels an open booking; its seller is notified. */
export const cancelBooking = (id: number) => unwrap(api.api.bookings[":id"].cancel.$post({ param: { id: String(id) }, json: {} }));

/** A cancel changes My orders, the seller's Bookings and both sides' notifications. */
export const BOOKING_RESOURCES = [resource.bookings, resource.notifications] as const;
