import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSession } from "../../../lib/auth/use-session";
import { resource } from "../../../lib/query-keys";
import { unwrap } from "../../../lib/unwrap";

export interface BookedBike {
  bookingId: number;
  state: string;
  paid: boolean;
}

/**
 * The bikes the signed-in person booked (open or paid), by bike id: one request per visit
 * (GET /api/booked-bikes), refreshed with every booking change (resource.bookings), so a
 * card or bike page says "You booked this bike" instead of offering Book now again (#33).
 */
export function useBookedBikes(): ReadonlyMap<number, BookedBike> {
  const { user, role } = useSession();
  const { data } = useQuery({
    queryKey: [...resource.bookings, "booked-bikes", user?.uid ?? ""],
    enabled: Boolean(user) && (role === "buyer" || role === "seller"),
    queryFn: async () => {
      const { items } = await unwrap(api.api["booked-bikes"].$get());
      return new Map(items.map((item) => [item.bikeId, { bookingId: item.bookingId, state: item.state, paid: item.paid }]));
    },
  });
  return data ?? EMPTY;
}

const EMPTY: ReadonlyMap<number, BookedBike> = new Map();
