import { app } from "../../../edge-api/src/app";
import type { Bindings } from "../../../edge-api/src/env";
import { env } from "./test-env";

export interface CallOptions {
  token?: string;
  body?: unknown;
  env?: Bindings;
  /**
   * The caller's address (CF-Connecting-IP), which anonymous calls and sign-ups are rate limited by
   * (edge-api/src/lib/platform/rate-limits.ts). By default every call comes from an address of its own, so
   * only tests about those limits share one.
   */
  ip?: string;
  /** Sent as it is instead of `body` as JSON: malformed JSON, binary, text (the fuzz tests). */
  rawBody?: string | Uint8Array;
  /** The Content-Type header; JSON's when `body` is given. */
  contentType?: string;
  /** More headers, sent as they are (Stripe-Signature, a mangled Authorization). */
  headers?: Record<string, string>;
}

// A random start, so test files (each counting on its own) do not walk the same addresses.
let calls = Math.floor(Math.random() * 0x20000);
/** A distinct address from the benchmarking range 198.18.0.0/15 for each call. */
const nextAddress = () => {
  calls += 1;
  return `198.${18 + ((calls >> 16) & 1)}.${(calls >> 8) & 255}.${calls & 255}`;
};

/** One request through the whole Hono app, as a browser would send it. */
export async function call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { "CF-Connecting-IP": options.ip ?? nextAddress() };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.contentType !== undefined) headers["Content-Type"] = options.contentType;
  Object.assign(headers, options.headers);
  return app.request(
    path,
    { method, headers, body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) },
    options.env ?? env,
  );
}

export async function json<T = any>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The admin resolves a report (PUT /api/reports/:id): "remove" comes with a reason the seller is told. */
export const resolveReport = (adminToken: string, reportId: number, action: "dismiss" | "remove") =>
  call("PUT", `/api/reports/${reportId}`, {
    token: adminToken,
    body: action === "remove" ? { action, reason: "Breaks the listing rules" } : { action },
  });

/** A buyer pays for their booking as the checkout does: an intent, the offline Stripe's card, then POST /api/payment. */
export async function payThroughCheckout(token: string, bookingId: number): Promise<Response> {
  const intent = await call("POST", "/api/create-payment-intent", { token, body: { bookingId } });
  if (intent.status !== 200) throw new Error(`create-payment-intent: ${intent.status} ${await intent.text()}`);
  const confirmed = await json(
    await call("POST", "/api/payments/test-confirm", {
      token,
      body: { bookingId, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" },
    }),
  );
  return call("POST", "/api/payment", { token, body: { bookingId, transactionId: confirmed.transactionId } });
}
