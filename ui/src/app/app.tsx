import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { BrowserRouter } from "react-router-dom";
import { AppRoutes } from "./app-routes";
import { DesktopBridge } from "./desktop/desktop-bridge";
import { queryClient } from "./query-client";
import { SessionWatchers } from "./session-watchers";

// Toasts are not needed for the first paint: the toaster (and react-hot-toast) load right after it (lib/toast.ts).
const AppToaster = lazy(() => import("../components/layout/toaster").then((module) => ({ default: module.AppToaster })));

/** What both the browser and the Worker's server rendering (entry-server.tsx) render inside their router. */
export function AppContent() {
  return (
    <>
      <SessionWatchers />
      <AppRoutes />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
      <DesktopBridge />
    </>
  );
}

/** Providers: the jotai default store holds auth and role state (session-watchers.tsx); the query cache holds server data; the router; toasts. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppContent />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
