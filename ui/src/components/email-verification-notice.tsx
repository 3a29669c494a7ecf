import { useEffect, useState } from "react";
import { BusyButton } from "./ui/busy-button";
import { confirmEmailVerified, sendVerificationEmail } from "../lib/auth/email-verification";
import { useSession } from "../lib/auth/use-session";

type Busy = "resend" | "continue" | null;

/**
 * Shown to a seller (or a buyer who wants to start selling) whose email address is not verified
 * yet: the API refuses new listings until it is (edge-api/src/middleware/auth.ts,
 * requireVerifiedEmail). Offers the link again and, once followed, picks up the verified state
 * without signing out and in.
 */
export function EmailVerificationNotice({ what = "Your bikes can go on sale" }: { what?: string }) {
  const { user } = useSession();
  const [busy, setBusy] = useState<Busy>(null);
  const [message, setMessage] = useState<string | null>(null);
  const unverified = Boolean(user && !user.emailVerified);

  // The link leads back here (lib/auth/email-verification.ts): then it is verified already.
  useEffect(() => {
    if (unverified) void confirmEmailVerified().catch(() => {});
  }, [unverified]);

  if (!user || !unverified) return null;

  const act = async (which: Exclude<Busy, null>) => {
    setBusy(which);
    try {
      if (which === "resend") {
        await sendVerificationEmail();
        setMessage(`We sent a new link to ${user.email}.`);
      } else if (!(await confirmEmailVerified())) {
        setMessage("Your address is not verified yet. Open the link in our email, then try again.");
      }
    } catch {
      setMessage("That did not work. Check your connection and try again in a moment.");
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="notice notice--warn email-notice" aria-labelledby="email-notice-title">
      <h2 id="email-notice-title">Verify your email address</h2>
      <p>
        {what} once you have verified <strong>{user.email}</strong>: open the link we sent you when you signed up.
      </p>
      <div className="actions-row">
        <BusyButton
          className="btn btn--outline"
          busy={busy === "resend"}
          busyLabel="Sending the link"
          disabled={busy !== null}
          onClick={() => void act("resend")}
        >
          Resend link
        </BusyButton>
        <BusyButton
          className="btn btn--primary"
          busy={busy === "continue"}
          busyLabel="Checking"
          disabled={busy !== null}
          onClick={() => void act("continue")}
        >
          I've verified — continue
        </BusyButton>
      </div>
      <p role="status">{message}</p>
    </section>
  );
}
