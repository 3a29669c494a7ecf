import { api } from "../../lib/api-client";
import { unwrap } from "../../lib/unwrap";

/** GET /api/activity?since=: what happened to the signed-in seller's bikes or the admin's report queue. */
export const fetchActivity = (since: string | null) => unwrap(api.api.activity.$get({ query: since ? { since } : {} }));
