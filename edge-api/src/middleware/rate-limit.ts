import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/api/errors";
import { bearerIdentity } from "./auth";
import { logLine } from "../lib/platform/log";
import { clientAddress } from "../lib/platform/client-address";
import { rateLimitsFor, type LimitedRoute } from "../lib/platform/rate-limits";

/**
 * The limits of lib/platform/rate-limits.ts, checked before the route runs (and before a database
 * connection is opened), so a flood costs one counter call per request. Over the limit the answer
 * is 429 `rate_limited` with the rule's message and `Retry-After` (the period: the binding does
 * not say when its window ends). Invalid calls count too — junk is part of a flood.
 */
export const rateLimit = createMiddleware<AppEnv>(async (c, next) => {
  // Every rule of the route must allow the call (sign-up: its address and its account).
  for (const rule of rateLimitsFor(c.req.method, c.req.path)) {
    const keys = await callerKeys(c, rule);
    let allowed = true;
    try {
      const outcomes = await Promise.all(keys.map((key) => c.env[rule.binding].limit({ key })));
      allowed = outcomes.every((outcome) => outcome.success);
    } catch (error) {
      // The counter service failing must not take bookings down with it: let the call through, loudly.
      logLine("error", "rate limiter unavailable", { requestId: c.var.requestId, binding: rule.binding, error: String(error) });
    }
    if (!allowed) {
      c.header("Retry-After", String(rule.period));
      throw new ApiError(429, "rate_limited", rule.message);
    }
  }
  return next();
});

/**
 * The counters a call counts against (lib/platform/rate-limits.ts `per`): `user:<uid>` when the call carries
 * a valid Firebase ID token (verified once, middleware/auth.ts bearerIdentity, and reused by
 * requireAuth later inside the route), and `ip:<address>` when the rule counts the address or there
 * is no such user (none for an `account` rule). An unverified uid is never used: anyone could
 * rotate it to get a fresh allowance.
 */
async function callerKeys(c: Context<AppEnv>, rule: LimitedRoute): Promise<string[]> {
  const address = `ip:${clientAddress(c.req.header("CF-Connecting-IP"))}`;
  if (rule.per === "ip") return [address];
  // An invalid token: requireAuth answers 401 for it; until then it counts against its IP.
  const identity = await bearerIdentity(c).catch(() => null);
  if (!identity) return rule.per === "account" ? [] : [address];
  return rule.per === "user and ip" ? [`user:${identity.uid}`, address] : [`user:${identity.uid}`];
}
