import { lazy } from "react";
import { Route, Routes } from "react-router-dom";
import { RequireAuth } from "../features/auth/components/require-auth";
import { RequireRole } from "../features/auth/components/require-role";
import { PublicLayout } from "./layouts/public-layout";

// The dashboard's screens, each its own chunk. This table is itself loaded only when a /dashboard
// path is first visited, so the public pages' first load does not carry it (home JS budget,
// docs/benchmarks.md).
const NotFound = lazy(() => import("./routes/not-found"));
const DashboardLayout = lazy(() => import("./layouts/dashboard-layout"));
const Welcome = lazy(() => import("../features/dashboard/welcome/routes/welcome"));
const Payment = lazy(() => import("../features/payment/routes/payment"));
const AddProduct = lazy(() => import("../features/dashboard/products/routes/add-product"));
const EditProduct = lazy(() => import("../features/dashboard/products/routes/edit-product"));
const MyProducts = lazy(() => import("../features/dashboard/products/routes/my-products"));
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

/** docs/product-spec.md §2 dashboard routes, below /dashboard (app-routes.tsx mounts this at dashboard/*). */
export default function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route element={<DashboardLayout />}>
          <Route index element={<Welcome />} />
          <Route path="myorder/payment/:id" element={<Payment />} />
          {/* "Ask the seller" conversations: buyers' and sellers' (the API decides who reads what). */}
          <Route path="inbox" element={<Inbox />} />
          <Route path="inbox/new" element={<AskSeller />} />
          <Route path="inbox/:id" element={<Thread />} />
          {/* Every signed-in user's own saved bikes and notifications (#14). */}
          <Route path="saved" element={<SavedBikes />} />
          <Route path="saved-searches" element={<SavedSearches />} />
          <Route path="notifications" element={<Notifications />} />
          <Route path="start-selling" element={<StartSelling />} />
          <Route element={<RequireRole role="seller" />}>
            <Route path="addproduct" element={<AddProduct />} />
            <Route path="editproduct/:id" element={<EditProduct />} />
            <Route path="myproduct" element={<MyProducts />} />
            <Route path="bookings" element={<SellerBookings />} />
            <Route path="payouts" element={<Payouts />} />
          </Route>
          <Route element={<RequireRole role="admin" />}>
            <Route path="allsellers" element={<AllSellers />} />
            <Route path="allbuyers" element={<AllBuyers />} />
            <Route path="reporteditems" element={<ReportedItems />} />
            <Route path="messages" element={<Messages />} />
            <Route path="sales" element={<Sales />} />
          </Route>
          {/* Sellers buy too (#33): their own orders, like a buyer's. */}
          <Route element={<RequireRole role={["buyer", "seller"]} />}>
            <Route path="myorder" element={<MyOrders />} />
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
