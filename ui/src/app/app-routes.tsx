import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { ProgressBar } from "../components/ui/progress-bar";
import { PublicLayout } from "./layouts/public-layout";
import { AccountGate } from "../features/auth/components/account-gate";
import { INFO_ROUTES, PUBLIC_ROUTES } from "../../../edge-api/src/seo/app-paths";

// Every screen is its own chunk, fetched when its route is first visited.
const Home = lazy(() => import("./routes/home"));
const BlogList = lazy(() => import("../features/blog/routes/blog-list"));
const BlogDetail = lazy(() => import("../features/blog/routes/blog-detail"));
const Login = lazy(() => import("../features/auth/routes/login"));
const SignUp = lazy(() => import("../features/auth/routes/sign-up"));
const DesktopSignIn = lazy(() => import("../features/auth/routes/desktop-sign-in"));
const Category = lazy(() => import("./routes/category"));
const Search = lazy(() => import("./routes/search"));
const BikeDetail = lazy(() => import("./routes/bike-detail"));
const Seller = lazy(() => import("./routes/seller"));
const Contact = lazy(() => import("../features/contact/routes/contact"));
const InfoPage = lazy(() => import("../features/info/routes/info-page"));
const NotFound = lazy(() => import("./routes/not-found"));
const DashboardRoutes = lazy(() => import("./dashboard-routes"));
const FinishSignUp = lazy(() => import("../features/auth/routes/finish-sign-up"));
const AccountRemoved = lazy(() => import("../features/auth/routes/account-removed"));
const Unsubscribe = lazy(() => import("../features/email/routes/unsubscribe"));

/** docs/product-spec.md §2 routes; their paths are the Worker's too (edge-api/src/seo/app-paths.ts). */
export function AppRoutes() {
  return (
    <Suspense fallback={<ProgressBar label="Loading" />}>
      <AccountGate />
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<Home />} />
          <Route path={PUBLIC_ROUTES.blog} element={<BlogList />} />
          <Route path={PUBLIC_ROUTES.blogPost} element={<BlogDetail />} />
          <Route path={PUBLIC_ROUTES.login} element={<Login />} />
          <Route path={PUBLIC_ROUTES.signUp} element={<SignUp />} />
          <Route path={PUBLIC_ROUTES.desktopSignIn} element={<DesktopSignIn />} />
          <Route path={PUBLIC_ROUTES.finishSignUp} element={<FinishSignUp />} />
          <Route path={PUBLIC_ROUTES.accountRemoved} element={<AccountRemoved />} />
          <Route path={PUBLIC_ROUTES.category} element={<Category />} />
          <Route path={PUBLIC_ROUTES.search} element={<Search />} />
          <Route path={PUBLIC_ROUTES.bike} element={<BikeDetail />} />
          <Route path={PUBLIC_ROUTES.seller} element={<Seller />} />
          <Route path={PUBLIC_ROUTES.contact} element={<Contact />} />
          {/* A mail's unsubscribe link (#37): no sign-in; nothing changes until its button is pressed. */}
          <Route path={PUBLIC_ROUTES.unsubscribe} element={<Unsubscribe />} />
          {/* The footer's pages: Terms, Privacy, FAQ, Stay safe… (features/info). */}
          {(Object.keys(INFO_ROUTES) as (keyof typeof INFO_ROUTES)[]).map((page) => (
            <Route key={page} path={INFO_ROUTES[page]} element={<InfoPage page={page} />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route path="dashboard/*" element={<DashboardRoutes />} />
      </Routes>
    </Suspense>
  );
}
