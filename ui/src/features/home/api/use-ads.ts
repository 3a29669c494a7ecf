import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { useQuery } from "../../../lib/use-query";

/** The advertised, still available bikes for the home slider. */
export const useAds = () => useQuery("ads", () => unwrap(publicApi.api.ads.$get()));
