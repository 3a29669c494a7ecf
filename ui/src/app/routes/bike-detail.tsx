import { AskSellerLink } from "../../features/conversations/components/ask-seller-link";
import { BikeDetailView } from "../../features/bikes/components/bike-detail-view";
import type { Bike } from "../../lib/api-types";
import { useBikeActions } from "./use-bike-actions";

/** /bike/:id — one listing with the same actions as its card, and "Ask the seller" (features/conversations). */
export default function BikeDetailRoute() {
  const { renderActions, dialogs } = useBikeActions();
  const withAsk = (bike: Bike) => (
    <>
      {renderActions(bike, { detail: true })}
      <AskSellerLink bike={bike} />
    </>
  );
  return (
    <>
      <BikeDetailView renderActions={withAsk} />
      {dialogs}
    </>
  );
}
