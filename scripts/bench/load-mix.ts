/**
 * What each load client does, over and over until its deadline: one action at a time, picked by
 * MIX — browse a category page (browse-paths.ts), open a bike page, book a bike, or buy one the
 * way the payment page does (book, create the PaymentIntent, confirm it with Stripe's 4242 test
 * card through the test-mode route, record the payment). Every request is reported with its
 * status and how the edge cache served it (edge-cache-counts.ts); one that is not the status its
 * route answers on success is an error, and a failed step ends that purchase.
 */
import { edgeCacheStatusOf, type EdgeCacheStatus } from "./edge-cache-counts";
import { emulatorIdToken, type TokenUser } from "./emulator-token";
import { LOAD_LOCATION, type LoadData } from "./load-data";

/** Each request the clients send, and the status its route answers on success. */
export const REQUESTS = {
  browse: { route: "GET /api/bikes?id=…&sort=…&filters (category page)", expect: 200 },
  "bike page": { route: "GET /api/bikes/:id (available bike)", expect: 200 },
  booking: { route: "POST /api/bookings", expect: 201 },
  "payment intent": { route: "POST /api/create-payment-intent", expect: 200 },
  "payment confirm": { route: "POST /api/payments/test-confirm (card 4242…)", expect: 200 },
  "payment record": { route: "POST /api/payment", expect: 201 },
} as const;
export type RequestKind = keyof typeof REQUESTS;
export const REQUEST_KINDS = Object.keys(REQUESTS) as RequestKind[];

/** Shares of the actions (not of requests: a purchase is four). */
export const MIX = { browse: 0.55, bikePage: 0.3, book: 0.1, buy: 0.05 } as const;

const TIMEOUT_MS = 10_000;

/** A status code, or "timeout" / "network: …" when no answer came. */
type Outcome = number | string;

/** `edgeCache` is undefined when no answer came. */
export type Report = (kind: RequestKind, outcome: Outcome, ms: number, ok: boolean, detail: string, edgeCache?: EdgeCacheStatus) => void;

export interface MixContext {
  base: string;
  data: LoadData;
  browse: readonly string[];
  alloc: Allocator;
  report: Report;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

type Allocator = ReturnType<typeof allocator>;

/**
 * Hands out buyers in turn (so with thousands of them none comes near the bookings limit of
 * edge-api/src/lib/platform/rate-limits.ts) and reserved bikes once each; one event loop, so no locking.
 */
export function allocator(data: LoadData, projectId: string) {
  let nextBuyer = 0;
  let nextBike = 0;
  const tokens = new Map<string, string>();
  return {
    buyer(): TokenUser & { token: string } {
      const buyer = data.buyers[nextBuyer++ % data.buyers.length]!;
      let token = tokens.get(buyer.uid);
      if (!token) tokens.set(buyer.uid, (token = emulatorIdToken(projectId, buyer)));
      return { ...buyer, token };
    },
    bike(): number {
      const bike = data.reserved[nextBike++];
      if (bike === undefined) throw new Error(`the ${data.reserved.length} reserved bikes ran out (BENCH_LOAD_RESERVED)`);
      return bike;
    },
    /** Bookings made so far, i.e. reserved bikes used; also the most any buyer was used is ceil(this / buyers). */
    get bookings() {
      return nextBike;
    },
  };
}

/** The answer's body when the status is the expected one, else undefined (reported as an error). */
async function send(
  ctx: MixContext,
  kind: RequestKind,
  path: string,
  init: { token?: string; body?: unknown } = {},
): Promise<string | undefined> {
  const started = performance.now();
  let outcome: Outcome;
  let edgeCache: EdgeCacheStatus | undefined;
  let text = "";
  try {
    const response = await fetch(ctx.base + path, {
      method: init.body === undefined ? "GET" : "POST",
      headers: {
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    text = await response.text();
    outcome = response.status;
    edgeCache = edgeCacheStatusOf(response.headers);
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    outcome = e.name === "TimeoutError" ? "timeout" : `network: ${e.cause?.code ?? e.message}`;
  }
  const ok = outcome === REQUESTS[kind].expect;
  ctx.report(kind, outcome, performance.now() - started, ok, ok ? "" : `${path}: ${text.slice(0, 200)}`, edgeCache);
  return ok ? text : undefined;
}

async function book(ctx: MixContext) {
  const { alloc } = ctx;
  const buyer = alloc.buyer();
  const body = { bikeId: alloc.bike(), phone: "+1 555 0100", location: LOAD_LOCATION, email: buyer.email };
  const booked = await send(ctx, "booking", "/api/bookings", { token: buyer.token, body });
  return booked && { token: buyer.token, bookingId: (JSON.parse(booked) as { insertedId: number }).insertedId };
}

async function buy(ctx: MixContext): Promise<boolean> {
  const booking = await book(ctx);
  if (!booking) return false;
  const { token, bookingId } = booking;
  if (!(await send(ctx, "payment intent", "/api/create-payment-intent", { token, body: { bookingId } }))) return false;
  const card = { bookingId, cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };
  const confirmed = await send(ctx, "payment confirm", "/api/payments/test-confirm", { token, body: card });
  if (!confirmed) return false;
  const body = { bookingId, transactionId: (JSON.parse(confirmed) as { transactionId: string }).transactionId };
  return (await send(ctx, "payment record", "/api/payment", { token, body })) !== undefined;
}

/** `clients` concurrent clients running actions for `seconds`; resolves when all have finished their last. Returns the purchases completed. */
export async function runMix(ctx: MixContext, clients: number, seconds: number): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let purchases = 0;
  const client = async () => {
    while (performance.now() < deadline) {
      const roll = Math.random();
      if (roll < MIX.browse) await send(ctx, "browse", pick(ctx.browse));
      else if (roll < MIX.browse + MIX.bikePage) await send(ctx, "bike page", `/api/bikes/${pick(ctx.data.pages)}`);
      else if (roll < MIX.browse + MIX.bikePage + MIX.book) await book(ctx);
      else if (await buy(ctx)) purchases++;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return purchases;
}
