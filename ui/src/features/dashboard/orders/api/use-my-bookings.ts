import { useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client";
import { pageQuery } from "../../../../lib/keyset-pages";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";
import { useKeysetList } from "../../../../lib/use-keyset-list";

/** docs/product-spec.md §7 GET bookings?email=: the buyer's own bookings. */
export const useMyBookings = (email: string | null | undefined) =>
  useKeysetList({
    queryKey: [...resource.bookings, "mine", email ?? ""],
    enabled: Boolean(email),
    loadPage: (cursor, limit) => unwrap(api.api.bookings.$get({ query: { email: email ?? "", ...pageQuery(cursor, limit) } })),
  });

/** Whether a seller has bought anything (#33): the side menu shows them My orders only then. */
export const useHasOrders = (email: string | null | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [...resource.bookings, "mine", email ?? "", "any"],
    enabled: enabled && Boolean(email),
    queryFn: async () =>
      (await unwrap(api.api.bookings.$get({ query: { email: email ?? "", ...pageQuery(undefined, 1) } }))).items.length > 0,
  });
