import { useQuery } from "@tanstack/react-query";
import type { FeeView } from "../../../../edge-api/src/payments/platform-fee";
import { publicApi } from "../api-client";
import { formatUsd } from "../format";
import { resource } from "../query-keys";
import { unwrap } from "../unwrap";

export { sellerReceives } from "../../../../edge-api/src/payments/platform-fee";

/** The fee rule (wrangler.toml's vars), for the Add product form and the Payouts page; it rarely changes. */
export const usePlatformFee = () =>
  useQuery({
    queryKey: [...resource.payouts, "fee"],
    queryFn: () => unwrap(publicApi.api.payouts.fee.$get()),
    staleTime: 60 * 60 * 1000,
  });

/** "MotoMart keeps 5 % (at least $5) of the sale price" — what a seller is told before listing. */
export const feeSentence = (fee: FeeView) => `MotoMart keeps ${fee.percent} % (at least ${formatUsd(fee.minimum)}) of the sale price`;
