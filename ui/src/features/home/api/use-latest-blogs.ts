import { useQuery } from "@tanstack/react-query";
import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { homeKeys } from "./home-keys";

export const useLatestBlogs = () => useQuery({ queryKey: homeKeys.latestBlogs, queryFn: () => unwrap(publicApi.api.blogsLimit.$get()) });
