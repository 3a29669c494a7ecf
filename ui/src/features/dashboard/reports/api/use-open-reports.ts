import { api } from "../../../../lib/api-client";
import { pageQuery } from "../../../../lib/keyset-pages";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";
import { useKeysetList } from "../../../../lib/use-keyset-list";

/** One page of the open reports, oldest first. */
export const loadOpenReports = (cursor?: string, limit?: number) =>
  unwrap(api.api.reports.$get({ query: { status: "open", ...pageQuery(cursor, limit) } }));

/** The admin's Reported Items queue. */
export const useOpenReports = () => useKeysetList({ queryKey: [...resource.reports, "open"], loadPage: loadOpenReports });
