import { useQuery } from "@tanstack/react-query";
import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { blogKeys } from "./blog-keys";

/** The sidebar's Recent Post list: the newest few blogs. */
export const useRecentPosts = () => useQuery({ queryKey: blogKeys.recent, queryFn: () => unwrap(publicApi.api.blogsLimit.$get()) });
