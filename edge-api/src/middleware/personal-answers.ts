import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/**
 * An answer to a caller who sent a token may be theirs alone: no HTTP cache keeps it — not the
 * browser's, not the desktop app's (Chromium's, behind its app:// proxy), not one in between —
 * whatever the route set for signed-out visitors. The edge cache never stores it either
 * (cache/edge-policy.ts), so a signed-in seller always reads the database and sees their change.
 */
export const personalAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.req.header("Authorization") || c.res.status === 101) return;
  c.res.headers.set("Cache-Control", "private, no-store");
});
