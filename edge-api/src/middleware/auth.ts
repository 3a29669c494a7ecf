import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import {
  googleSecureTokenKeys,
  InvalidTokenError,
  KeysUnavailableError,
  verifyFirebaseToken,
  type TokenIdentity,
} from "../auth/verify-firebase-token";
import type { Role } from "../db/database";
import type { AppEnv } from "../env";
import { withArticle } from "../lib/api/english";
import { ApiError, forbidden, unauthenticated, unavailable } from "../lib/api/errors";
import { documented, errorResponse } from "../lib/api/openapi";
import { LIVE_PROTOCOL } from "../schemas/conversation";

/**
 * The identity of the call's bearer token, or null without one. Verified once per request and kept
 * in `c.var.identity`: the rate limiter (middleware/rate-limit.ts) asks first, requireAuth reuses it.
 * Throws InvalidTokenError / KeysUnavailableError like verifyFirebaseToken.
 */
export async function bearerIdentity(c: Context<AppEnv>): Promise<TokenIdentity | null> {
  if (c.var.identity) return c.var.identity;
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "")?.[1] ?? webSocketToken(c);
  if (!token) return null;
  const identity = await verifyFirebaseToken(token, {
    projectId: c.env.FIREBASE_PROJECT_ID,
    keys: googleSecureTokenKeys(),
    allowEmulatorTokens: c.env.FIREBASE_AUTH_EMULATOR === "true",
  });
  c.set("identity", identity);
  return identity;
}

/**
 * A WebSocket upgrade cannot carry an Authorization header from a browser, so the live route
 * (routes/conversations.ts) takes the ID token as the subprotocol offered after LIVE_PROTOCOL.
 * Only on an upgrade request: a fetch() cannot set Sec-WebSocket-Protocol.
 */
function webSocketToken(c: Context<AppEnv>): string | undefined {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") return undefined;
  const offered = (c.req.header("Sec-WebSocket-Protocol") ?? "").split(",").map((p) => p.trim());
  if (offered[0] !== LIVE_PROTOCOL) return undefined;
  return offered[1] || undefined;
}

/**
 * Verifies the Firebase ID token and loads the caller's user record (null until PUT /users).
 * In /api/openapi.json every route using it asks for the bearer token.
 */
export const requireAuth = documented(
  createMiddleware<AppEnv>(async (c, next) => {
    try {
      if (!(await bearerIdentity(c))) throw unauthenticated();
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthenticated(`${error.message} Sign in again.`);
      // 503 with Retry-After (middleware/errors.ts): the token may be fine, Google's keys were out of reach.
      if (error instanceof KeysUnavailableError) throw unavailable("Sign-in cannot be checked right now. Try again in a moment.");
      throw error;
    }
    const user = await c.var.db.selectFrom("users").selectAll().where("firebase_uid", "=", c.var.identity.uid).executeTakeFirst();
    c.set("user", user ?? null);
    await next();
  }),
  {
    security: [{ firebaseIdToken: [] }],
    responses: {
      401: errorResponse("No token, or an invalid or expired one."),
      503: errorResponse("Google's sign-in keys could not be fetched; retry after `Retry-After` seconds."),
    },
  },
);

/**
 * After requireAuth: the token must say the caller's email address is verified. New listings go
 * live at once, so a seller proves the address buyers will write to first (Google accounts are
 * verified; email sign-ups follow the link Firebase sends them, ui/src/lib/auth/email-verification.ts).
 */
export const requireVerifiedEmail = documented(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.identity.emailVerified) {
      throw new ApiError(
        403,
        "email_unverified",
        "Verify your email address before you list a bike: we sent you a link when you signed up.",
      );
    }
    await next();
  }),
  // It replaces requireRole's 403 in the document (one description per status), so it names both.
  {
    responses: {
      403: errorResponse(
        "The caller lacks the role or may not touch this item, or their email address is not verified yet (email_unverified).",
      ),
    },
  },
);

export const ACCOUNT_REMOVED = "This account was removed by an administrator.";

/** After requireAuth: the caller's saved role must be one of these. */
export const requireRole = (...roles: Role[]) =>
  documented(
    createMiddleware<AppEnv>(async (c, next) => {
      const user = c.var.user;
      if (!user) {
        // No profile: a removed account is told so (the UI shows it), any other is asked to finish signing up.
        const removed = await c.var.db
          .selectFrom("deleted_accounts")
          .select("firebase_uid")
          .where("firebase_uid", "=", c.var.identity.uid)
          .executeTakeFirst();
        if (removed) throw new ApiError(403, "account_removed", ACCOUNT_REMOVED);
        throw forbidden("Finish signing up before doing this.");
      }
      if (!roles.includes(user.role)) throw forbidden(`Only ${withArticle(roles.join(" or "))} can do this.`);
      await next();
    }),
    { responses: { 403: errorResponse(`The caller is not ${withArticle(roles.join(" or "))}, or not allowed this item.`) } },
  );

/**
 * Who may buy (#33 point 3): a buyer, and a seller buying another seller's bike — one account buys
 * and sells, as on OLX or Facebook Marketplace. Never their own bike: each route checks that.
 */
export const requireCanBuy = requireRole("buyer", "seller");
