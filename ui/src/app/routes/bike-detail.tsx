import { BikeDetailView } from "../../features/bikes/components/bike-detail-view";
import { useBikeActions } from "./use-bike-actions";

/** /bike/:id — one listing with the same actions as its card. */
export default function BikeDetailRoute() {
  const { renderActions, dialogs } = useBikeActions();
  return (
    <>
      <BikeDetailView renderActions={renderActions} />
      {dialogs}
    </>
  );
}
