import { useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { BusyButton } from "../../../components/ui/busy-button";
import type { Bike } from "../../../lib/api-types";
import { useSession } from "../../../lib/auth/use-session";
import { telHref } from "../../../lib/support-contact";
import { useAction } from "../../../lib/use-action";
import { revealPhoneNumber } from "../api/reveal-phone-number";

/**
 * The seller's phone number on a bike page. No answer carries it (#36): a signed-in visitor asks
 * with "Show phone number", which the seller sees as a lead; a signed-out one is asked to log in.
 * Off the market, only the seller still gets their own number.
 */
export function PhoneNumber({ bike }: { bike: Bike }) {
  const { user, userId, authLoading } = useSession();
  const location = useLocation();
  const [number, setNumber] = useState<string | null>(null);
  const reveal = useAction(revealPhoneNumber);
  const own = userId !== null && userId === bike.sellerId;
  if (bike.status !== "available" && !own) return null;

  if (number !== null) {
    return (
      <p className="phone-number">
        Phone: <a href={telHref(number)}>{number}</a>
      </p>
    );
  }
  if (!user && !authLoading) {
    return (
      <p className="phone-number">
        Phone:{" "}
        <Link to="/login" state={{ from: location }}>
          Log in to see the phone number
        </Link>
      </p>
    );
  }
  return (
    <p className="phone-number">
      <BusyButton
        className="btn btn--outline btn--sm"
        busy={reveal.pending}
        busyLabel="Getting the phone number"
        disabled={authLoading}
        onClick={async () => {
          const answer = await reveal.run(bike._id);
          if (answer) setNumber(answer.mobileNumber);
        }}
      >
        Show phone number
      </BusyButton>
    </p>
  );
}
