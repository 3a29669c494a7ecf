import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { pluralize } from "../lib/api/english";

/**
 * `Server-Timing: app;dur=<ms>` on every API answer: the time inside the Worker from the request
 * to its response (workerd's clock moves on I/O, so this is the database and fetch waits plus the
 * CPU before them); and, when it used the database, `db;dur=<ms>;desc="<n> round trips"`
 * (db/round-trips.ts; "1 round trip"); and for browse, its count and the category counts, which
 * strategy found the answer, `plan;desc="probe-then-bands"` (lib/browse/planner.ts). Browsers show them in devtools; the benchmarks and the route table's
 * budgets read them.
 */
export const serverTiming = createMiddleware<AppEnv>(async (c, next) => {
  const start = performance.now();
  await next();
  c.res.headers.append("Server-Timing", `app;dur=${(performance.now() - start).toFixed(1)}`);
  const trips = c.get("roundTrips");
  const plan = c.get("plan");
  if (plan) c.res.headers.append("Server-Timing", `plan;desc="${plan}"`);
  if (trips?.count) c.res.headers.append("Server-Timing", `db;dur=${trips.ms.toFixed(1)};desc="${pluralize(trips.count, "round trip")}"`);
});
