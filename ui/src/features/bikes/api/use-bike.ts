import { useQuery } from "@tanstack/react-query";
import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { bikeKeys } from "./bike-keys";

/** One bike's page data: useBike's query, and what the bike page's route prefetches (app/routes/bike-detail.tsx). */
const bikeQuery = (id: string) => ({
  queryKey: bikeKeys.one(id),
  queryFn: () => unwrap(publicApi.api.bikes[":id{[0-9]+}"].$get({ param: { id } })),
  // A bike that is gone is the page's own "no longer listed" state (BikeDetailView), not an error toast.
  meta: { missingShownInPage: true },
});

/**
 * An answer that already failed (the route's prefetch, e.g. a 404 for an unknown bike) shows as it
 * is instead of being asked again on mount; the page's "Try again" asks again.
 */
export const useBike = (id: string | undefined) => useQuery({ ...bikeQuery(id ?? ""), enabled: Boolean(id), retryOnMount: false });
