import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { FormError } from "../../../components/ui/form-error";
import { Spinner } from "../../../components/ui/spinner";
import { googleCredentialForDesktop } from "../../../lib/auth/actions";
import { googleSignInErrorMessage } from "../../../lib/auth/sign-in-service";
import { usePageTitle } from "../../../lib/use-page-title";
import { AuthCard } from "../components/auth-card";
import { GoogleSignInButton } from "../components/google-sign-in-button";

type Credential = Awaited<ReturnType<typeof googleCredentialForDesktop>>;

/** The app's one-time listener (desktop/src/main/google-handoff.ts): loopback port and its state. */
function readHandoff(params: URLSearchParams): { action: string; state: string } | null {
  const port = Number(params.get("port"));
  const state = params.get("state") ?? "";
  if (!Number.isInteger(port) || port < 1024 || port > 65535 || !/^[\w-]{32,128}$/.test(state)) return null;
  return { action: `http://127.0.0.1:${port}/google`, state };
}

/**
 * /desktop-sign-in: the MotoMart desktop app opens this page in the system browser, because Google
 * sign-in cannot run inside the app. The user signs in with Google here; the Google credential is
 * then posted (a form, so it never sits in a URL) to the app's listener on this computer.
 */
export default function DesktopSignIn() {
  usePageTitle("Sign in to the MotoMart app");
  const [params] = useSearchParams();
  const handoff = readHandoff(params);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [credential, setCredential] = useState<Credential | null>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (credential) form.current?.submit();
  }, [credential]);

  if (!handoff) {
    return (
      <AuthCard title="Sign in to the MotoMart app" subtitle="This link only works when the MotoMart desktop app opens it.">
        <FormError message="Start Google sign-in from the app again: it opens a fresh link here." />
      </AuthCard>
    );
  }

  const signIn = async () => {
    setError(null);
    setBusy(true);
    try {
      setCredential(await googleCredentialForDesktop());
    } catch (failure) {
      setError(await googleSignInErrorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Sign in to the MotoMart app"
      subtitle="The MotoMart desktop app opened this page so you can sign in with Google in your browser."
    >
      <ol className="desktop-handoff__steps">
        <li>Continue with Google and choose your account.</li>
        <li>This page hands the sign-in to the app on this computer.</li>
        <li>Return to the app — you are signed in there.</li>
      </ol>
      {credential ? (
        <p role="status">
          <Spinner size="sm" label="Handing over to the app" /> Handing over to the MotoMart app…
        </p>
      ) : (
        <GoogleSignInButton busy={busy} onClick={() => void signIn()} />
      )}
      <FormError message={error} />
      {credential && (
        <form ref={form} method="post" action={handoff.action} hidden>
          <input type="hidden" name="state" value={handoff.state} />
          <input type="hidden" name="idToken" value={credential.idToken} />
          {credential.accessToken && <input type="hidden" name="accessToken" value={credential.accessToken} />}
        </form>
      )}
    </AuthCard>
  );
}
