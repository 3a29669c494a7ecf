import { Navigate, Outlet, useLocation } from "react-router-dom";
import { LoadingBlock } from "../../../components/ui/spinner";
import type { Role } from "../../../lib/auth/atoms";
import { useSession } from "../../../lib/auth/use-session";

/** docs/product-spec.md §2 role guard: a spinner while the role is checked, /login when signed out or lacking it. */
export function RequireRole({ role }: { role: Role }) {
  const { user, role: current, authLoading, roleLoading } = useSession();
  const location = useLocation();
  if (authLoading || (user && roleLoading)) return <LoadingBlock label="Checking your access" />;
  if (!user || current !== role) return <Navigate to="/login" replace state={{ from: location, needsRole: role }} />;
  return <Outlet />;
}
