import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { BusyButton } from "../../../components/ui/busy-button";
import { FormError } from "../../../components/ui/form-error";
import { isRetryable } from "../../../lib/api-error";
import { usePageTitle } from "../../../lib/use-page-title";
import { useUnsubscribe } from "../api/unsubscribe";
import { mailKindLabel } from "../utils/mail-kinds";
import "../components/email.css";

const EMAIL_SETTINGS = "/dashboard/email-settings";

/**
 * /unsubscribe?token= (#37): a mail's unsubscribe link, no sign-in needed. Opening it changes
 * nothing (mail scanners open links): the person presses "Unsubscribe", which posts the token. The
 * Worker may render this page, so nothing here reads `window` while rendering.
 */
export default function Unsubscribe() {
  usePageTitle("Unsubscribe");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const unsubscribe = useUnsubscribe();
  const { data, error } = unsubscribe;
  // Asking again cannot help a tampered or expired link, only a failed connection or a server error.
  const finalError = error && !isRetryable(error) ? error : null;

  // The button is gone once it has answered: the answer takes the focus, so it is read out.
  const outcome = useRef<HTMLDivElement>(null);
  const answered = Boolean(data || finalError);
  useEffect(() => {
    if (answered) outcome.current?.focus();
  }, [answered]);

  return (
    <section className="container narrow-page unsubscribe" aria-labelledby="unsubscribe-title">
      <div className="panel">
        <h1 id="unsubscribe-title">Unsubscribe</h1>
        {!token ? (
          <>
            <p className="notice notice--warn">
              This unsubscribe link is incomplete. Open it from the email again, or choose which emails you get in Email settings.
            </p>
            <p className="actions-row">
              <Link className="btn btn--primary" to={EMAIL_SETTINGS}>
                Email settings
              </Link>
            </p>
          </>
        ) : data ? (
          <div className="unsubscribe__outcome" ref={outcome} tabIndex={-1}>
            <p>You will no longer get emails about {mailKindLabel(data.kind) ?? "this kind of email"}.</p>
            <p className="actions-row">
              <Link className="btn btn--outline" to={EMAIL_SETTINGS}>
                Email settings
              </Link>
              <Link className="btn btn--primary" to="/">
                Back to MotoMart
              </Link>
            </p>
          </div>
        ) : finalError ? (
          <div className="unsubscribe__outcome" ref={outcome} tabIndex={-1}>
            <FormError message={finalError.message} />
            <p>You can still choose which emails you get in Email settings.</p>
            <p className="actions-row">
              <Link className="btn btn--primary" to={EMAIL_SETTINGS}>
                Email settings
              </Link>
            </p>
          </div>
        ) : (
          <>
            <p>Stop this kind of email from MotoMart?</p>
            <FormError message={error?.message} />
            <p className="actions-row">
              <BusyButton
                className="btn btn--primary"
                busy={unsubscribe.isPending}
                busyLabel="Unsubscribing"
                onClick={() => unsubscribe.mutate(token)}
              >
                Unsubscribe
              </BusyButton>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
