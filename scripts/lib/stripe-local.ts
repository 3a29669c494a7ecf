/**
 * A local, offline stand-in for Stripe's API in test mode: it speaks Stripe's own HTTP protocol
 * (form-encoded requests, Bearer secret key, Idempotency-Key, Stripe's JSON objects and error
 * shape) for the calls we make — PaymentIntents create/retrieve/confirm and refunds — and honours
 * Stripe's test PaymentMethods (pm_card_visa succeeds, pm_card_chargeDeclined… decline with
 * Stripe's messages). When given a webhook URL and secret it delivers signed
 * `payment_intent.succeeded` events the way Stripe does (Stripe-Signature: t=…,v1=HMAC-SHA256).
 * Like Stripe, it answers only requests made with its secret key (scripts/lib/local-secrets.ts).
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface LocalStripeOptions {
  port: number;
  /** The one secret key it accepts (scripts/lib/local-secrets.ts); any other is refused with 401. */
  apiKey: string;
  /** Where to deliver signed events (our worker's /api/stripe/webhook), if anywhere. */
  webhookUrl?: string;
  webhookSecret?: string;
}

export interface LocalStripe {
  /** "http://127.0.0.1:PORT", the worker's STRIPE_API_BASE. */
  url: string;
  close(): Promise<void>;
}

interface PaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: "requires_payment_method" | "succeeded";
  client_secret: string;
  metadata: Record<string, string>;
  payment_method: string | null;
  payment_method_types: string[];
  latest_charge: string | null;
  last_payment_error: StripeErrorBody["error"] | null;
  created: number;
  livemode: false;
}

interface StripeErrorBody {
  error: { type: string; code?: string; decline_code?: string; message: string; param?: string; payment_intent?: PaymentIntent };
}

/** Stripe's test PaymentMethods and what each does on confirm. */
const TEST_PAYMENT_METHODS: Record<string, { decline?: { code: string; decline_code?: string; message: string } }> = {
  pm_card_visa: {},
  pm_card_mastercard: {},
  pm_card_chargeDeclined: { decline: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." } },
  pm_card_chargeDeclinedInsufficientFunds: {
    decline: { code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." },
  },
  pm_card_chargeDeclinedExpiredCard: { decline: { code: "expired_card", message: "Your card has expired." } },
  pm_card_chargeDeclinedIncorrectCvc: { decline: { code: "incorrect_cvc", message: "Your card's security code is incorrect." } },
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding: a=1&metadata[k]=v&list[]=x → { a: "1", metadata: { k: "v" }, list: ["x"] }. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p, i) => p !== "" || i === 0);
    const isList = key.endsWith("[]");
    let node = out;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      if (last && isList) (node[part] ??= []).push(value);
      else if (last) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  return out;
}

/** Stripe's 401 message for a missing or wrong key (it shows only the key's start and end), or null. */
function keyRefusal(authorization: string, apiKey: string): string | null {
  const given = /^Bearer (\S+)$/.exec(authorization)?.[1];
  if (!given) return "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.";
  if (given === apiKey) return null;
  const shown = given.length > 12 ? `${given.slice(0, 8)}${"*".repeat(given.length - 12)}${given.slice(-4)}` : "*".repeat(given.length);
  return `Invalid API Key provided: ${shown}`;
}

export async function startLocalStripe(options: LocalStripeOptions): Promise<LocalStripe> {
  const intents = new Map<string, PaymentIntent>();
  const refunds = new Map<
    string,
    { id: string; object: "refund"; payment_intent: string; amount: number; status: "succeeded"; created: number }
  >();
  const idempotent = new Map<string, { status: number; body: unknown }>();

  const deliver = async (intent: PaymentIntent) => {
    if (!options.webhookUrl || !options.webhookSecret) return;
    const event = {
      id: id("evt"),
      object: "event",
      type: "payment_intent.succeeded",
      created: now(),
      livemode: false,
      data: { object: intent },
      api_version: "2025-01-01",
    };
    const payload = JSON.stringify(event);
    const timestamp = now();
    const signature = createHmac("sha256", options.webhookSecret).update(`${timestamp}.${payload}`).digest("hex");
    await fetch(options.webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": `t=${timestamp},v1=${signature}` },
      body: payload,
    }).catch(() => {
      // Like Stripe, a failed delivery is not the payer's problem; the API's own check still records it.
    });
  };

  const route = async (method: string, path: string, params: Record<string, any>): Promise<{ status: number; body: unknown }> => {
    if (method === "POST" && path === "/v1/payment_intents") {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50) {
        return {
          status: 400,
          body: { error: { type: "invalid_request_error", param: "amount", message: "Amount must be at least $0.50 usd" } },
        };
      }
      const intentId = id("pi");
      const intent: PaymentIntent = {
        id: intentId,
        object: "payment_intent",
        amount,
        amount_received: 0,
        currency: String(params.currency ?? "usd"),
        status: "requires_payment_method",
        client_secret: `${intentId}_secret_${randomBytes(12).toString("hex")}`,
        metadata: (params.metadata as Record<string, string>) ?? {},
        payment_method: null,
        payment_method_types: (params.payment_method_types as string[]) ?? ["card"],
        latest_charge: null,
        last_payment_error: null,
        created: now(),
        livemode: false,
      };
      intents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    const intentMatch = /^\/v1\/payment_intents\/(pi_[a-z0-9]+)(\/confirm)?$/.exec(path);
    if (intentMatch) {
      const intent = intents.get(intentMatch[1]!);
      if (!intent) {
        return {
          status: 404,
          body: {
            error: { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${intentMatch[1]}'` },
          },
        };
      }
      if (method === "GET" && !intentMatch[2]) return { status: 200, body: intent };
      if (method === "POST" && intentMatch[2]) {
        if (intent.status === "succeeded") {
          return {
            status: 400,
            body: {
              error: {
                type: "invalid_request_error",
                code: "payment_intent_unexpected_state",
                message: "This PaymentIntent has already succeeded.",
              },
            },
          };
        }
        const pm = String(params.payment_method ?? "");
        const behaviour = TEST_PAYMENT_METHODS[pm];
        if (!behaviour) {
          return {
            status: 400,
            body: {
              error: {
                type: "invalid_request_error",
                code: "resource_missing",
                param: "payment_method",
                message: `No such PaymentMethod: '${pm}'`,
              },
            },
          };
        }
        intent.payment_method = pm;
        if (behaviour.decline) {
          intent.last_payment_error = { type: "card_error", ...behaviour.decline };
          return { status: 402, body: { error: { type: "card_error", ...behaviour.decline, payment_intent: intent } } };
        }
        Object.assign(intent, { status: "succeeded", amount_received: intent.amount, latest_charge: id("ch"), last_payment_error: null });
        void deliver(intent);
        return { status: 200, body: intent };
      }
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(String(params.payment_intent ?? ""));
      if (!intent || intent.status !== "succeeded") {
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              param: "payment_intent",
              message: "This PaymentIntent does not have a successful charge to refund.",
            },
          },
        };
      }
      const refund = {
        id: id("re"),
        object: "refund" as const,
        payment_intent: intent.id,
        amount: intent.amount,
        status: "succeeded" as const,
        created: now(),
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    if (method === "GET" && path === "/v1/refunds") {
      const data = [...refunds.values()].filter((r) => !params.payment_intent || r.payment_intent === params.payment_intent);
      return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/refunds" } };
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` } } };
  };

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") }).end(JSON.stringify(body));
    };
    const auth = req.headers.authorization ?? "";
    const refused = keyRefusal(auth, options.apiKey);
    if (refused) return send(401, { error: { type: "invalid_request_error", message: refused } });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://stripe.local");
    const params = req.method === "GET" ? Object.fromEntries(url.searchParams) : parseForm(Buffer.concat(chunks).toString("utf8"));
    const key = req.headers["idempotency-key"];
    const cacheKey = typeof key === "string" && req.method === "POST" ? `${auth} ${url.pathname} ${key}` : undefined;
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (cached) {
      res.setHeader("Idempotent-Replayed", "true");
      return send(cached.status, cached.body);
    }
    const result = await route(req.method ?? "GET", url.pathname, params);
    if (cacheKey && result.status < 500) idempotent.set(cacheKey, result);
    send(result.status, result.body);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
