import { api } from "../../../../lib/api-client";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";

/** POST payments/{id}/refund: the admin refunds a paid booking, with the reason both sides read. */
export const refundSale = (id: number, reason: string) =>
  unwrap(api.api.payments[":id"].refund.$post({ param: { id: String(id) }, json: { reason } }));

/** A refund changes the sales list, both sides' bookings, the bike (back on the market) and the notifications. */
export const REFUND_RESOURCES = [resource.sales, resource.bookings, resource.bikes, resource.notifications] as const;
