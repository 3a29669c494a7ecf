import { api } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { useQuery } from "../../../lib/use-query";

/** SPEC §2: the payment page loads a booking by id. */
export const useBooking = (id: string | undefined) =>
  useQuery(id ? `booking:${id}` : null, () => unwrap(api.api.bookings[":id"].$get({ param: { id: id ?? "" } })));
