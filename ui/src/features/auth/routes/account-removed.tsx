import { Link, Navigate } from "react-router-dom";
import { LoadingBlock } from "../../../components/ui/spinner";
import { signOutUser } from "../../../lib/auth/actions";
import { useSession } from "../../../lib/auth/use-session";
import { usePageTitle } from "../../../lib/use-page-title";
import { AuthCard } from "../components/auth-card";

/** A signed-in person whose account an admin removed (#33 point 2): said plainly, with the way to ask why. */
export default function AccountRemoved() {
  usePageTitle("This account was removed");
  const { user, account, authLoading } = useSession();
  if (authLoading || (user && account === null)) return <LoadingBlock label="Checking your account" />;
  if (!user || account !== "removed") return <Navigate to="/" replace />;
  return (
    <AuthCard title="This account was removed" subtitle={`An administrator removed the MotoMart account of ${user.email}.`}>
      <p>
        Its listings, bookings and messages are gone, and it cannot sign in again. If you think this is a mistake,{" "}
        <Link to="/contactUs">contact us</Link> and say which email address it was.
      </p>
      <button type="button" className="btn btn--ghost btn--block" onClick={() => void signOutUser()}>
        Log Out
      </button>
    </AuthCard>
  );
}
