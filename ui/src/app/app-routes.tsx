import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { ProgressBar } from "../components/ui/progress-bar";
import { RequireAuth } from "../features/auth/components/require-auth";
import { RequireRole } from "../features/auth/components/require-role";
import { PublicLayout } from "./layouts/public-layout";

// Every screen is its own chunk, fetched when its route is first visited.
const Home = lazy(() => import("../features/home/routes/home"));
const BlogList = lazy(() => import("../features/blog/routes/blog-list"));
const BlogDetail = lazy(() => import("../features/blog/routes/blog-detail"));
const Login = lazy(() => import("../features/auth/routes/login"));
const SignUp = lazy(() => import("../features/auth/routes/sign-up"));
const DesktopSignIn = lazy(() => import("../features/auth/routes/desktop-sign-in"));
const Category = lazy(() => import("./routes/category"));
const Search = lazy(() => import("./routes/search"));
const BikeDetail = lazy(() => import("./routes/bike-detail"));
const Contact = lazy(() => import("../features/contact/routes/contact"));
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
const MyOrders = lazy(() => import("../features/dashboard/orders/routes/my-orders"));
const Inbox = lazy(() => import("../features/conversations/routes/inbox"));
const AskSeller = lazy(() => import("../features/conversations/routes/ask-seller"));
const Thread = lazy(() => import("../features/conversations/routes/thread"));
const SavedBikes = lazy(() => import("../features/saved-bikes/routes/saved-bikes"));
const Notifications = lazy(() => import("../features/notifications/routes/notifications"));

/** docs/product-spec.md §2 routes. */
export function AppRoutes() {
  return (
    <Suspense fallback={<ProgressBar label="Loading" />}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<Home />} />
          <Route path="blog" element={<BlogList />} />
          <Route path="blog/:id" element={<BlogDetail />} />
          <Route path="login" element={<Login />} />
          <Route path="signUp" element={<SignUp />} />
          <Route path="desktop-sign-in" element={<DesktopSignIn />} />
          <Route path="category/:id" element={<Category />} />
          <Route path="bikes" element={<Search />} />
          <Route path="bike/:id" element={<BikeDetail />} />
          <Route path="contactUs" element={<Contact />} />
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route path="dashboard" element={<RequireAuth />}>
          <Route element={<DashboardLayout />}>
            <Route index element={<Welcome />} />
            <Route path="myorder/payment/:id" element={<Payment />} />
            {/* "Ask the seller" conversations: buyers' and sellers' (the API decides who reads what). */}
            <Route path="inbox" element={<Inbox />} />
            <Route path="inbox/new" element={<AskSeller />} />
            <Route path="inbox/:id" element={<Thread />} />
            {/* Every signed-in user's own saved bikes and notifications (#14). */}
            <Route path="saved" element={<SavedBikes />} />
            <Route path="notifications" element={<Notifications />} />
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
            </Route>
            <Route element={<RequireRole role="buyer" />}>
              <Route path="myorder" element={<MyOrders />} />
            </Route>
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
