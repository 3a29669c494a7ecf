import { Navigate, Outlet, useLocation } from "react-router-dom";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { useSession } from "../../../lib/auth/use-session";

/** docs/product-spec.md §2 dashboard guard: progress bar while auth loads, else /login remembering the origin. */
export function RequireAuth() {
  const { user, authLoading } = useSession();
  const location = useLocation();
  if (authLoading) return <ProgressBar label="Checking your sign-in" />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
