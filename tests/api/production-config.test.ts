import { describe, expect, it } from "vitest";
import { call, json } from "./support/api";
import wranglerToml from "../../wrangler.toml?raw";
import { env } from "./support/test-env";

const production = {
  ...env,
  ENVIRONMENT: "production",
  FIREBASE_PROJECT_ID: "motomart-prod",
  FIREBASE_AUTH_EMULATOR: undefined,
  FIREBASE_AUTH_EMULATOR_HOST: undefined,
  // The service account a removed user's sign-in is disabled with (edge-api/src/auth/sign-in-accounts.ts).
  FIREBASE_SERVICE_ACCOUNT: JSON.stringify({
    client_email: "motomart@motomart-prod.iam.gserviceaccount.com",
    private_key: "-----BEGIN PRIVATE KEY-----",
  }),
  PG_TRANSPORT: undefined,
  PG_RELAY: undefined,
  STRIPE_API_BASE: undefined,
  STRIPE_LOCAL_KEY: undefined,
  STRIPE_LOCAL_WEBHOOK_SECRET: undefined,
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_connect_x",
  // Email (README "Email"): a mail server, the sender, the site's https origin and the unsubscribe links' secret.
  SMTP_HOST: "smtp.example.com",
  SMTP_PORT: "587",
  MAIL_FROM: "MotoMart <no-reply@motomart.app>",
  PUBLIC_ORIGIN: "https://motomart.app",
  MAIL_TOKEN_SECRET: "a-long-random-secret",
};

describe("a production worker", () => {
  it("refuses to serve in payment test mode or with local switches", async () => {
    for (const misconfigured of [
      { ...production, STRIPE_SECRET_KEY: undefined },
      { ...production, STRIPE_WEBHOOK_SECRET: undefined },
      // Without it, a seller finishing payout onboarding would never be seen.
      { ...production, STRIPE_CONNECT_WEBHOOK_SECRET: undefined },
      { ...production, STRIPE_API_BASE: "http://127.0.0.1:1" },
      { ...production, STRIPE_LOCAL_KEY: "sk_test_local" },
      { ...production, STRIPE_LOCAL_WEBHOOK_SECRET: "whsec_local" },
      { ...production, FIREBASE_AUTH_EMULATOR: "true" },
      { ...production, FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" },
      { ...production, FIREBASE_PROJECT_ID: "demo-motomart" },
      // Without it, a user the admin removed could still sign in.
      { ...production, FIREBASE_SERVICE_ACCOUNT: undefined },
      { ...production, FIREBASE_SERVICE_ACCOUNT: "{not json" },
      // The platform fee must be set, and set right, or no payment could be charged correctly.
      { ...production, PLATFORM_FEE_PERCENT: undefined },
      { ...production, PLATFORM_FEE_MIN_CENTS: "-1" },
      { ...production, PLATFORM_FEE_PERCENT: "five" },
      // Without a mail server nobody hears of anything outside the app.
      { ...production, SMTP_HOST: undefined },
      { ...production, SMTP_PORT: "smtp" },
      { ...production, MAIL_FROM: "no-reply@motomart.app" },
      { ...production, MAIL_TOKEN_SECRET: undefined },
      { ...production, PUBLIC_ORIGIN: "http://127.0.0.1:8787" },
    ]) {
      const response = await call("GET", "/api/categories", { env: misconfigured });
      expect(response.status).toBe(503);
      expect((await json(response)).error.code).toBe("misconfigured");
    }
  });

  it("applies the same guard on staging (its own Worker, Stripe test keys), and none locally", async () => {
    const staging = { ...production, ENVIRONMENT: "staging", FIREBASE_PROJECT_ID: "motomart-staging", STRIPE_SECRET_KEY: "sk_test_x" };
    // The API document needs no database, so it shows the guard alone lets the request through.
    expect((await call("GET", "/api/openapi.json", { env: staging })).status).toBe(200);
    for (const misconfigured of [
      { ...staging, STRIPE_SECRET_KEY: undefined },
      { ...staging, FIREBASE_AUTH_EMULATOR: "true" },
      { ...staging, PG_RELAY: "127.0.0.1:1" },
    ]) {
      const response = await call("GET", "/api/categories", { env: misconfigured });
      expect(response.status).toBe(503);
      expect((await json(response)).error.code).toBe("misconfigured");
    }
    // The local worker (no ENVIRONMENT) serves in test mode: that is what npm start runs.
    expect((await call("GET", "/api/openapi.json", { env: { ...env, ENVIRONMENT: undefined } as never })).status).toBe(200);
  });

  it("never accepts an emulator token, even when the switch is smuggled in", async () => {
    // A production config passes the guard; an unsigned token is then refused.
    const unsigned = `${btoa('{"alg":"none"}')}.${btoa(JSON.stringify({ sub: "x", aud: "motomart-prod", iss: "https://securetoken.google.com/motomart-prod", exp: 9e9, iat: 1 }))}.`;
    const response = await call("GET", "/api/users/buyer", { env: { ...production, PG_TRANSPORT: "tcp" } as never, token: unsigned });
    expect(response.status).toBe(503);
    const served = await call("GET", "/api/users/buyer", { env: production as never, token: unsigned });
    expect(served.status).toBe(401);
  });
});

/** #34: a deployed request makes its database round trips next to the database, not from the visitor's location. */
describe("placement", () => {
  const placement = (worker: string) =>
    new RegExp(`^\\[env\\.${worker}\\.placement\\]\\nregion = "(aws|gcp|azure):[a-z0-9-]+"$`, "m").exec(wranglerToml);

  it("staging and production run in one region, the database's; the local Worker is not placed", () => {
    expect(placement("staging")?.[0]).toBeDefined();
    expect(placement("production")?.[0].split("\n")[1]).toBe(placement("staging")?.[0].split("\n")[1]);
    expect(wranglerToml).not.toMatch(/^\[placement\]/m);
  });
});
