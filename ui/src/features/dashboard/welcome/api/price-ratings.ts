import { useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";

/** GET /api/price-rating/status (admin): when the fair-price ratings were computed, and whether they are due. */
export const usePriceRatingStatus = () =>
  useQuery({ queryKey: [...resource.bikes, "price-rating-status"], queryFn: () => unwrap(api.api["price-rating"].status.$get()) });

/** POST /api/price-rating/recompute (admin): every rating from the market now. */
export const recomputeRatings = () => unwrap(api.api["price-rating"].recompute.$post());
