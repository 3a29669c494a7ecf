import { BrowserRouter } from "react-router-dom";
import { AppToaster } from "../components/layout/toaster";
import { DesktopBridge } from "../features/desktop/desktop-bridge";
import { useAuthWatcher } from "../lib/auth/use-auth-watcher";
import { useRoleWatcher } from "../lib/auth/use-role-watcher";
import { AppRoutes } from "./app-routes";

/** Providers: the jotai default store holds auth and role state; the router; toasts. */
export function App() {
  useAuthWatcher();
  useRoleWatcher();
  return (
    <BrowserRouter>
      <AppRoutes />
      <AppToaster />
      <DesktopBridge />
    </BrowserRouter>
  );
}
