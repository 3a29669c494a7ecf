import { useQuery } from "@tanstack/react-query";
import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { bikeKeys } from "./bike-keys";

/** docs/product-spec.md §2: the category page loads a single category by id. */
export const useCategory = (id: string | undefined) =>
  useQuery({
    queryKey: bikeKeys.category(id ?? ""),
    queryFn: () => unwrap(publicApi.api.categories[":id"].$get({ param: { id: id ?? "" } })),
    enabled: Boolean(id),
  });
