import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { useQuery } from "../../../lib/use-query";

export const useLatestBlogs = () => useQuery("blogsLimit", () => unwrap(publicApi.api.blogsLimit.$get()));
