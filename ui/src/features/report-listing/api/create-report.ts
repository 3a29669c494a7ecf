import { api } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";

/** Reports a listing to the admins' Reported Items queue. */
export const createReport = (bikeId: number, reason: string) => unwrap(api.api.reports.$post({ json: { bikeId, reason } }));
