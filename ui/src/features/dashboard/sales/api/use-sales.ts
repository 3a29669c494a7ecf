import type { InferResponseType } from "hono/client";
import { api } from "../../../../lib/api-client";
import { pageQuery } from "../../../../lib/keyset-pages";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";
import { useKeysetList } from "../../../../lib/use-keyset-list";

/** A payment as GET payments answers it: the booking, both sides, the amounts in cents and any refund. */
export type Sale = InferResponseType<typeof api.api.payments.$get, 200>["items"][number];

/** GET payments: every sale, newest first (admin only). */
export const useSales = () =>
  useKeysetList({
    queryKey: [...resource.sales],
    loadPage: (cursor, limit) => unwrap(api.api.payments.$get({ query: pageQuery(cursor, limit) })),
  });

/** What was sold: the bike's name as booked, or "Deleted listing" for an old payment whose booking went with its name. */
export const saleName = (sale: Sale) => sale.itemName ?? "Deleted listing";
