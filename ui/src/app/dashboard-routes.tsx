import { lazy } from "react";
import { Route, Routes } from "react-router-dom";
import { RequireAuth } from "../features/auth/components/require-auth";
import { RequireRole } from "../features/auth/components/require-role";
import { PublicLayout } from "./layouts/public-layout";
import { DASHBOARD_ROUTES } from "../../../edge-api/src/seo/app-paths";
import { SellerReputationPanel } from "../features/sellers/components/seller-reputation-panel";

// The dashboard's screens, each its own chunk. This table is itself loaded only when a /dashboard
// path is first visited, so the public pages' first load does not carry it (home JS budget,
// docs/benchmarks.md).
const NotFound = lazy(() => import("./routes/not-found"));
const DashboardLayout = lazy(() => import("./layouts/dashboard-layout"));
const Welcome = lazy(() => import("../features/dashboard/welcome/routes/welcome"));
const Payment = lazy(() => import("../features/payment/routes/payment"));
const Receipt = lazy(() => import("../features/receipts/routes/receipt"));
const AddProduct = lazy(() => import("../features/dashboard/products/routes/add-product"));
const EditProduct = lazy(() => import("../features/dashboard/products/routes/edit-product"));
const MyProducts = lazy(() => import("../features/dashboard/products/routes/my-products"));
const AdFigures = lazy(() => import("../features/dashboard/ad-figures/routes/ad-figures"));
const SellerBookings = lazy(() => import("../features/dashboard/bookings/routes/bookings"));
const Payouts = lazy(() => import("../features/payouts/routes/payouts"));
const AllSellers = lazy(() => import("../features/dashboard/users/routes/all-sellers"));
const AllBuyers = lazy(() => import("../features/dashboard/users/routes/all-buyers"));
const ReportedItems = lazy(() => import("../features/dashboard/reports/routes/reported-items"));
const Messages = lazy(() => import("../features/dashboard/messages/routes/messages"));
const Sales = lazy(() => import("../features/dashboard/sales/routes/sales"));
const MyOrders = lazy(() => import("../features/dashboard/orders/routes/my-orders"));
const Inbox = lazy(() => import("../features/conversations/routes/inbox"));
const AskSeller = lazy(() => import("../features/conversations/routes/ask-seller"));
const Thread = lazy(() => import("../features/conversations/routes/thread"));
const SavedBikes = lazy(() => import("../features/saved-bikes/routes/saved-bikes"));
const SavedSearches = lazy(() => import("../features/saved-searches/routes/saved-searches"));
const Notifications = lazy(() => import("../features/notifications/routes/notifications"));
const StartSelling = lazy(() => import("../features/dashboard/start-selling/routes/start-selling"));
const EmailSettings = lazy(() => import("../features/email/routes/email-settings"));
const UndeliveredEmail = lazy(() => import("../features/email/routes/undelivered-email"));

/** docs/product-spec.md §2 dashboard routes, below /dashboard (app-routes.tsx mounts this at dashboard/*). */
export default function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route element={<DashboardLayout />}>
          <Route index element={<Welcome sellerPanels={<SellerReputationPanel />} />} />
          <Route path={DASHBOARD_ROUTES.payment} element={<Payment />} />
          {/* A paid order's receipt: its buyer's, its seller's, any for an admin (the API decides). */}
          <Route path={DASHBOARD_ROUTES.receipt} element={<Receipt />} />
          {/* "Ask the seller" conversations: buyers' and sellers' (the API decides who reads what). */}
          <Route path={DASHBOARD_ROUTES.inbox} element={<Inbox />} />
          <Route path={DASHBOARD_ROUTES.askSeller} element={<AskSeller />} />
          <Route path={DASHBOARD_ROUTES.thread} element={<Thread />} />
          {/* Every signed-in user's own saved bikes and notifications (#14). */}
          <Route path={DASHBOARD_ROUTES.saved} element={<SavedBikes />} />
          <Route path={DASHBOARD_ROUTES.savedSearches} element={<SavedSearches />} />
          <Route path={DASHBOARD_ROUTES.notifications} element={<Notifications />} />
          <Route path={DASHBOARD_ROUTES.startSelling} element={<StartSelling />} />
          {/* Every role's own email settings (#37). */}
          <Route path={DASHBOARD_ROUTES.emailSettings} element={<EmailSettings />} />
          <Route element={<RequireRole role="seller" />}>
            <Route path={DASHBOARD_ROUTES.addProduct} element={<AddProduct />} />
            <Route path={DASHBOARD_ROUTES.editProduct} element={<EditProduct />} />
            <Route path={DASHBOARD_ROUTES.myProducts} element={<MyProducts />} />
            <Route path={DASHBOARD_ROUTES.adFigures} element={<AdFigures />} />
            <Route path={DASHBOARD_ROUTES.bookings} element={<SellerBookings />} />
            <Route path={DASHBOARD_ROUTES.payouts} element={<Payouts />} />
          </Route>
          <Route element={<RequireRole role="admin" />}>
            <Route path={DASHBOARD_ROUTES.allSellers} element={<AllSellers />} />
            <Route path={DASHBOARD_ROUTES.allBuyers} element={<AllBuyers />} />
            <Route path={DASHBOARD_ROUTES.reportedItems} element={<ReportedItems />} />
            <Route path={DASHBOARD_ROUTES.messages} element={<Messages />} />
            <Route path={DASHBOARD_ROUTES.sales} element={<Sales />} />
            <Route path={DASHBOARD_ROUTES.undeliveredEmail} element={<UndeliveredEmail />} />
          </Route>
          {/* Sellers buy too (#33): their own orders, like a buyer's. */}
          <Route element={<RequireRole role={["buyer", "seller"]} />}>
            <Route path={DASHBOARD_ROUTES.myOrders} element={<MyOrders />} />
          </Route>
        </Route>
      </Route>
      {/* An unknown dashboard path is the public "not found" page, signed in or not, as before the split. */}
      <Route element={<PublicLayout />}>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
