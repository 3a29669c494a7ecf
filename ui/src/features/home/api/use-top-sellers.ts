import { useQuery } from "@tanstack/react-query";
import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { homeKeys } from "./home-keys";

/** Home's top sellers: verified sellers with the most bikes for sale (public, cached briefly). */
export const useTopSellers = () =>
  useQuery({ queryKey: homeKeys.topSellers, queryFn: () => unwrap(publicApi.api.users["top-sellers"].$get()) });
