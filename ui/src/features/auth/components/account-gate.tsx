import { useAtomValue } from "jotai";
import { Navigate, useLocation } from "react-router-dom";
import { signingUpAtom } from "../../../lib/auth/atoms";
import { useSession } from "../../../lib/auth/use-session";

/** Where a signed-in person without a profile is asked to finish, and where a removed one is told. */
const FINISH_SIGN_UP_PATH = "/finish-sign-up";
const ACCOUNT_REMOVED_PATH = "/account-removed";

/**
 * No account is stranded (#33 points 1–2): a signed-in person whose profile was never saved (the
 * sign-up's save failed, the tab closed) is taken to "Finish signing up" from wherever they are,
 * and one whose account an admin removed to "This account was removed". The desktop hand-off page
 * is left alone: it only passes a Google credential on.
 */
export function AccountGate() {
  const { account } = useSession();
  const signingUp = useAtomValue(signingUpAtom);
  const location = useLocation();
  const path = location.pathname;
  if (account === "unfinished" && !signingUp && path !== FINISH_SIGN_UP_PATH && path !== "/desktop-sign-in")
    return <Navigate to={FINISH_SIGN_UP_PATH} replace state={{ from: location }} />;
  if (account === "removed" && path !== ACCOUNT_REMOVED_PATH) return <Navigate to={ACCOUNT_REMOVED_PATH} replace />;
  return null;
}
