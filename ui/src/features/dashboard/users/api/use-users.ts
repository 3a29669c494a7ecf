import { api } from "../../../../lib/api-client";
import { pageQuery } from "../../../../lib/keyset-pages";
import { unwrap } from "../../../../lib/unwrap";
import { useCursorList } from "../../../../lib/use-cursor-list";

/** SPEC §7 GET users/seller and users/buyer (admin). */
export const useUsers = (role: "seller" | "buyer") =>
  useCursorList(`users:${role}`, (cursor, limit) => unwrap(api.api.users[role].$get({ query: pageQuery(cursor, limit) })));
