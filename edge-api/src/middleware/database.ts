import { createMiddleware } from "hono/factory";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";

/** The driver rejects with a socket ErrorEvent when Postgres is unreachable; Hono's onError only sees Errors. */
const asError = (thrown: unknown): Error => {
  if (thrown instanceof Error) return thrown;
  const message = (thrown as { message?: unknown } | null)?.message;
  return new Error(typeof message === "string" ? message : "Database connection failed", { cause: thrown });
};

/** One Kysely per request, closed after the response without holding it up. */
export const database = createMiddleware<AppEnv>(async (c, next) => {
  const db = createDb(c.env);
  c.set("db", db);
  try {
    await next();
  } catch (thrown) {
    throw asError(thrown);
  } finally {
    const closing = db.destroy().catch(() => {});
    try {
      c.executionCtx.waitUntil(closing);
    } catch {
      // No execution context (a plain app.request in a unit test): let it close in the background.
    }
  }
});
