import { Link } from "react-router-dom";
import type { BookedBike } from "../api/use-booked-bikes";

/**
 * What a bike offers the person who booked it, in place of Book now (#33): on its page "You booked
 * this bike — Pay now / View booking" (or that they bought it), on a card a short "Booked · Pay now".
 */
export function BookedActions({ booked, bikeName, detail }: { booked: BookedBike; bikeName: string; detail: boolean }) {
  const payLink = `/dashboard/myorder/payment/${booked.bookingId}`;
  if (booked.paid) {
    return detail ? (
      <p className="booked-note" role="status">
        You bought this bike. <Link to="/dashboard/myorder">View your order</Link>
      </p>
    ) : (
      <span className="badge badge--success">You bought this</span>
    );
  }
  if (!detail) {
    return (
      <Link to={payLink} className="btn btn--primary btn--sm" aria-label={`Booked: pay now for ${bikeName}`}>
        Booked · Pay now
      </Link>
    );
  }
  return (
    <p className="booked-note" role="status">
      You booked this bike —{" "}
      <Link to={payLink} className="btn btn--primary btn--sm">
        Pay now
      </Link>{" "}
      <Link to="/dashboard/myorder" className="btn btn--ghost btn--sm">
        View booking
      </Link>
    </p>
  );
}
