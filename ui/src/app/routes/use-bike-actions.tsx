import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { AdsButton } from "../../features/bikes/components/ads-button";
import { BookingDialog } from "../../features/booking/components/booking-dialog";
import { ReportDialog } from "../../features/report-listing/components/report-dialog";
import { SaveHeart } from "../../features/saved-bikes/components/save-heart";
import type { Bike } from "../../lib/api-types";
import { useSession } from "../../lib/auth/use-session";

/**
 * What a visitor can do with a bike (composed from the bikes, booking and report features):
 * Book now for everyone (the dialog tells non-buyers to sign in as a buyer), Ads for the owning
 * seller, Report on bikes that are not the caller's own: a visitor is sent to sign in first and
 * comes back to this page (the guards' `from` state, features/auth use-return-path.ts). The heart
 * (features/saved-bikes) saves the bike, except on the seller's own; a visitor signs in first too.
 */
export function useBikeActions() {
  const { user, role, userId } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [booking, setBooking] = useState<Bike | null>(null);
  const [reporting, setReporting] = useState<Bike | null>(null);

  const renderActions = (bike: Bike) => {
    // Bike answers carry the seller's id; /users/me gave ours (no extra request per page).
    const own = role === "seller" && userId !== null && bike.sellerId === userId;
    return (
      <>
        <button type="button" className="btn btn--primary btn--sm" onClick={() => setBooking(bike)} aria-label={`Book now: ${bike.name}`}>
          Book now
        </button>
        {own && <AdsButton bike={bike} />}
        <SaveHeart bike={bike} />
        {!own && (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => (user ? setReporting(bike) : navigate("/login", { state: { from: location } }))}
            aria-label={`Report ${bike.name}`}
          >
            Report
          </button>
        )}
      </>
    );
  };

  const dialogs = (
    <>
      <BookingDialog bike={booking} onClose={() => setBooking(null)} />
      <ReportDialog bike={reporting} onClose={() => setReporting(null)} />
    </>
  );

  return { renderActions, dialogs };
}
