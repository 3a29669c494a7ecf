import { createMiddleware } from "hono/factory";
import type { AppEnv, Bindings } from "../env";
import { ApiError } from "../lib/api/errors";
import { logLine } from "../lib/platform/log";
import { parseFeeRule } from "../payments/platform-fee";
import { parseServiceAccount } from "../auth/sign-in-accounts";
import { mailSettings } from "../lib/mail/smtp";

/** The environments wrangler.toml deploys; `npm start`/`npm test` set no ENVIRONMENT. */
export const DEPLOYED = new Set(["staging", "production"]);

/**
 * What a deployed worker (staging or production) must have, and the local-only switches it must
 * not. Staging runs on Stripe's test keys, but real ones: the offline Stripe server is local only.
 */
function deployedConfigProblems(env: Bindings): string[] {
  if (!env.ENVIRONMENT || !DEPLOYED.has(env.ENVIRONMENT)) return [];
  const problems: string[] = [];
  if (!env.STRIPE_SECRET_KEY) problems.push("STRIPE_SECRET_KEY is missing (payments would run in test mode)");
  if (!env.STRIPE_WEBHOOK_SECRET) problems.push("STRIPE_WEBHOOK_SECRET is missing");
  if (!env.STRIPE_CONNECT_WEBHOOK_SECRET)
    problems.push("STRIPE_CONNECT_WEBHOOK_SECRET is missing (sellers finishing payout onboarding would never be seen)");
  if (env.STRIPE_API_BASE) problems.push("STRIPE_API_BASE is a local test-mode switch");
  if (env.STRIPE_LOCAL_KEY || env.STRIPE_LOCAL_WEBHOOK_SECRET)
    problems.push("STRIPE_LOCAL_KEY/STRIPE_LOCAL_WEBHOOK_SECRET are local test-mode switches");
  if (env.FIREBASE_AUTH_EMULATOR || env.FIREBASE_AUTH_EMULATOR_HOST)
    problems.push("FIREBASE_AUTH_EMULATOR/FIREBASE_AUTH_EMULATOR_HOST are local switches");
  if (!parseServiceAccount(env.FIREBASE_SERVICE_ACCOUNT))
    problems.push("FIREBASE_SERVICE_ACCOUNT is missing or not a service-account key (removed users could still sign in)");
  if (env.PG_RELAY || env.PG_TRANSPORT) problems.push("PG_RELAY/PG_TRANSPORT are local switches");
  if (env.FIREBASE_PROJECT_ID.startsWith("demo-")) problems.push("FIREBASE_PROJECT_ID is a demo project");
  if (!parseFeeRule(env.PLATFORM_FEE_PERCENT, env.PLATFORM_FEE_MIN_CENTS))
    problems.push("PLATFORM_FEE_PERCENT/PLATFORM_FEE_MIN_CENTS are missing or malformed");
  const mail = mailSettings(env);
  if ("missing" in mail) problems.push(`mail settings are missing: ${mail.missing.join(", ")} (README "Email")`);
  else if (!mail.origin.startsWith("https://")) problems.push("PUBLIC_ORIGIN must be the site's https:// origin");
  return problems;
}

/** A deployed worker in local test mode refuses to serve rather than take fake payments or tokens. */
export const configGuard = createMiddleware<AppEnv>(async (c, next) => {
  const problems = deployedConfigProblems(c.env);
  if (problems.length) {
    logLine("error", "refusing to serve: misconfigured", { requestId: c.var.requestId, problems });
    throw new ApiError(503, "misconfigured", "The marketplace is not configured for production yet.");
  }
  await next();
});
