import { api } from "../../../../lib/api-client";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";

/** Dismiss a report, or remove the listing (which resolves every open report of that bike). */
export const resolveReport = (id: number, action: "dismiss" | "remove") =>
  unwrap(api.api.reports[":id"].$put({ param: { id: String(id) }, json: { action } }));

/** What resolving a report makes stale: the queue, and (a removed listing) the bike's lists and the ads slider. */
export const REPORT_RESOURCES = [resource.reports, resource.bikes, resource.ads] as const;
