import { api } from "../../../../lib/api-client";
import { unwrap } from "../../../../lib/unwrap";
import { useCursorList } from "../../../../lib/use-cursor-list";

/** SPEC §7 GET bookings?email=: the buyer's own bookings. */
export const useMyBookings = (email: string | null | undefined) =>
  useCursorList(email ? `bookings:${email}` : null, (cursor) =>
    unwrap(api.api.bookings.$get({ query: { email: email ?? "", ...(cursor ? { cursor } : {}) } })),
  );
