import { api } from "../../../../lib/api-client";
import { unwrap } from "../../../../lib/unwrap";
import { useCursorList } from "../../../../lib/use-cursor-list";

/** The admin's Reported Items queue: open reports, oldest first. */
export const useOpenReports = () =>
  useCursorList("reports:open", (cursor) => unwrap(api.api.reports.$get({ query: { status: "open", ...(cursor ? { cursor } : {}) } })));
