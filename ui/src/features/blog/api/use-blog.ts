import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { useQuery } from "../../../lib/use-query";

export const useBlog = (id: string | undefined) =>
  useQuery(id ? `blog:${id}` : null, () => unwrap(publicApi.api.blogs[":id"].$get({ param: { id: id ?? "" } })));
