import { useState } from "react";
import { Link, Navigate } from "react-router-dom";
import { EmailVerificationNotice } from "../../../../components/email-verification-notice";
import { BusyButton } from "../../../../components/ui/busy-button";
import { FormError } from "../../../../components/ui/form-error";
import { PageHead } from "../../../../components/ui/page-head";
import { LoadingBlock } from "../../../../components/ui/spinner";
import { refreshRole } from "../../../../lib/auth/actions";
import { useSession } from "../../../../lib/auth/use-session";
import { toast } from "../../../../lib/toast";
import { usePageTitle } from "../../../../lib/use-page-title";
import { startSelling } from "../api/start-selling";

/**
 * "Start selling" (#33 point 3): one account buys and sells. A buyer turns their account into a
 * seller's here — once their email address is verified, as every seller's is — and keeps their
 * orders, saved bikes and messages. Opening a seller's page (Add product, the home page's "Start
 * selling") as a buyer leads here, not to the login page.
 */
export default function StartSelling() {
  usePageTitle("Start selling");
  const { user, role, roleLoading } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Once the account is a seller's (the role is asked again after the upgrade), Add product.
  if (roleLoading) return <LoadingBlock label="Checking your account" />;
  if (role === "seller") return <Navigate to="/dashboard/addproduct" replace />;
  if (role !== "buyer") return <Navigate to="/dashboard" replace />;
  const verified = Boolean(user?.emailVerified);

  const upgrade = async () => {
    setError(null);
    setBusy(true);
    try {
      await startSelling();
      toast.success("Your account can sell now: add your first bike.");
      refreshRole();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "That did not work. Try again in a moment.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section>
      <PageHead title="Start selling" lead="Sell your bike on MotoMart with the account you buy with." />
      <div className="panel start-selling">
        <ul className="start-selling__points">
          <li>Your orders, saved bikes, saved searches and messages stay as they are, and you can go on buying.</li>
          <li>Listing a bike is free; it is on sale as soon as you add it.</li>
          <li>
            To be paid by card, connect a payout account under <strong>Payouts</strong> once you sell; MotoMart keeps a small fee per sale.
          </li>
        </ul>
        {!verified && <EmailVerificationNotice what="You can start selling" />}
        <div className="actions-row">
          <BusyButton
            className="btn btn--primary"
            busy={busy}
            busyLabel="Starting"
            disabled={!verified || busy}
            onClick={() => void upgrade()}
          >
            Start selling
          </BusyButton>
          <Link to="/dashboard" className="btn btn--ghost">
            Not now
          </Link>
        </div>
        <FormError message={error} />
      </div>
    </section>
  );
}
