import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { useQuery } from "../../../lib/use-query";

/** SPEC §2: the category page loads a single category by id. */
export const useCategory = (id: string | undefined) =>
  useQuery(id ? `category:${id}` : null, () => unwrap(publicApi.api.categories[":id"].$get({ param: { id: id ?? "" } })));
