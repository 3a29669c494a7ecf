import { useState } from "react";
import { Link } from "react-router-dom";
import { BikeImage } from "../../../../components/ui/bike-image";
import { BookingState } from "../../../../components/ui/booking-state";
import { ReceiptLink } from "../../../../components/ui/receipt-link";
import { SellerRating } from "../../../../components/ui/stars";
import { ReviewAction, ReviewDialog } from "../../../../components/ui/review-dialog";
import { DataTable } from "../../../../components/ui/data-table";
import { EmptyState } from "../../../../components/ui/empty-state";
import { ListScreen } from "../../../../components/ui/list-screen";
import { PageHead } from "../../../../components/ui/page-head";
import { formatDate, formatUsd } from "../../../../lib/format";
import { usePageTitle } from "../../../../lib/use-page-title";
import { useReceivedBookings, type ReceivedBooking } from "../api/use-received-bookings";
import { DeclineDialog } from "../components/decline-dialog";
import "../components/bookings.css";

const COLUMNS = [
  { label: "Picture", hidden: true },
  { label: "Bike" },
  { label: "Booked by" },
  { label: "Booked" },
  { label: "State" },
  { label: "Actions", hidden: true },
];

/**
 * The seller's Bookings: who booked each of their bikes (name, phone, where to meet), newest first,
 * with the booking's state. An open booking can be declined, with an optional reason for the buyer.
 */
export default function Bookings() {
  usePageTitle("Bookings");
  const list = useReceivedBookings();
  const [declining, setDeclining] = useState<ReceivedBooking | null>(null);
  const [reviewing, setReviewing] = useState<ReceivedBooking | null>(null);
  return (
    <section>
      <PageHead title="Bookings" lead="Buyers who booked your bikes and how to reach them. Decline a booking you cannot honour." />
      <ListScreen
        list={list}
        label="your bookings"
        empty={
          <EmptyState title="Nobody has booked your bikes yet">
            <Link to="/dashboard/myproduct" className="btn btn--primary">
              My Products
            </Link>
          </EmptyState>
        }
      >
        <DataTable caption="Bookings of your bikes" columns={COLUMNS}>
          {list.items.map((booking) => (
            <tr key={booking._id}>
              <td>
                <BikeImage className="table__thumb" src={booking.image} alt="" width={64} height={48} loading="lazy" />
              </td>
              <td>
                <strong className="bookings__text">{booking.itemName}</strong>
                <span className="table__sub">{formatUsd(booking.price)}</span>
              </td>
              <td>
                <span className="bookings__text">
                  {booking.userName} <SellerRating rating={booking.buyerRating} />
                </span>
                <a className="table__sub" href={`tel:${booking.phone.replace(/[^+\d]/g, "")}`}>
                  {booking.phone}
                </a>
                <span className="table__sub bookings__text">Meet at {booking.location}</span>
              </td>
              <td>{formatDate(booking.createdAt)}</td>
              <td>
                <BookingState booking={booking} viewer="seller" />
              </td>
              <td>
                {(booking.state === "paid" || booking.state === "refunded") && <ReceiptLink booking={booking} />}
                <ReviewAction status={booking.review} itemName={booking.itemName} onReview={() => setReviewing(booking)} />
                {booking.state === "open" && (
                  <button
                    type="button"
                    className="btn btn--outline btn--sm"
                    aria-label={`Decline ${booking.userName}'s booking of ${booking.itemName}`}
                    onClick={() => setDeclining(booking)}
                  >
                    Decline
                  </button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      </ListScreen>
      <DeclineDialog booking={declining} onClose={() => setDeclining(null)} />
      <ReviewDialog booking={reviewing} who={reviewing ? reviewing.userName : "the buyer"} onClose={() => setReviewing(null)} />
    </section>
  );
}
