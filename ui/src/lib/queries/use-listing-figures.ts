import { useQuery } from "@tanstack/react-query";
import { api } from "../api-client";
import { resource } from "../query-keys";
import { unwrap } from "../unwrap";

/** Every one of the seller's listings with its last 30 days' totals (GET /api/listing-figures). */
export const useListingFigures = (enabled = true) =>
  useQuery({
    queryKey: [...resource.listingFigures, "all"] as const,
    queryFn: () => unwrap(api.api["listing-figures"].$get()),
    enabled,
  });

/** One listing's last 30 days, day by day (GET /api/listing-figures/:id). */
export const useListingDays = (bikeId: number) =>
  useQuery({
    queryKey: [...resource.listingFigures, bikeId] as const,
    queryFn: () => unwrap(api.api["listing-figures"][":id"].$get({ param: { id: String(bikeId) } })),
  });
