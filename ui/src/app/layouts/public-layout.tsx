import { lazy } from "react";
import { LazyPart } from "../../lib/lazy-part";
import { ErrorBoundary } from "../../components/layout/error-boundary";
import { Header } from "../../components/layout/header";
import { RouteOutlet } from "../../components/layout/route-outlet";
import { HeaderBell } from "./header-bell";

// Below the fold and only of use once the page is scrolled: both load just after the first paint,
// out of the home page's first load (its budget, ui/scripts/first-load-size.ts).
const Footer = lazy(() => import("../../components/layout/footer").then((module) => ({ default: module.Footer })));
const ScrollToTop = lazy(() => import("../../components/layout/scroll-to-top").then((module) => ({ default: module.ScrollToTop })));

/** docs/product-spec.md §2 public area: header, content, footer and the scroll-to-top button. */
export function PublicLayout() {
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header bell={<HeaderBell />} />
      <main id="main" className="page__main">
        <RouteOutlet />
      </main>
      {/* Without their code the page goes on without them. */}
      <ErrorBoundary fallback={null}>
        <LazyPart fallback={null}>
          <Footer />
          <ScrollToTop />
        </LazyPart>
      </ErrorBoundary>
    </div>
  );
}
