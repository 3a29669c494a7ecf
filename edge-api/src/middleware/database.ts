import { createMiddleware } from "hono/factory";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";

/** One Kysely per request, closed after the response without holding it up. */
export const database = createMiddleware<AppEnv>(async (c, next) => {
  const db = createDb(c.env);
  c.set("db", db);
  try {
    await next();
  } finally {
    const closing = db.destroy().catch(() => {});
    try {
      c.executionCtx.waitUntil(closing);
    } catch {
      // No execution context (a plain app.request in a unit test): let it close in the background.
    }
  }
});
