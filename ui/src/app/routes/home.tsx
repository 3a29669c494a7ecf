import { lazy } from "react";
import { LazyPart } from "../../lib/lazy-part";
import Home from "../../features/home/routes/home";
import type { AdBike } from "../../lib/api-types";

// The heart comes with the ads, below the fold: its code is not part of the first screen's budget
// (ui/scripts/first-load-size.ts).
const SaveHeart = lazy(() => import("../../features/saved-bikes/components/save-heart").then((m) => ({ default: m.SaveHeart })));

/** The heart on each ad card, as on every other bike card (use-bike-actions.tsx; features/saved-bikes). */
const renderAdActions = (ad: AdBike) => (
  <LazyPart fallback={null}>
    <SaveHeart bike={ad} />
  </LazyPart>
);

/** / — the home feature, with the saved-bikes feature's heart on its ad cards. */
export default function HomeRoute() {
  return <Home renderAdActions={renderAdActions} />;
}
