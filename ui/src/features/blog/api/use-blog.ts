import { useQuery } from "@tanstack/react-query";
import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { blogKeys } from "./blog-keys";

export const useBlog = (id: string | undefined) =>
  useQuery({
    queryKey: blogKeys.one(id ?? ""),
    queryFn: () => unwrap(publicApi.api.blogs[":id"].$get({ param: { id: id ?? "" } })),
    enabled: Boolean(id),
  });
