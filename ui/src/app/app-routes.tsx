import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { ProgressBar } from "../components/ui/progress-bar";
import { PublicLayout } from "./layouts/public-layout";
import { queryClient } from "./query-client";
import { AccountGate } from "../features/auth/components/account-gate";

// Every screen is its own chunk, fetched when its route is first visited.
const Home = lazy(() => import("./routes/home"));
const BlogList = lazy(() => import("../features/blog/routes/blog-list"));
const BlogDetail = lazy(() => import("../features/blog/routes/blog-detail"));
const Login = lazy(() => import("../features/auth/routes/login"));
const SignUp = lazy(() => import("../features/auth/routes/sign-up"));
const DesktopSignIn = lazy(() => import("../features/auth/routes/desktop-sign-in"));
const Category = lazy(() => import("./routes/category"));
const Search = lazy(() => import("./routes/search"));
const BikeDetail = lazy(() => import("./routes/bike-detail").then((route) => route.prefetchBikeOfLocation(queryClient).then(() => route)));
const Contact = lazy(() => import("../features/contact/routes/contact"));
const NotFound = lazy(() => import("./routes/not-found"));
const DashboardRoutes = lazy(() => import("./dashboard-routes"));
const FinishSignUp = lazy(() => import("../features/auth/routes/finish-sign-up"));
const AccountRemoved = lazy(() => import("../features/auth/routes/account-removed"));

/** docs/product-spec.md §2 routes. */
export function AppRoutes() {
  return (
    <Suspense fallback={<ProgressBar label="Loading" />}>
      <AccountGate />
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<Home />} />
          <Route path="blog" element={<BlogList />} />
          <Route path="blog/:id" element={<BlogDetail />} />
          <Route path="login" element={<Login />} />
          <Route path="signUp" element={<SignUp />} />
          <Route path="desktop-sign-in" element={<DesktopSignIn />} />
          <Route path="finish-sign-up" element={<FinishSignUp />} />
          <Route path="account-removed" element={<AccountRemoved />} />
          <Route path="category/:id" element={<Category />} />
          <Route path="bikes" element={<Search />} />
          <Route path="bike/:id" element={<BikeDetail />} />
          <Route path="contactUs" element={<Contact />} />
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route path="dashboard/*" element={<DashboardRoutes />} />
      </Routes>
    </Suspense>
  );
}
