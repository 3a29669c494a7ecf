import { lazy, Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { LoadingBlock } from "../ui/spinner";
import { markTakenOver } from "../../lib/taken-over";
import { ErrorBoundary } from "./error-boundary";

// Of use from the first page change on: loads after the first paint, outside the home page's first
// load (ui/scripts/first-load-size.ts). The first page opens at the top without it.
const ScrollRestoration = lazy(() => import("./use-scroll-restoration").then((module) => ({ default: module.ScrollRestoration })));

/** Says when the first screen is the app's (lib/taken-over.ts): in the screen's boundary, so it commits with it. */
function TakenOver() {
  useEffect(markTakenOver, []);
  return null;
}

/**
 * A layout's content: lazy screens load inside Suspense, a crash stays inside the error
 * boundary (reset on the next page), and a new page starts at the top (Back returns to where
 * the reader was).
 */
export function RouteOutlet() {
  const { pathname } = useLocation();
  return (
    <>
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <ScrollRestoration />
        </Suspense>
      </ErrorBoundary>
      <ErrorBoundary key={pathname}>
        <Suspense fallback={<LoadingBlock label="Loading page" />}>
          <Outlet />
          <TakenOver />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
