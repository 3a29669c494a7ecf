import { useState } from "react";
import { Link } from "react-router-dom";
import { ReviewAction, ReviewDialog } from "../../../../components/ui/review-dialog";
import type { Booking } from "../../../../lib/api-types";
import { BookingState } from "../../../../components/ui/booking-state";
import { EmptyState } from "../../../../components/ui/empty-state";
import { DataTable } from "../../../../components/ui/data-table";
import { ListScreen } from "../../../../components/ui/list-screen";
import { PageHead } from "../../../../components/ui/page-head";
import { useSession } from "../../../../lib/auth/use-session";
import { ApproxBdt } from "../../../../components/ui/approx-bdt";
import { formatDate, formatUsd } from "../../../../lib/format";
import { usePageTitle } from "../../../../lib/use-page-title";
import { useMyBookings } from "../api/use-my-bookings";
import { BikeImage } from "../../../../components/ui/bike-image";
import { OrderActions } from "../components/order-actions";

const COLUMNS = [
  { label: "Picture", hidden: true },
  { label: "Item" },
  { label: "Price" },
  { label: "Booked" },
  { label: "State" },
  { label: "Payment" },
];

/**
 * docs/product-spec.md §2 My orders: Pay while unpaid and Paid after. The price is the USD amount
 * charged, with the BDT figure §9 asks for as an approximate conversion beside it. Each booking's
 * state says what became of it (sold to another buyer, listing removed, declined…) and when; only
 * an open one can be paid or cancelled.
 */
export default function MyOrders() {
  usePageTitle("My orders");
  const { user } = useSession();
  const list = useMyBookings(user?.email);
  const [reviewing, setReviewing] = useState<Booking | null>(null);
  return (
    <section>
      <PageHead title="My orders" lead="Bikes you booked. Pay for an open booking by card to complete it, or cancel it." />
      <ListScreen
        list={list}
        label="your orders"
        empty={
          <EmptyState title="You have not booked a bike yet">
            <Link to="/#categories" className="btn btn--primary">
              Browse bikes
            </Link>
          </EmptyState>
        }
      >
        <DataTable caption="My orders" columns={COLUMNS}>
          {list.items.map((booking) => (
            <tr key={booking._id}>
              <td>
                <BikeImage className="table__thumb" src={booking.image} alt="" width={64} height={48} loading="lazy" />
              </td>
              <td>
                <strong>{booking.itemName}</strong>
                <span className="table__sub">Meet at {booking.location}</span>
                {booking.sellerId !== null && (
                  <Link className="table__sub" to={`/seller/${booking.sellerId}`} aria-label={`Seller's page for ${booking.itemName}`}>
                    Seller's page
                  </Link>
                )}
              </td>
              <td>
                <span className="price">{formatUsd(booking.price)}</span>
                <ApproxBdt usd={booking.price} className="table__sub" />
              </td>
              <td>{formatDate(booking.createdAt)}</td>
              <td>
                <BookingState booking={booking} viewer="buyer" />
              </td>
              <td>
                <div className="table__actions">
                  <OrderActions booking={booking} />
                  <ReviewAction status={booking.review} itemName={booking.itemName} onReview={() => setReviewing(booking)} />
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      </ListScreen>
      <ReviewDialog booking={reviewing} who="the seller" onClose={() => setReviewing(null)} />
    </section>
  );
}
