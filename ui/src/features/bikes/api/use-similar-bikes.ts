import { useQuery } from "@tanstack/react-query";
import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { bikeKeys } from "./bike-keys";

/** The bike page's similar bikes for sale (GET /api/bikes/:id/similar). */
export const useSimilarBikes = (id: string) =>
  useQuery({
    queryKey: bikeKeys.similar(id),
    queryFn: () => unwrap(publicApi.api.bikes[":id{[0-9]+}"].similar.$get({ param: { id } })),
  });
