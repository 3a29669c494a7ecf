import { Suspense } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { LoadingBlock } from "../ui/spinner";
import { ErrorBoundary } from "./error-boundary";
import { useScrollRestoration } from "./use-scroll-restoration";

/**
 * A layout's content: lazy screens load inside Suspense, a crash stays inside the error
 * boundary (reset on the next page), and a new page starts at the top (Back returns to where
 * the reader was).
 */
export function RouteOutlet() {
  const { pathname } = useLocation();
  useScrollRestoration();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<LoadingBlock label="Loading page" />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
