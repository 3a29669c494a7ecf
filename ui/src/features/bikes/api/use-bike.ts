import { useQuery } from "@tanstack/react-query";
import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { bikeKeys } from "./bike-keys";

export const useBike = (id: string | undefined) =>
  useQuery({
    queryKey: bikeKeys.one(id ?? ""),
    queryFn: () => unwrap(publicApi.api.bikes[":id{[0-9]+}"].$get({ param: { id: id ?? "" } })),
    enabled: Boolean(id),
  });
