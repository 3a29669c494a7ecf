import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { resource } from "../../../lib/query-keys";
import { unwrap } from "../../../lib/unwrap";

/** docs/product-spec.md §2: the payment page loads a booking by id. */
export const useBooking = (id: string | undefined) =>
  useQuery({
    queryKey: [...resource.bookings, "one", id ?? ""],
    queryFn: () => unwrap(api.api.bookings[":id"].$get({ param: { id: id ?? "" } })),
    enabled: Boolean(id),
  });
