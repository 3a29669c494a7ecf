import { api } from "../../../../lib/api-client";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";

/** Dismiss a report. */
export const dismissReport = (id: number) =>
  unwrap(api.api.reports[":id"].$put({ param: { id: String(id) }, json: { action: "dismiss" } }));

/** Remove the listing or review (which resolves every open report of it), with the reason its seller or author is told. */
export const removeReported = (id: number, reason: string) =>
  unwrap(api.api.reports[":id"].$put({ param: { id: String(id) }, json: { action: "remove", reason } }));

/**
 * What resolving a report makes stale: the queue, a removed listing's lists and the ads slider, and
 * a removed review's seller page.
 */
export const REPORT_RESOURCES = [resource.reports, resource.bikes, resource.ads, resource.sellers] as const;
