import type { QueryClient } from "@tanstack/react-query";
import { bikeIdOfPath } from "../../features/bikes/api/preload-bike";
import { bikeQuery } from "../../features/bikes/api/use-bike";
import { AskSellerLink } from "../../features/conversations/components/ask-seller-link";
import { BikeDetailView } from "../../features/bikes/components/bike-detail-view";
import type { Bike } from "../../lib/api-types";
import { useBikeActions } from "./use-bike-actions";

/** How long the route's code waits for its bike at most; after that the page shows its loading state. */
const DATA_WAIT_MS = 300;

/**
 * The first bike page of a visit waits (briefly) for its bike together with this code
 * (app-routes.tsx), so it renders once, with the bike, instead of a loading state and then the
 * page: one render less before the largest paint (docs/benchmarks.md). Opened by a link, the answer
 * is already on its way (features/bikes/api/preload-bike.ts). A failure is left to the page's own
 * query, which shows it.
 */
export async function prefetchBikeOfLocation(client: QueryClient): Promise<void> {
  // Rendered by the Worker (app/entry-server.tsx), the page asks for its bike itself.
  if (typeof window === "undefined") return;
  const id = bikeIdOfPath(window.location.pathname);
  if (!id) return;
  await Promise.race([client.prefetchQuery(bikeQuery(id)), new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS))]);
}

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
