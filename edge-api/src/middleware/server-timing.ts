import { createMiddleware } from "hono/factory";

/**
 * `Server-Timing: app;dur=<ms>` on every API answer: the time inside the Worker from the request
 * to its response (workerd's clock moves on I/O, so this is the database and fetch waits plus the
 * CPU before them). Browsers show it in devtools; the benchmarks read it (scripts/bench/).
 */
export const serverTiming = createMiddleware(async (c, next) => {
  const start = performance.now();
  await next();
  c.res.headers.append("Server-Timing", `app;dur=${(performance.now() - start).toFixed(1)}`);
});
