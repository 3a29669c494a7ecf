import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { useQuery } from "../../../lib/use-query";

/** Home's top sellers: verified sellers with the most bikes for sale (public, cached briefly). */
export const useTopSellers = () => useQuery("top-sellers", () => unwrap(publicApi.api.users["top-sellers"].$get()));
