import { NavLink } from "react-router-dom";
import { Spinner } from "../../components/ui/spinner";
import type { Role } from "../../lib/auth/atoms";
import { useSession } from "../../lib/auth/use-session";
import { UnreadBadge } from "../../features/conversations/components/unread-badge";
import { useHasOrders } from "../../features/dashboard/orders/api/use-my-bookings";

/** Buyers' and sellers' conversations ("Ask the seller"), with the count of unread messages. */
const INBOX = "/dashboard/inbox";

/** Every role's own saved bikes and notifications (#14), after its spec'd entries. */
const SAVED = { to: "/dashboard/saved", label: "Saved bikes" };
const SAVED_SEARCHES = { to: "/dashboard/saved-searches", label: "Saved searches" };
const NOTIFICATIONS = { to: "/dashboard/notifications", label: "Notifications" };
/** Every role's own email settings (#37): which kinds of email they get. */
const EMAIL_SETTINGS = { to: "/dashboard/email-settings", label: "Email settings" };

/** docs/product-spec.md §2 side menu per role. */
const menus: Record<Role, { to: string; label: string }[]> = {
  seller: [
    { to: "/dashboard/addproduct", label: "Add A Product" },
    { to: "/dashboard/myproduct", label: "My Products" },
    // #38: what each listing's ad did in the last 30 days.
    { to: "/dashboard/ad-figures", label: "Ad figures" },
    // #15: who booked each bike, and declining a booking.
    { to: "/dashboard/bookings", label: "Bookings" },
    // #15: connect a payout account, and earnings per sale.
    { to: "/dashboard/payouts", label: "Payouts" },
    { to: INBOX, label: "Messages" },
    SAVED,
    SAVED_SEARCHES,
    NOTIFICATIONS,
    EMAIL_SETTINGS,
  ],
  admin: [
    { to: "/dashboard/allsellers", label: "All Sellers" },
    { to: "/dashboard/allbuyers", label: "All Buyers" },
    { to: "/dashboard/reporteditems", label: "Reported Items" },
    // Beyond docs/product-spec.md §2: what the contact form stores reaches someone.
    { to: "/dashboard/messages", label: "Messages" },
    // #15 point 4: every payment, and refunding one.
    { to: "/dashboard/sales", label: "Sales" },
    // #37: mail that kept failing, to send again.
    { to: "/dashboard/undelivered-email", label: "Undelivered email" },
    SAVED,
    SAVED_SEARCHES,
    NOTIFICATIONS,
    EMAIL_SETTINGS,
  ],
  buyer: [
    { to: "/dashboard/myorder", label: "My orders" },
    { to: INBOX, label: "Messages" },
    SAVED,
    SAVED_SEARCHES,
    NOTIFICATIONS,
    EMAIL_SETTINGS,
    // #33: one account buys and sells.
    { to: "/dashboard/start-selling", label: "Start selling" },
  ],
};

/** A seller who bought something finds their orders too (#33), after the seller's own entries. */
const SELLERS_ORDERS = { to: "/dashboard/myorder", label: "My orders" };

export function DashboardMenu() {
  const { user, role, roleLoading } = useSession();
  const { data: sellerBought } = useHasOrders(user?.email, role === "seller");
  const items = role ? [...menus[role], ...(role === "seller" && sellerBought ? [SELLERS_ORDERS] : [])] : [];
  return (
    <ul className="dash-menu">
      <li>
        <NavLink to="/dashboard" end className="dash-menu__link">
          Overview
        </NavLink>
      </li>
      {roleLoading ? (
        <li className="dash-menu__loading">
          <Spinner size="sm" label="Loading menu" />
        </li>
      ) : (
        items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="dash-menu__link">
              {item.label}
              {item.to === INBOX && <UnreadBadge />}
            </NavLink>
          </li>
        ))
      )}
    </ul>
  );
}
