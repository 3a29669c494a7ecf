import { api } from "../../lib/api-client";
import { unwrap } from "../../lib/unwrap";

/** GET /api/activity?since=: the signed-in user's new notifications, and the admin's report queue. */
export const fetchActivity = (since: string | null) => unwrap(api.api.activity.$get({ query: since ? { since } : {} }));
