import { api } from "../../../../lib/api-client";
import { pageQuery } from "../../../../lib/keyset-pages";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";
import { useKeysetList } from "../../../../lib/use-keyset-list";

/** docs/product-spec.md §7 GET users/seller and users/buyer (admin); `q`: whose name or email contains it. */
export const useUsers = (role: "seller" | "buyer", q = "") =>
  useKeysetList({
    queryKey: [...resource.users, role, q],
    loadPage: (cursor, limit) => unwrap(api.api.users[role].$get({ query: { ...pageQuery(cursor, limit), ...(q ? { q } : {}) } })),
  });

/** Sign-in accounts that never saved a profile (#33): GET /api/users/unfinished (admin). */
export const useUnfinishedSignUps = () =>
  useKeysetList({
    queryKey: [...resource.users, "unfinished"],
    loadPage: (cursor, limit) => unwrap(api.api.users.unfinished.$get({ query: pageQuery(cursor, limit) })),
  });
