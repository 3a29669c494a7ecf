import { useQuery } from "@tanstack/react-query";
import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { homeKeys } from "./home-keys";

/** The advertised, still available bikes for the home slider. */
export const useAds = () => useQuery({ queryKey: homeKeys.ads, queryFn: () => unwrap(publicApi.api.ads.$get()) });
