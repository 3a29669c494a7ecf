import { Link } from "react-router-dom";
import { DASHBOARD_ROUTES } from "../../../../edge-api/src/seo/app-paths";

/** The receipt's page for a booking. */
export const receiptPath = (bookingId: number) => `/dashboard/${DASHBOARD_ROUTES.receipt.replace(":id", String(bookingId))}`;

/** "Receipt" on a paid (or refunded) order's row: My orders, Bookings, Sales. */
export function ReceiptLink({ booking }: { booking: { _id: number; itemName: string | null } }) {
  return (
    <Link to={receiptPath(booking._id)} className="btn btn--outline btn--sm" aria-label={`Receipt for ${booking.itemName ?? "this order"}`}>
      Receipt
    </Link>
  );
}
