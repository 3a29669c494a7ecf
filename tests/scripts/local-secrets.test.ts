import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadOrCreateLocalSecrets } from "../../scripts/lib/local-secrets";
import { startLocalStripe } from "../../scripts/lib/stripe-local";

/** Offline test mode's secrets (scripts/lib/local-secrets.ts) and the local Stripe server that checks them. */
const dir = mkdtempSync(join(tmpdir(), "motomart-secrets-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("offline test mode's secrets", () => {
  it("are made at random on first start, readable by the owner only, and the same on later starts", () => {
    const file = join(dir, "data", "local-secrets.json");
    const first = loadOrCreateLocalSecrets(file);
    expect(first.stripeKey).toMatch(/^sk_test_[0-9a-f]{48}$/);
    expect(first.webhookSecret).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateLocalSecrets(file)).toEqual(first);
    // Another checkout (or test run) gets its own.
    const other = loadOrCreateLocalSecrets(join(dir, "other", "local-secrets.json"));
    expect(other.stripeKey).not.toBe(first.stripeKey);
    expect(other.webhookSecret).not.toBe(first.webhookSecret);
  });

  it("are made again when the file was damaged", () => {
    const file = join(dir, "damaged.json");
    writeFileSync(file, JSON.stringify({ stripeKey: "sk_test_motomart_local", webhookSecret: "whsec_motomart_local_test" }), {
      mode: 0o644,
    });
    const secrets = loadOrCreateLocalSecrets(file);
    expect(secrets.stripeKey).toMatch(/^sk_test_[0-9a-f]{48}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe("the offline Stripe server", () => {
  it("answers its own key only; any other, or none, gets Stripe's 401", async () => {
    const { stripeKey } = loadOrCreateLocalSecrets(join(dir, "server", "local-secrets.json"));
    const stripe = await startLocalStripe({ port: 0, apiKey: stripeKey });
    try {
      const create = (authorization?: string) =>
        fetch(`${stripe.url}/v1/payment_intents`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...(authorization ? { Authorization: authorization } : {}) },
          body: "amount=5000&currency=usd",
        });
      const wrong = await create("Bearer sk_test_0123456789abcdef0123456789abcdef0123456789abcdef");
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({
        error: { type: "invalid_request_error", message: `Invalid API Key provided: sk_test_${"*".repeat(44)}cdef` },
      });
      const none = await create();
      expect(none.status).toBe(401);
      expect(((await none.json()) as { error: { message: string } }).error.message).toMatch(/^You did not provide an API key/);
      const right = await create(`Bearer ${stripeKey}`);
      expect(right.status).toBe(200);
      expect(await right.json()).toMatchObject({ object: "payment_intent", amount: 5000, status: "requires_payment_method" });
    } finally {
      await stripe.close();
    }
  });
});
