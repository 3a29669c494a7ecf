import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { pageQuery } from "../../../lib/keyset-pages";
import { resource } from "../../../lib/query-keys";
import { unwrap } from "../../../lib/unwrap";
import { useKeysetList } from "../../../lib/use-keyset-list";

/** GET /api/payouts: the seller's payout status (not_connected, pending, active) and the fee. */
export const usePayoutStatus = () => useQuery({ queryKey: [...resource.payouts, "status"], queryFn: () => unwrap(api.api.payouts.$get()) });

export type PayoutStatus = NonNullable<ReturnType<typeof usePayoutStatus>["data"]>["status"];

/** GET /api/payouts/earnings: the seller's sales, newest first, gross, fee and net per sale. */
export const useEarnings = () =>
  useKeysetList({
    queryKey: [...resource.payouts, "earnings"],
    loadPage: (cursor, limit) => unwrap(api.api.payouts.earnings.$get({ query: pageQuery(cursor, limit) })),
  });

/** POST /api/payouts/connect: where to send the seller to connect (Stripe's onboarding). */
export const connectPayouts = () => unwrap(api.api.payouts.connect.$post());
