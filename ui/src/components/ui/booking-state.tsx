import type { Booking } from "../../lib/api-types";
import { formatRecentDate } from "../../lib/format";
import "./booking-state.css";

type State = Booking["state"];

/** Each state's words and badge colour, for the side reading it: the buyer (My orders) or the bike's seller (Bookings). */
const LABELS: Record<State, { buyer: string; seller: string; badge: string }> = {
  open: { buyer: "Open", seller: "Open", badge: "badge--good" },
  paid: { buyer: "Paid", seller: "Paid", badge: "badge--success" },
  sold_to_another: { buyer: "Sold to another buyer", seller: "Sold to another buyer", badge: "badge--sold" },
  listing_removed: { buyer: "Listing removed", seller: "Listing removed", badge: "badge--danger" },
  refunded: { buyer: "Refunded", seller: "Refunded", badge: "badge--fair" },
  cancelled: { buyer: "Cancelled by you", seller: "Cancelled by the buyer", badge: "badge--danger" },
  declined: { buyer: "Declined by the seller", seller: "Declined by you", badge: "badge--danger" },
};

interface BookingStateProps {
  booking: Pick<Booking, "state" | "stateReason" | "stateChangedAt">;
  viewer: "buyer" | "seller";
}

/**
 * Where a booking is in its life, as both sides read it: a badge with the state, when it changed
 * ("on 3 Nov"; an open booking needs no date beyond when it was booked) and why, when there is a reason.
 */
export function BookingState({ booking, viewer }: BookingStateProps) {
  const label = LABELS[booking.state];
  return (
    <div className="booking-state">
      <span className={`badge ${label.badge}`}>{label[viewer]}</span>
      {booking.state !== "open" && <span className="table__sub">on {formatRecentDate(booking.stateChangedAt)}</span>}
      {booking.stateReason && <span className="table__sub booking-state__reason">{booking.stateReason}</span>}
    </div>
  );
}
