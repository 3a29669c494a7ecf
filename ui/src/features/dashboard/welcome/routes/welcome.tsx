import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { LoadingBlock } from "../../../../components/ui/spinner";
import type { Role } from "../../../../lib/auth/atoms";
import { useSession } from "../../../../lib/auth/use-session";
import { withArticle } from "../../../../lib/english";
import { usePageTitle } from "../../../../lib/use-page-title";
import { PriceRatingsPanel } from "../components/price-ratings-panel";
import { SellerSetupPanel } from "../components/seller-setup-panel";

const shortcuts: Record<Role, { to: string; title: string; text: string }[]> = {
  seller: [
    { to: "/dashboard/addproduct", title: "Add A Product", text: "List a bike for sale in two minutes." },
    { to: "/dashboard/myproduct", title: "My Products", text: "See your listings, advertise them or remove them." },
  ],
  buyer: [
    { to: "/dashboard/myorder", title: "My orders", text: "Your bookings, and paying for them by card." },
    { to: "/#categories", title: "Browse bikes", text: "Find your next ride by category." },
    { to: "/dashboard/start-selling", title: "Start selling", text: "Sell a bike with the same account you buy with." },
  ],
  admin: [
    { to: "/dashboard/allsellers", title: "All Sellers", text: "Verify sellers and remove accounts." },
    { to: "/dashboard/allbuyers", title: "All Buyers", text: "Every buyer account." },
    { to: "/dashboard/reporteditems", title: "Reported Items", text: "Listings people reported: dismiss or remove." },
    { to: "/dashboard/messages", title: "Messages", text: "What visitors sent through the contact form." },
  ],
};

/**
 * docs/product-spec.md §2 /dashboard welcome page. `sellerPanels`: what other features show a seller
 * here (their reputation), composed by the app.
 */
export default function Welcome({ sellerPanels }: { sellerPanels?: ReactNode }) {
  usePageTitle("Dashboard");
  const { user, role, roleLoading } = useSession();
  return (
    <section aria-labelledby="welcome-title">
      <div className="welcome panel">
        <p className="eyebrow">Dashboard</p>
        <h1 id="welcome-title">Welcome, {user?.displayName || user?.email}</h1>
        <p className="muted">
          {role ? `You are signed in as ${withArticle(role)}.` : roleLoading ? "Checking your account…" : "Your account has no role yet."}
        </p>
      </div>
      {/* What keeps a new seller from a first sale comes before the shortcuts. */}
      {role === "seller" && <SellerSetupPanel />}
      {role === "seller" && sellerPanels}
      {roleLoading ? (
        <LoadingBlock label="Loading your shortcuts" />
      ) : role ? (
        <ul className="shortcut-grid">
          {shortcuts[role].map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="card shortcut">
                <span className="shortcut__title">{item.title} →</span>
                <span className="muted">{item.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {role === "admin" && <PriceRatingsPanel />}
      {!roleLoading && !role && (
        <p className="notice notice--warn">
          We could not find your account record. If you just signed up, reload the page; otherwise <Link to="/contactUs">contact us</Link>.
        </p>
      )}
    </section>
  );
}
