import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { LoadingBlock } from "../ui/spinner";
import { ErrorBoundary } from "./error-boundary";

/**
 * A layout's content: lazy screens load inside Suspense, a crash stays inside the error
 * boundary (reset on the next page), and a new page starts at the top.
 */
export function RouteOutlet() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<LoadingBlock label="Loading page" />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
