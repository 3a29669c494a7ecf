import { api } from "../../../../lib/api-client";
import { pageQuery } from "../../../../lib/keyset-pages";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";
import { useKeysetList } from "../../../../lib/use-keyset-list";

/** One page of the open reports, oldest first; `q`: the listing's name, or the reporter's name or email, contains it. */
export const loadOpenReports = (cursor?: string, limit?: number, q = "") =>
  unwrap(api.api.reports.$get({ query: { status: "open", ...pageQuery(cursor, limit), ...(q ? { q } : {}) } }));

/** The admin's Reported Items queue. */
export const useOpenReports = (q = "") =>
  useKeysetList({ queryKey: [...resource.reports, "open", q], loadPage: (cursor, limit) => loadOpenReports(cursor, limit, q) });
