import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api } from "../../../lib/api-client";
import { resource } from "../../../lib/query-keys";
import { unwrap } from "../../../lib/unwrap";

export type Receipt = InferResponseType<(typeof api.api.bookings)[":id"]["receipt"]["$get"], 200>;

/** A paid booking's receipt (GET /api/bookings/:id/receipt), as its buyer, seller or an admin reads it. */
export const useReceipt = (bookingId: string | undefined) =>
  useQuery({
    queryKey: [...resource.bookings, "receipt", bookingId ?? ""],
    queryFn: () => unwrap(api.api.bookings[":id"].receipt.$get({ param: { id: bookingId ?? "" } })),
    enabled: Boolean(bookingId),
  });
