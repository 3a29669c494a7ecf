import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { useQuery } from "../../../lib/use-query";

/** The sidebar's Recent Post list: the newest few blogs. */
export const useRecentPosts = () => useQuery("recent-posts", () => unwrap(publicApi.api.blogsLimit.$get()));
