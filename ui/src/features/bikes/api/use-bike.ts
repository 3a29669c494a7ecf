import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { useQuery } from "../../../lib/use-query";

export const useBike = (id: string | undefined) =>
  useQuery(id ? `bike:${id}` : null, () => unwrap(publicApi.api.bikes[":id{[0-9]+}"].$get({ param: { id: id ?? "" } })));
