import { lazy, Suspense } from "react";
import { desktop } from "../../lib/desktop/commands";

const Bridge = lazy(() => import("./desktop-bridge-impl"));

/** Connects the desktop app's menu, role and notifications to the UI; nothing on the website. */
export function DesktopBridge() {
  if (!desktop()) return null;
  return (
    <Suspense fallback={null}>
      <Bridge />
    </Suspense>
  );
}
