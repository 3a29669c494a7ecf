import { describe, expect, it } from "vitest";
import { createStripe } from "../../edge-api/src/payments/stripe-client";
import { WEBHOOK_EVENTS } from "../../edge-api/src/payments/webhook-events";
import { call, json } from "./support/api";
import { env } from "./support/test-env";
import README from "../../README.md?raw";

/**
 * The deployment path subscribes Stripe to every event the Worker handles, on the endpoint kind
 * Stripe delivers it to (#34 Also), and the Worker accepts the events of both endpoints.
 */

/** The backticked event names of the README's Deploying step 8 line that names the endpoint kind. */
const readmeEvents = (kind: "Your account" | "Connected accounts") => {
  const step = README.slice(README.indexOf("8. **Stripe.**"), README.indexOf("9. **The first admin.**"));
  const line = step.slice(step.indexOf(`**${kind}**`)).split("\n   - ")[0]!;
  return [...line.matchAll(/`([a-z_]+\.[a-z_.]+)`/g)].map((m) => m[1]!).sort();
};

describe("Stripe's webhook events", () => {
  it("the README subscribes each endpoint to exactly the events the Worker handles", () => {
    expect(readmeEvents("Your account")).toEqual([...WEBHOOK_EVENTS.account].sort());
    expect(readmeEvents("Connected accounts")).toEqual([...WEBHOOK_EVENTS.connect].sort());
  });

  it("a deployed Worker verifies events from either endpoint's secret, and refuses any other signature", async () => {
    const secrets = { account: "whsec_account_endpoint", connect: "whsec_connect_endpoint" };
    const deployedStripe = {
      ...env,
      STRIPE_SECRET_KEY: "sk_test_endpoints",
      STRIPE_WEBHOOK_SECRET: secrets.account,
      STRIPE_CONNECT_WEBHOOK_SECRET: secrets.connect,
    };
    // An event type the Worker receives and ignores, so nothing asks Stripe itself.
    const payload = JSON.stringify({ id: `evt_${Date.now()}`, object: "event", type: "customer.created", data: { object: {} } });
    const post = async (secret: string) => {
      const signature = await createStripe(env).webhooks.generateTestHeaderStringAsync({ payload, secret });
      return call("POST", "/api/stripe/webhook", {
        rawBody: payload,
        contentType: "application/json",
        headers: { "Stripe-Signature": signature },
        env: deployedStripe,
      });
    };
    for (const secret of [secrets.account, secrets.connect]) {
      const response = await post(secret);
      expect(response.status, secret).toBe(200);
      expect(await json(response)).toEqual({ received: true });
    }
    const forged = await post("whsec_someone_else");
    expect(forged.status).toBe(400);
    expect((await json(forged)).error.fields).toEqual({ "Stripe-Signature": "The webhook signature does not verify." });
  });
});
