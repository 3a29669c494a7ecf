import { useQuery } from "@tanstack/react-query";
import { publicApi } from "../../../lib/api-client";
import { resource } from "../../../lib/query-keys";
import { unwrap } from "../../../lib/unwrap";

/** A seller's public profile (GET /api/sellers/:id); a closed account's answer is a 404 saying so. */
export const useSeller = (id: string | undefined) =>
  useQuery({
    queryKey: [...resource.sellers, id ?? ""],
    queryFn: () => unwrap(publicApi.api.sellers[":id"].$get({ param: { id: id ?? "" } })),
    enabled: Boolean(id),
  });
