import { Link } from "react-router-dom";
import { EmailVerificationNotice } from "../../../../components/email-verification-notice";
import { useSession } from "../../../../lib/auth/use-session";
import type { SellerSetupStep } from "../../../../../../edge-api/src/lib/users/seller-setup";
import { useSellerSetup } from "../api/seller-setup";

/** What each step unblocks, and the way to do it. */
const STEPS: Record<Exclude<SellerSetupStep, "verify_email">, { title: string; why: string; to: string; action: string }> = {
  first_listing: {
    title: "Add your first bike",
    why: "Buyers can only find you once a bike of yours is listed.",
    to: "/dashboard/addproduct",
    action: "Add a bike",
  },
  connect_payouts: {
    title: "Connect payouts",
    why: "Buyers cannot pay for your bikes by card until payouts are connected: that is where your money goes.",
    to: "/dashboard/payouts",
    action: "Connect payouts",
  },
};

/**
 * A seller's dashboard home (#33 point 10): the steps not done yet between them and a first sale,
 * each saying what it blocks and leading to it; nothing once all are done.
 */
export function SellerSetupPanel() {
  const { user } = useSession();
  const setup = useSellerSetup(Boolean(user), Boolean(user?.emailVerified));
  if (!setup.data || setup.data.ready) return null;
  const left = setup.data.steps.filter((s) => !s.done);
  const verifyFirst = left.some((s) => s.step === "verify_email");
  return (
    <section className="panel seller-setup" aria-labelledby="seller-setup-title">
      <h2 id="seller-setup-title">Before your first sale</h2>
      <p className="muted">{left.length === 1 ? "One step is left." : `${left.length} steps are left.`} Each says what it unblocks.</p>
      <ol className="seller-setup__steps">
        {left.map(({ step }) =>
          step === "verify_email" ? (
            <li key={step}>
              <EmailVerificationNotice what="You can list bikes" />
            </li>
          ) : (
            <li key={step} className="seller-setup__step">
              <h3>{STEPS[step].title}</h3>
              <p>
                {STEPS[step].why}
                {step === "connect_payouts" &&
                  setup.data.payoutsPending &&
                  " Stripe is still checking the details you gave: open Payouts to finish or check."}
              </p>
              {step === "first_listing" && verifyFirst ? (
                <p className="muted">Verify your email address first.</p>
              ) : (
                <Link to={STEPS[step].to} className="btn btn--primary btn--sm">
                  {step === "connect_payouts" && setup.data.payoutsPending ? "Open Payouts" : STEPS[step].action}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
    </section>
  );
}
