import { useState } from "react";
import { useSetAtom } from "jotai";
import { signingUpAtom } from "../../../lib/auth/atoms";
import { toast } from "../../../lib/toast";
import { useNavigate } from "react-router-dom";
import { Spinner } from "../../../components/ui/spinner";
import { cancelDesktopGoogleSignIn, GOOGLE_SIGN_IN_CANCELLED, refreshRole, signInWithGoogle } from "../../../lib/auth/actions";
import { authErrorCode } from "../../../lib/auth/auth-error-message";
import { googleSignInErrorMessage } from "../../../lib/auth/sign-in-service";
import { saveUser } from "../api/save-user";
import { GoogleSignInButton } from "./google-sign-in-button";

/**
 * docs/product-spec.md §4 Google sign-up: popup, save the user as a buyer, 'Sign Up Successfully'. In the desktop
 * app Google's page opens in the system browser instead, and the button waits for it (Cancel stops).
 */
export function GoogleButton({ returnTo, onError }: { returnTo: string; onError: (message: string | null) => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const setSigningUp = useSetAtom(signingUpAtom);

  const signUp = async () => {
    onError(null);
    setBusy(true);
    // Until the profile is saved the new account has none: not a stranded one yet (AccountGate).
    setSigningUp(true);
    try {
      const { user } = await signInWithGoogle();
      const email = user.email ?? "";
      await saveUser({ name: user.displayName || email.split("@")[0] || "Rider", email, role: "buyer" });
      refreshRole();
      toast.success("Sign Up Successfully");
      navigate(returnTo, { replace: true });
    } catch (error) {
      onError(authErrorCode(error) === GOOGLE_SIGN_IN_CANCELLED ? null : await googleSignInErrorMessage(error));
    } finally {
      setBusy(false);
      setSigningUp(false);
      refreshRole();
    }
  };

  if (busy && window.motomartDesktop) {
    return (
      <div className="google-handoff" role="status">
        <Spinner size="sm" label="Waiting for the browser" />
        <span>Finish signing in with Google in your browser, then come back here.</span>
        <button type="button" className="btn btn--ghost btn--sm" onClick={cancelDesktopGoogleSignIn}>
          Cancel
        </button>
      </div>
    );
  }

  return <GoogleSignInButton busy={busy} onClick={() => void signUp()} />;
}
