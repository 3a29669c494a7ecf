import { lazy, Suspense } from "react";

// Only a signed-in user sees the bell (components/layout/header.tsx renders it then): its code is
// fetched then, out of the home page's first load (ui/scripts/first-load-size.ts).
const NotificationBell = lazy(() => import("../../features/notifications/components/notification-bell"));

/** The header's notifications bell, for both layouts. */
export function HeaderBell() {
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
