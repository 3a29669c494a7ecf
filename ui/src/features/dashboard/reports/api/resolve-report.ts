import { api } from "../../../../lib/api-client";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";

/** Dismiss a report. */
export const dismissReport = (id: number) =>
  unwrap(api.api.reports[":id"].$put({ param: { id: String(id) }, json: { action: "dismiss" } }));

/** Remove the listing (which resolves every open report of that bike), with the reason its seller is told. */
export const removeReportedListing = (id: number, reason: string) =>
  unwrap(api.api.reports[":id"].$put({ param: { id: String(id) }, json: { action: "remove", reason } }));

/** What resolving a report makes stale: the queue, and (a removed listing) the bike's lists and the ads slider. */
export const REPORT_RESOURCES = [resource.reports, resource.bikes, resource.ads] as const;
