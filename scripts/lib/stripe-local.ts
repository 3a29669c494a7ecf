/**
 * A local, offline stand-in for Stripe's API in test mode: it speaks Stripe's own HTTP protocol
 * (form-encoded requests, Bearer secret key, Idempotency-Key, Stripe's JSON objects and error
 * shape) for the calls we make, and honours Stripe's test PaymentMethods (pm_card_visa succeeds,
 * pm_card_chargeDeclined… decline with Stripe's messages):
 * - PaymentIntents create/retrieve/confirm, as destination charges too (`transfer_data[destination]`
 *   and `application_fee_amount`: a confirmed one makes its charge, the transfer to the connected
 *   account and the application fee);
 * - Connect: accounts (Express), account links, transfers; refunds with `reverse_transfer` and
 *   `refund_application_fee` (the transfer and the fee are reversed in proportion);
 * - events (list, retrieve), delivered signed to the webhook URL the way Stripe does
 *   (Stripe-Signature: t=…,v1=HMAC-SHA256): payment_intent.succeeded, account.updated, charge.refunded.
 * An account link's URL is a small onboarding page served here (no key needed, as on Stripe's own
 * site): its Complete button enables the account's charges and payouts, sends account.updated and
 * returns to the link's return_url. Like Stripe, it answers API requests only with its secret key
 * (scripts/lib/local-secrets.ts). Accounts outlive a restart when `accountsFile` is given.
 */
import { createHmac, randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface LocalStripeOptions {
  port: number;
  /** The one secret key it accepts (scripts/lib/local-secrets.ts); any other is refused with 401. */
  apiKey: string;
  /** Where to deliver signed events (our worker's /api/stripe/webhook), if anywhere. */
  webhookUrl?: string;
  webhookSecret?: string;
  /** Keeps connected accounts here between runs (they are what sellers' payout status points at). */
  accountsFile?: string;
  /** Accounts that exist already and have finished onboarding (the demo sellers'). */
  connectedAccounts?: Array<{ id: string; email: string }>;
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
  application_fee_amount: number | null;
  transfer_data: { destination: string } | null;
  on_behalf_of: null;
  created: number;
  livemode: false;
}

interface Account {
  id: string;
  object: "account";
  type: "express" | "standard" | "custom";
  email: string | null;
  country: string;
  default_currency: string;
  business_type: string | null;
  capabilities: { card_payments?: "active" | "inactive" | "pending"; transfers?: "active" | "inactive" | "pending" };
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: {
    currently_due: string[];
    eventually_due: string[];
    past_due: string[];
    pending_verification: string[];
    errors: unknown[];
    alternatives: unknown[];
    current_deadline: null;
    disabled_reason: string | null;
  };
  tos_acceptance: { date: number | null };
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

interface List<T> {
  object: "list";
  data: T[];
  has_more: boolean;
  url: string;
}

interface Transfer {
  id: string;
  object: "transfer";
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  destination_payment: string;
  source_transaction: string | null;
  reversed: boolean;
  reversals: List<{ id: string; object: "transfer_reversal"; amount: number; transfer: string; created: number }>;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

interface ApplicationFee {
  id: string;
  object: "application_fee";
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  account: string;
  charge: string;
  currency: string;
  created: number;
  livemode: false;
}

interface Refund {
  id: string;
  object: "refund";
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  status: "succeeded";
  reason: string | null;
  metadata: Record<string, string>;
  transfer_reversal: string | null;
  created: number;
}

interface Charge {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  refunded: boolean;
  captured: true;
  paid: true;
  status: "succeeded";
  currency: string;
  payment_intent: string;
  payment_method: string;
  application_fee: string | null;
  application_fee_amount: number | null;
  transfer: string | null;
  transfer_data: { destination: string } | null;
  destination: string | null;
  metadata: Record<string, string>;
  refunds: List<Refund>;
  created: number;
  livemode: false;
}

interface StripeEvent {
  id: string;
  object: "event";
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
}

type Result = { status: number; body: unknown };

/** Stripe's shape for a request error: 400 invalid_request_error, or 404 resource_missing. */
const invalid = (message: string, extra: { param?: string; code?: string } = {}): Result => ({
  status: 400,
  body: { error: { type: "invalid_request_error", ...extra, message } },
});
const missing = (what: string, value: string, param?: string): Result => ({
  status: 404,
  body: {
    error: { type: "invalid_request_error", code: "resource_missing", ...(param ? { param } : {}), message: `No such ${what}: '${value}'` },
  },
});
const list = <T>(data: T[], url: string): List<T> => ({ object: "list", data, has_more: false, url });
const truthy = (value: unknown) => value === "true" || value === true;
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

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
  const charges = new Map<string, Charge>();
  const transfers = new Map<string, Transfer>();
  const fees = new Map<string, ApplicationFee>();
  const refunds = new Map<string, Refund>();
  const accounts = new Map<string, Account>();
  const links = new Map<string, { account: string; refresh_url: string; return_url: string; expires_at: number; used: boolean }>();
  const events: StripeEvent[] = [];
  const idempotent = new Map<string, Result>();
  let baseUrl = "";

  const newAccount = (params: { id?: string; type?: unknown; email?: unknown; metadata?: unknown }): Account => ({
    id: params.id ?? `acct_${randomBytes(8).toString("hex")}`,
    object: "account",
    type: params.type === "standard" || params.type === "custom" ? params.type : "express",
    email: typeof params.email === "string" ? params.email : null,
    country: "US",
    default_currency: "usd",
    business_type: null,
    capabilities: { card_payments: "inactive", transfers: "inactive" },
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
    requirements: {
      currently_due: ["business_type", "external_account", "tos_acceptance.date", "tos_acceptance.ip"],
      eventually_due: ["business_type", "external_account", "tos_acceptance.date", "tos_acceptance.ip"],
      past_due: ["business_type", "external_account", "tos_acceptance.date", "tos_acceptance.ip"],
      pending_verification: [],
      errors: [],
      alternatives: [],
      current_deadline: null,
      disabled_reason: "requirements.past_due",
    },
    tos_acceptance: { date: null },
    metadata: (params.metadata as Record<string, string>) ?? {},
    created: now(),
    livemode: false,
  });
  /** What finishing onboarding does: details in, charges and payouts enabled, nothing more due. */
  const complete = (account: Account) =>
    Object.assign(account, {
      business_type: "individual",
      capabilities: { card_payments: "active", transfers: "active" },
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements: { ...account.requirements, currently_due: [], eventually_due: [], past_due: [], disabled_reason: null },
      tos_acceptance: { date: now() },
    });

  const saveAccounts = () => {
    if (options.accountsFile) writeFileSync(options.accountsFile, JSON.stringify([...accounts.values()], null, 2));
  };
  if (options.accountsFile && existsSync(options.accountsFile)) {
    for (const account of JSON.parse(readFileSync(options.accountsFile, "utf8")) as Account[]) accounts.set(account.id, account);
  }
  for (const known of options.connectedAccounts ?? []) {
    if (!accounts.has(known.id)) accounts.set(known.id, complete(newAccount({ id: known.id, email: known.email })));
  }
  saveAccounts();

  /** Records an event (GET /v1/events) and delivers it signed; resolves once the webhook answered or failed. */
  const emit = async (type: string, object: unknown, previous?: Record<string, unknown>) => {
    const event: StripeEvent = {
      id: id("evt"),
      object: "event",
      type,
      created: now(),
      livemode: false,
      api_version: "2025-01-01",
      pending_webhooks: options.webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      // A snapshot: later changes to the object are not this event's.
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
    };
    events.unshift(event);
    if (!options.webhookUrl || !options.webhookSecret) return;
    const payload = JSON.stringify(event);
    const timestamp = now();
    const signature = createHmac("sha256", options.webhookSecret).update(`${timestamp}.${payload}`).digest("hex");
    await fetch(options.webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": `t=${timestamp},v1=${signature}` },
      body: payload,
    }).catch(() => {
      // Like Stripe, a failed delivery is not the payer's problem; the API's own checks still record it.
    });
  };

  /** A connected account that can receive transfers, or Stripe's error for the destination. */
  const destinationProblem = (destination: unknown, param: string): Result | null => {
    const account = typeof destination === "string" ? accounts.get(destination) : undefined;
    if (!account) return missing("destination", String(destination), param);
    if (account.capabilities.transfers !== "active") {
      return invalid(
        "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments",
        { param },
      );
    }
    return null;
  };

  const createTransfer = (amount: number, currency: string, destination: string, source: string | null, metadata = {}): Transfer => {
    const transfer: Transfer = {
      id: id("tr"),
      object: "transfer",
      amount,
      amount_reversed: 0,
      currency,
      destination,
      destination_payment: id("py"),
      source_transaction: source,
      reversed: false,
      reversals: list([], ""),
      metadata,
      created: now(),
      livemode: false,
    };
    transfer.reversals.url = `/v1/transfers/${transfer.id}/reversals`;
    transfers.set(transfer.id, transfer);
    return transfer;
  };

  /** A succeeded confirm: the charge, and for a destination charge its transfer (amount less fee) and application fee. */
  const charge = (intent: PaymentIntent): Charge => {
    const chargeId = id("ch");
    const destination = intent.transfer_data?.destination ?? null;
    const fee = intent.application_fee_amount;
    const transfer = destination ? createTransfer(intent.amount - (fee ?? 0), intent.currency, destination, chargeId) : null;
    let applicationFee: ApplicationFee | null = null;
    if (destination && fee !== null) {
      applicationFee = {
        id: id("fee"),
        object: "application_fee",
        amount: fee,
        amount_refunded: 0,
        refunded: false,
        account: destination,
        charge: chargeId,
        currency: intent.currency,
        created: now(),
        livemode: false,
      };
      fees.set(applicationFee.id, applicationFee);
    }
    const created: Charge = {
      id: chargeId,
      object: "charge",
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      refunded: false,
      captured: true,
      paid: true,
      status: "succeeded",
      currency: intent.currency,
      payment_intent: intent.id,
      payment_method: intent.payment_method!,
      application_fee: applicationFee?.id ?? null,
      application_fee_amount: fee,
      transfer: transfer?.id ?? null,
      transfer_data: intent.transfer_data,
      destination,
      metadata: intent.metadata,
      refunds: list([], `/v1/charges/${chargeId}/refunds`),
      created: now(),
      livemode: false,
    };
    charges.set(chargeId, created);
    return created;
  };

  const refund = (params: Record<string, any>): Result => {
    const intent = params.payment_intent ? intents.get(String(params.payment_intent)) : undefined;
    const found = params.charge
      ? charges.get(String(params.charge))
      : intent?.latest_charge
        ? charges.get(intent.latest_charge)
        : undefined;
    if (!found) {
      if (params.charge) return missing("charge", String(params.charge), "charge");
      return invalid("This PaymentIntent does not have a successful charge to refund.", { param: "payment_intent" });
    }
    const left = found.amount - found.amount_refunded;
    if (left === 0) return invalid(`Charge ${found.id} has already been refunded.`, { code: "charge_already_refunded" });
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      return invalid(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        {
          param: "amount",
        },
      );
    }
    let reversalId: string | null = null;
    if (truthy(params.reverse_transfer)) {
      const transfer = found.transfer ? transfers.get(found.transfer) : undefined;
      if (!transfer) return invalid("This charge has no transfer to reverse.", { param: "reverse_transfer" });
      // Stripe reverses the transfer in proportion to the amount refunded.
      const reversal = Math.min(transfer.amount - transfer.amount_reversed, Math.round((amount * transfer.amount) / found.amount));
      reversalId = id("trr");
      transfer.reversals.data.unshift({
        id: reversalId,
        object: "transfer_reversal",
        amount: reversal,
        transfer: transfer.id,
        created: now(),
      });
      transfer.amount_reversed += reversal;
      transfer.reversed = transfer.amount_reversed === transfer.amount;
    }
    if (truthy(params.refund_application_fee)) {
      const fee = found.application_fee ? fees.get(found.application_fee) : undefined;
      if (!fee) return invalid("This charge has no application fee to refund.", { param: "refund_application_fee" });
      fee.amount_refunded = Math.min(fee.amount, fee.amount_refunded + Math.round((amount * fee.amount) / found.amount));
      fee.refunded = fee.amount_refunded === fee.amount;
    }
    const created: Refund = {
      id: id("re"),
      object: "refund",
      amount,
      charge: found.id,
      currency: found.currency,
      payment_intent: found.payment_intent,
      status: "succeeded",
      reason: typeof params.reason === "string" ? params.reason : null,
      metadata: params.metadata ?? {},
      transfer_reversal: reversalId,
      created: now(),
    };
    refunds.set(created.id, created);
    found.refunds.data.unshift(created);
    found.amount_refunded += amount;
    found.refunded = found.amount_refunded === found.amount;
    void emit("charge.refunded", found);
    return { status: 200, body: created };
  };

  const route = async (method: string, path: string, params: Record<string, any>): Promise<Result> => {
    if (method === "POST" && path === "/v1/payment_intents") {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50)
        return invalid("Amount must be at least $0.50 usd", { param: "amount", code: "amount_too_small" });
      const destination = params.transfer_data?.destination;
      const fee = params.application_fee_amount === undefined ? null : Number(params.application_fee_amount);
      if (destination !== undefined) {
        const problem = destinationProblem(destination, "transfer_data[destination]");
        if (problem) return problem;
      }
      if (fee !== null) {
        if (destination === undefined) {
          return invalid(
            "Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).",
            { param: "application_fee_amount" },
          );
        }
        if (!Number.isInteger(fee) || fee < 0 || fee > amount) {
          return invalid("The application fee amount must be a non-negative integer no greater than the amount.", {
            param: "application_fee_amount",
          });
        }
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
        application_fee_amount: fee,
        transfer_data: destination === undefined ? null : { destination: String(destination) },
        on_behalf_of: null,
        created: now(),
        livemode: false,
      };
      intents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    const intentMatch = /^\/v1\/payment_intents\/(pi_[a-z0-9]+)(\/confirm)?$/.exec(path);
    if (intentMatch) {
      const intent = intents.get(intentMatch[1]!);
      if (!intent) return missing("payment_intent", intentMatch[1]!);
      if (method === "GET" && !intentMatch[2]) return { status: 200, body: intent };
      if (method === "POST" && intentMatch[2]) {
        if (intent.status === "succeeded") {
          return invalid("This PaymentIntent has already succeeded.", { code: "payment_intent_unexpected_state" });
        }
        const pm = String(params.payment_method ?? "");
        const behaviour = TEST_PAYMENT_METHODS[pm];
        if (!behaviour) return invalid(`No such PaymentMethod: '${pm}'`, { code: "resource_missing", param: "payment_method" });
        intent.payment_method = pm;
        if (behaviour.decline) {
          intent.last_payment_error = { type: "card_error", ...behaviour.decline };
          return { status: 402, body: { error: { type: "card_error", ...behaviour.decline, payment_intent: intent } } };
        }
        const made = charge(intent);
        Object.assign(intent, { status: "succeeded", amount_received: intent.amount, latest_charge: made.id, last_payment_error: null });
        void emit("payment_intent.succeeded", intent);
        return { status: 200, body: intent };
      }
    }
    const chargeMatch = /^\/v1\/charges\/(ch_[a-z0-9]+)$/.exec(path);
    if (method === "GET" && chargeMatch) {
      const found = charges.get(chargeMatch[1]!);
      return found ? { status: 200, body: found } : missing("charge", chargeMatch[1]!);
    }
    if (method === "POST" && path === "/v1/refunds") return refund(params);
    if (method === "GET" && path === "/v1/refunds") {
      const data = [...refunds.values()].filter((r) => !params.payment_intent || r.payment_intent === params.payment_intent);
      return { status: 200, body: list(data, "/v1/refunds") };
    }

    // Connect: accounts, account links, transfers.
    if (method === "POST" && path === "/v1/accounts") {
      const account = newAccount(params);
      accounts.set(account.id, account);
      saveAccounts();
      return { status: 200, body: account };
    }
    const accountMatch = /^\/v1\/accounts\/(acct_[A-Za-z0-9]+)$/.exec(path);
    if (accountMatch) {
      const account = accounts.get(accountMatch[1]!);
      if (!account) return missing("account", accountMatch[1]!);
      if (method === "GET") return { status: 200, body: account };
      if (method === "POST") {
        if (typeof params.email === "string") account.email = params.email;
        if (params.metadata) account.metadata = { ...account.metadata, ...params.metadata };
        saveAccounts();
        return { status: 200, body: account };
      }
    }
    if (method === "POST" && path === "/v1/account_links") {
      for (const param of ["account", "type"])
        if (!params[param]) return invalid(`Missing required param: ${param}.`, { param, code: "parameter_missing" });
      if (!accounts.has(String(params.account))) return missing("account", String(params.account), "account");
      if (params.type !== "account_onboarding" && params.type !== "account_update") {
        return invalid(`Invalid type: must be one of account_onboarding or account_update`, { param: "type" });
      }
      for (const param of ["refresh_url", "return_url"]) {
        if (!/^https?:\/\//.test(String(params[param] ?? ""))) return invalid(`Not a valid URL`, { param, code: "url_invalid" });
      }
      const token = randomBytes(16).toString("hex");
      const link = {
        account: String(params.account),
        refresh_url: String(params.refresh_url),
        return_url: String(params.return_url),
        expires_at: now() + 300,
        used: false,
      };
      links.set(token, link);
      return {
        status: 200,
        body: { object: "account_link", created: now(), expires_at: link.expires_at, url: `${baseUrl}/connect/onboarding/${token}` },
      };
    }
    if (method === "POST" && path === "/v1/transfers") {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 1) return invalid("Invalid positive integer", { param: "amount" });
      if (!params.currency) return invalid("Missing required param: currency.", { param: "currency", code: "parameter_missing" });
      const problem = destinationProblem(params.destination, "destination");
      if (problem) return problem;
      const source = typeof params.source_transaction === "string" ? params.source_transaction : null;
      if (source && !charges.has(source)) return missing("charge", source, "source_transaction");
      return {
        status: 200,
        body: createTransfer(amount, String(params.currency), String(params.destination), source, params.metadata ?? {}),
      };
    }
    const transferMatch = /^\/v1\/transfers\/(tr_[a-z0-9]+)$/.exec(path);
    if (method === "GET" && transferMatch) {
      const found = transfers.get(transferMatch[1]!);
      return found ? { status: 200, body: found } : missing("transfer", transferMatch[1]!);
    }
    if (method === "GET" && path === "/v1/transfers") {
      const data = [...transfers.values()].filter((t) => !params.destination || t.destination === params.destination).reverse();
      return { status: 200, body: list(data, "/v1/transfers") };
    }
    const feeMatch = /^\/v1\/application_fees\/(fee_[a-z0-9]+)$/.exec(path);
    if (method === "GET" && feeMatch) {
      const found = fees.get(feeMatch[1]!);
      return found ? { status: 200, body: found } : missing("application fee", feeMatch[1]!);
    }

    // Events, newest first, as Stripe lists them (`type` filters, `limit` up to 100).
    if (method === "GET" && path === "/v1/events") {
      const limit = Math.min(100, Math.max(1, Number(params.limit ?? 10) || 10));
      let matching = events.filter((e) => !params.type || e.type === params.type);
      // Pages like Stripe's: `starting_after` is the last event of the page before.
      if (params.starting_after) matching = matching.slice(matching.findIndex((e) => e.id === params.starting_after) + 1);
      return { status: 200, body: { ...list(matching.slice(0, limit), "/v1/events"), has_more: matching.length > limit } };
    }
    const eventMatch = /^\/v1\/events\/(evt_[a-z0-9]+)$/.exec(path);
    if (method === "GET" && eventMatch) {
      const found = events.find((e) => e.id === eventMatch[1]);
      return found ? { status: 200, body: found } : missing("event", eventMatch[1]!);
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` } } };
  };

  /** The account link's page: Stripe's hosted onboarding, reduced to one button. No API key (a browser opens it). */
  const onboarding = async (req: IncomingMessage, res: ServerResponse, token: string) => {
    const link = links.get(token);
    const html = (status: number, title: string, body: string) =>
      res
        .writeHead(status, { "Content-Type": "text/html; charset=utf-8" })
        .end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
            `<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1a2e}` +
            `button{font:inherit;padding:.6rem 1.4rem;border:0;border-radius:6px;background:#4f3cc9;color:#fff;cursor:pointer}` +
            `.note{color:#4a4a5a}</style></head><body><main>${body}</main></body></html>`,
        );
    if (!link) return html(404, "Link not found", "<h1>This onboarding link does not exist</h1>");
    // Like Stripe: an expired or already used link sends the user to the platform's refresh_url for a new one.
    if (link.used || link.expires_at < now()) return res.writeHead(303, { Location: link.refresh_url }).end();
    const account = accounts.get(link.account)!;
    if (req.method === "POST") {
      for await (const _ of req) {
        // The form has no fields; read the body so the connection can be reused.
      }
      link.used = true;
      const before = {
        charges_enabled: account.charges_enabled,
        payouts_enabled: account.payouts_enabled,
        details_submitted: account.details_submitted,
      };
      complete(account);
      saveAccounts();
      // Delivered before the redirect, so the platform already knows when the user is back.
      await emit("account.updated", account, before);
      return res.writeHead(303, { Location: link.return_url }).end();
    }
    return html(
      200,
      "Set up payouts (Stripe test mode)",
      `<h1>Set up payouts</h1><p class="note">Stripe test mode: this page stands in for Stripe's onboarding. No real details are needed.</p>` +
        `<p>Account <strong>${escapeHtml(account.id)}</strong>${account.email ? ` for <strong>${escapeHtml(account.email)}</strong>` : ""}</p>` +
        `<form method="post" action="/connect/onboarding/${escapeHtml(token)}"><button type="submit">Complete</button></form>`,
    );
  };

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") }).end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? "/", "http://stripe.local");
    const page = /^\/connect\/onboarding\/([a-f0-9]{32})$/.exec(url.pathname);
    if (page) return onboarding(req, res, page[1]!);
    const auth = req.headers.authorization ?? "";
    const refused = keyRefusal(auth, options.apiKey);
    if (refused) return send(401, { error: { type: "invalid_request_error", message: refused } });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
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
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
