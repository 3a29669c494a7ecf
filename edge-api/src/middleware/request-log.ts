import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { logLine } from "../lib/platform/log";
import { routePattern } from "../lib/platform/route-pattern";

/**
 * One JSON line per request, after the answer is known (errors included: Hono's onError has run
 * by then). Only these fields are logged; never headers, tokens, query strings or bodies.
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const start = performance.now();
  await next();
  const status = c.res.status;
  logLine(status >= 500 ? "error" : status >= 400 ? "warn" : "info", "request", {
    requestId: c.var.requestId,
    method: c.req.method,
    route: routePattern(c),
    status,
    durationMs: Math.round((performance.now() - start) * 10) / 10,
    userId: c.var.user?.id ?? null,
  });
});
