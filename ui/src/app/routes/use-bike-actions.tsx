import { lazy, Suspense, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { AdsButton } from "../../features/bikes/components/ads-button";
import { SaveHeart } from "../../features/saved-bikes/components/save-heart";
import { BookedActions } from "../../features/booking/components/booked-actions";
import { useBookedBikes } from "../../features/booking/api/use-booked-bikes";
import type { Bike } from "../../lib/api-types";
import { useSession } from "../../lib/auth/use-session";
import { toast } from "../../lib/toast";
import { FORM_UNAVAILABLE } from "../../lib/api-error";
import { preloadCode } from "../../lib/preload-code";

// The dialogs' forms (react-hook-form, zod and the shared schemas: ~38 KB gzip) are not needed to
// show a bike: they load when a pointer or focus reaches a button that opens one (or on its click).
const loadBookingDialog = () => import("../../features/booking/components/booking-dialog");
const loadReportDialog = () => import("../../features/report-listing/components/report-dialog");
// Rendered only once their code has loaded (openWhenLoaded), so a chunk that cannot load never
// reaches React.lazy, which would throw it to the route's error boundary and replace the whole page.
const BookingDialog = lazy(() => loadBookingDialog().then((module) => ({ default: module.BookingDialog })));
const ReportDialog = lazy(() => loadReportDialog().then((module) => ({ default: module.ReportDialog })));

/** Opens a dialog once its code is there; when it cannot load, the page stays as it is and says so. */
const openWhenLoaded = (load: () => Promise<unknown>, open: () => void) =>
  void load().then(open, () => toast.error(FORM_UNAVAILABLE, { id: "dialog-unavailable" }));

/**
 * What a visitor can do with a bike (composed from the bikes, booking and report features):
 * Book now on anyone else's bike (a seller buys too, #33; the dialog asks a visitor to sign in),
 * Ads for the owning seller, Report on bikes that are not the caller's own: a visitor is sent to sign in first and
 * comes back to this page (the guards' `from` state, features/auth use-return-path.ts). The heart
 * (features/saved-bikes) saves the bike, except on the seller's own; a visitor signs in first too.
 */
export function useBikeActions() {
  const { user, role, userId } = useSession();
  const booked = useBookedBikes();
  const navigate = useNavigate();
  const location = useLocation();
  const [booking, setBooking] = useState<Bike | null>(null);
  const [reporting, setReporting] = useState<Bike | null>(null);
  // A dialog stays mounted once opened, so closing it gives focus back to the button that opened it.
  const [opened, setOpened] = useState({ booking: false, reporting: false });
  if ((booking && !opened.booking) || (reporting && !opened.reporting)) {
    setOpened({ booking: opened.booking || booking !== null, reporting: opened.reporting || reporting !== null });
  }

  /** `detail`: the bike's own page, which says more than a card. */
  const renderActions = (bike: Bike, options: { detail?: boolean } = {}) => {
    // Bike answers carry the seller's id; /users/me gave ours (no extra request per page).
    const own = role === "seller" && userId !== null && bike.sellerId === userId;
    const mine = booked.get(bike._id);
    return (
      <>
        {mine && <BookedActions booked={mine} bikeName={bike.name} detail={options.detail ?? false} />}
        {!own && !mine && (
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onPointerEnter={() => preloadCode(loadBookingDialog)}
            onFocus={() => preloadCode(loadBookingDialog)}
            onClick={() => openWhenLoaded(loadBookingDialog, () => setBooking(bike))}
            aria-label={`Book now: ${bike.name}`}
          >
            Book now
          </button>
        )}
        {own && <AdsButton bike={bike} />}
        <SaveHeart bike={bike} />
        {!own && (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onPointerEnter={() => user && preloadCode(loadReportDialog)}
            onFocus={() => user && preloadCode(loadReportDialog)}
            onClick={() =>
              user ? openWhenLoaded(loadReportDialog, () => setReporting(bike)) : navigate("/login", { state: { from: location } })
            }
            aria-label={`Report ${bike.name}`}
          >
            Report
          </button>
        )}
      </>
    );
  };

  const dialogs = (
    <Suspense fallback={null}>
      {opened.booking && <BookingDialog bike={booking} onClose={() => setBooking(null)} />}
      {opened.reporting && <ReportDialog bike={reporting} onClose={() => setReporting(null)} />}
    </Suspense>
  );

  return { renderActions, dialogs };
}
