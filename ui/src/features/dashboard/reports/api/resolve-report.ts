import { api } from "../../../../lib/api-client";
import { unwrap } from "../../../../lib/unwrap";

/** Dismiss a report, or remove the listing (which resolves every open report of that bike). */
export const resolveReport = (id: number, action: "dismiss" | "remove") =>
  unwrap(api.api.reports[":id"].$put({ param: { id: String(id) }, json: { action } }));
