import { Navigate, Outlet, useLocation } from "react-router-dom";
import { LoadingBlock } from "../../../components/ui/spinner";
import type { Role } from "../../../lib/auth/atoms";
import { useSession } from "../../../lib/auth/use-session";

/** Where a buyer who opens a seller's page is taken: one account buys and sells (#33). */
const START_SELLING_PATH = "/dashboard/start-selling";

/**
 * docs/product-spec.md §2 role guard: a spinner while the role is checked, /login when signed out
 * or lacking the role — except a buyer opening a seller's page, who is offered to start selling.
 */
export function RequireRole({ role }: { role: Role | Role[] }) {
  const { user, role: current, authLoading, roleLoading } = useSession();
  const location = useLocation();
  const roles = Array.isArray(role) ? role : [role];
  if (authLoading || (user && roleLoading)) return <LoadingBlock label="Checking your access" />;
  if (user && current && roles.includes(current)) return <Outlet />;
  if (user && current === "buyer" && roles.includes("seller"))
    return <Navigate to={START_SELLING_PATH} replace state={{ from: location }} />;
  return <Navigate to="/login" replace state={{ from: location, needsRole: roles[0] }} />;
}
