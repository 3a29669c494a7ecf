import { createMiddleware } from "hono/factory";
import { googleSecureTokenKeys, InvalidTokenError, verifyFirebaseToken } from "../auth/verify-firebase-token";
import type { Role } from "../db/database";
import type { AppEnv } from "../env";
import { forbidden, unauthenticated } from "../lib/errors";
import { documented, errorResponse } from "../lib/openapi";

/**
 * Verifies the Firebase ID token and loads the caller's user record (null until PUT /users).
 * In /api/openapi.json every route using it asks for the bearer token.
 */
export const requireAuth = documented(
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header("Authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthenticated();
    try {
      const identity = await verifyFirebaseToken(match[1]!, {
        projectId: c.env.FIREBASE_PROJECT_ID,
        keys: googleSecureTokenKeys(),
        allowEmulatorTokens: c.env.FIREBASE_AUTH_EMULATOR === "true",
      });
      c.set("identity", identity);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthenticated(`${error.message} Sign in again.`);
      throw error;
    }
    const user = await c.var.db.selectFrom("users").selectAll().where("firebase_uid", "=", c.var.identity.uid).executeTakeFirst();
    c.set("user", user ?? null);
    await next();
  }),
  { security: [{ firebaseIdToken: [] }], responses: { 401: errorResponse("No token, or an invalid or expired one.") } },
);

/** After requireAuth: the caller's saved role must be one of these. */
export const requireRole = (...roles: Role[]) =>
  documented(
    createMiddleware<AppEnv>(async (c, next) => {
      const user = c.var.user;
      if (!user) throw forbidden("Finish signing up before doing this.");
      if (!roles.includes(user.role)) throw forbidden(`Only a ${roles.join(" or ")} can do this.`);
      await next();
    }),
    { responses: { 403: errorResponse(`The caller is not a ${roles.join(" or ")}, or not allowed this item.`) } },
  );
