import { api } from "../../../../lib/api-client";
import { pageQuery } from "../../../../lib/keyset-pages";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";
import { useKeysetList } from "../../../../lib/use-keyset-list";
import type { InferResponseType } from "hono/client";

/** A booking of one of the seller's bikes, as GET received-bookings answers it. */
export type ReceivedBooking = InferResponseType<(typeof api.api)["received-bookings"]["$get"], 200>["items"][number];

/** GET received-bookings: the bookings of the seller's own bikes, newest first. */
export const useReceivedBookings = () =>
  useKeysetList({
    queryKey: [...resource.bookings, "received"],
    loadPage: (cursor, limit) => unwrap(api.api["received-bookings"].$get({ query: pageQuery(cursor, limit) })),
  });
