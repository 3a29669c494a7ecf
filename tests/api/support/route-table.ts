import fc from "fast-check";
import { app } from "../../../edge-api/src/app";
import { BIKE_CONDITIONS, BIKE_SORTS, LISTING_STATUSES } from "../../../edge-api/src/schemas/bike";
import { RADII_KM } from "../../../edge-api/src/schemas/browse-filters";
import { SEARCH_ALERTS } from "../../../edge-api/src/schemas/saved-search";
import { LOCKED_MAIL_KINDS, MAIL_KINDS } from "../../../edge-api/src/schemas/email";
import { unsubscribeToken } from "../../../edge-api/src/lib/mail/unsubscribe-token";
import { env } from "./test-env";
import { call } from "./api";
import {
  createBike,
  paidBooking,
  publicReview,
  createBooking,
  createContactMessage,
  createConversation,
  createReport,
  createUser,
  db,
  newBikeBody,
  type TestUser,
  uniqueEmail,
} from "./fixtures";
import * as f from "./fuzz-fields";
import type { FuzzField, Generated } from "./fuzz-fields";

/**
 * Every route of the app, one row each: who may call it (the authorization matrix,
 * tests/api/authorization-matrix.test.ts) and what its params, query and body are made of (the
 * fuzz tests, tests/api/fuzz.test.ts). Both suites fail on a route of the app without a row, so a
 * new route states its rule and its inputs here.
 */

export type Caller = "anonymous" | "buyer" | "seller" | "otherSeller" | "admin";
export const CALLERS: Caller[] = ["anonymous", "buyer", "seller", "otherSeller", "admin"];

/** The matrix's fixtures. */
export interface World {
  buyer: TestUser;
  seller: TestUser;
  otherSeller: TestUser;
  admin: TestUser;
  categoryId: number;
  bikeId: number;
  bookingId: number;
}

/**
 * The fuzz run's fixtures. Routes that change or delete other people's rows (users, reports) are
 * only ever pointed at rows made for the run or at ids that do not exist, so the other test files
 * sharing the database keep theirs.
 */
export interface FuzzWorld {
  buyer: TestUser;
  seller: TestUser;
  admin: TestUser;
  /** A category of the run's own, so new listings stay out of other tests' pages. */
  categoryId: number;
  /** The seller's bikes, advertised already (advertising again changes no one's ads slider). */
  bikeIds: number[];
  /** A bike the buyer and the admin have reported already: new reports of it answer 409. */
  reportedBikeId: number;
  /** The buyer's bookings of `bikeIds`. */
  bookingIds: number[];
  /** Reports handled already: resolving them again answers 409. */
  reportIds: number[];
  /** Contact messages made for the run, handled already: marking them handled again answers 409. */
  contactMessageIds: number[];
  /** A conversation between the buyer and the seller that both have reported already: new reports of it answer 409. */
  conversationId: number;
  /** Users rows with no account behind them, for the admin's verify and delete. */
  disposableUserIds: number[];
  /** The run's users' addresses. */
  emails: string[];
}

/** A route's inputs, for the fuzz tests. Path params and query values travel as text (fuzz-fields.ts `inUrl`). */
export interface FuzzSpec {
  params?: Record<string, FuzzField>;
  query?: Record<string, FuzzField>;
  /** A JSON body: its fields, or a generator of the whole body (bulk lists). */
  body?: Record<string, FuzzField> | fc.Arbitrary<Generated>;
  /** The body is not JSON (a photo, Stripe's webhook): any bytes, under one of these content types. */
  raw?: string[];
  headers?: fc.Arbitrary<Record<string, string>>;
}

export interface RouteRow {
  /** Builds the matrix's request for this caller; may arrange fresh data so each call stands alone. */
  request: (world: World, caller: TestUser | undefined) => Promise<{ path: string; body?: unknown }> | { path: string; body?: unknown };
  expect: Record<Caller, number>;
  /**
   * The most database round trips a successful call may make, opening the connection included
   * (it is pipelined into the first): what its `Server-Timing` `db` entry reports (#34). The matrix
   * fails when a change adds one. Left out only where no caller of the matrix succeeds.
   */
  roundTrips?: number;
  fuzz: (world: FuzzWorld) => FuzzSpec;
}

/**
 * A fresh bike of `seller`'s, booked and paid by `buyer` through the offline Stripe server with
 * the 4242 card: the payment's id and the booking's (routes/payments.ts refunds it).
 */
export async function createPaidBooking(buyer: TestUser, sellerId: number, bikeOverrides: Parameters<typeof createBike>[1] = {}) {
  const bikeId = await createBike(sellerId, bikeOverrides);
  const bookingId = await createBooking(buyer, bikeId);
  const started = await call("POST", "/api/create-payment-intent", { token: buyer.token, body: { bookingId } });
  if (started.status !== 200) throw new Error(`create-payment-intent: ${started.status} ${await started.text()}`);
  const confirmed = await call("POST", "/api/payments/test-confirm", {
    token: buyer.token,
    body: { bookingId, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" },
  });
  const { transactionId } = (await confirmed.json()) as { transactionId: string };
  const paid = await call("POST", "/api/payment", { token: buyer.token, body: { bookingId, transactionId } });
  if (paid.status !== 201) throw new Error(`payment: ${paid.status} ${await paid.text()}`);
  const payment = await db().selectFrom("payments").select("id").where("booking_id", "=", bookingId).executeTakeFirstOrThrow();
  return { bikeId, bookingId, paymentId: payment.id, transactionId };
}

const everyone = (status: number): Record<Caller, number> => ({
  anonymous: status,
  buyer: status,
  seller: status,
  otherSeller: status,
  admin: status,
});
const adminOnly = { anonymous: 401, buyer: 403, seller: 403, otherSeller: 403, admin: 200 };
/** Any signed-in user (with a users row), for their own rows. */
const signedIn = (status: number): Record<Caller, number> => ({ ...everyone(status), anonymous: 401 });
const emailOf = (caller: TestUser | undefined) => caller?.email ?? "nobody@test.motomart";

const none = (): FuzzSpec => ({});
/** The matrix's newsletter address, new each run (a database the matrix ran on before has subscribed the last one). */
const MATRIX_SUBSCRIBER = uniqueEmail("matrix-newsletter");
/** A saved search of `userId`'s, as POST /api/saved-searches stores a category's. */
const createSavedSearch = async (userId: number, categoryId: number) =>
  (
    await db()
      .insertInto("saved_searches")
      .values({
        user_id: userId,
        name: "Matrix",
        filters: JSON.stringify({ id: categoryId }),
        anchor: `c:${categoryId}`,
        link: `/category/${categoryId}`,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
/** A registration year is at most this one (the rule reads the clock, so the fuzz does too). */
const THIS_YEAR = new Date().getUTCFullYear();
/** POST /api/saved-searches: a name, alerts, and browse's filters (their paths under `filters.`). */
const savedSearchBody = (w: FuzzWorld): fc.Arbitrary<Generated> =>
  fc
    .tuple(
      f.record({ name: f.text(60), alerts: f.oneOf(SEARCH_ALERTS, { optional: true }) }),
      f.record(
        {
          id: f.id([w.categoryId], { optional: true }),
          country: f.text(60, { required: false }),
          city: f.text(60, { required: false }),
          model: f.text(60, { required: false }),
          minCc: f.whole(0, 10_000, { optional: true }),
          maxCc: f.whole(0, 10_000, { optional: true }),
          maxPrice: f.price({ optional: true }),
          maxMonths: f.whole(0, 600, { optional: true }),
          minRating: f.whole(1, 5, { optional: true }),
          minYear: f.whole(1900, THIS_YEAR, { optional: true }),
          maxYear: f.whole(1900, THIS_YEAR, { optional: true }),
          maxKm: f.whole(0, 2_000_000, { optional: true }),
          minPrice: f.price({ optional: true }),
          q: f.text(100, { required: false }),
          near: f.id([1185241], { optional: true }),
          lat: f.coordinate(90, { optional: true }),
          lng: f.coordinate(180, { optional: true }),
          radius: f.wholeOf(RADII_KM, { optional: true }),
        },
        "filters.",
      ),
    )
    .map(([top, filters]) => ({
      value: { ...(top.value as object), filters: filters.value },
      invalid: [...top.invalid, ...filters.invalid],
    }));
const page = (): FuzzSpec => ({ query: f.pageQuery });
/** An admin list's page and its search (`q`: name or email contains it, #33). */
const adminSearch = (): FuzzSpec & { query: Record<string, FuzzField> } => ({
  query: { ...f.pageQuery, q: f.inUrl(f.text(100, { required: false })) },
});
const idList = (pool: number[]) => f.list("ids", f.single(f.id(pool)), { max: 500 });
const emailParam = (w: FuzzWorld): FuzzSpec => ({ params: { email: f.inUrl(f.email(w.emails)) } });
const bikeFields = (w: FuzzWorld): Record<string, FuzzField> => ({
  id: f.id([w.categoryId]),
  name: f.text(120),
  picture: f.picture,
  location: f.text(120),
  country: f.text(60),
  city: f.text(60),
  placeId: f.anyId({ optional: true }),
  model: f.text(60),
  engineCc: f.whole(50, 3000),
  monthsUsed: f.whole(0, 600, { optional: true }),
  year: f.whole(1900, THIS_YEAR, { optional: true }),
  mileageKm: f.whole(0, 2_000_000, { optional: true }),
  resalePrice: f.price(),
  originalPrice: f.price(),
  sellerName: f.text(100, { required: false }),
  phone: f.phone,
  email: f.email([w.seller.email]),
  description: f.text(4000, { multiline: true }),
  condition: f.oneOf(BIKE_CONDITIONS),
  photos: f.bikePhotos,
});
/** A CSV import's row: the Add product fields without the photo list (a CSV has one picture). */
const importedBikeFields = (w: FuzzWorld): Record<string, FuzzField> => {
  const { photos: _photos, ...fields } = bikeFields(w);
  return fields;
};
/** Browse's filters (GET /api/bikes, and /api/bikes/count that counts by them). */
const browseFilterQuery: Record<string, FuzzField> = {
  id: f.inUrl(f.anyId({ optional: true })),
  seller: f.inUrl(f.anyId({ optional: true })),
  country: f.inUrl(f.text(60, { required: false })),
  city: f.inUrl(f.text(60, { required: false })),
  model: f.inUrl(f.text(60, { required: false })),
  minCc: f.inUrl(f.whole(0, 10_000, { optional: true })),
  maxCc: f.inUrl(f.whole(0, 10_000, { optional: true })),
  maxPrice: f.inUrl(f.price({ optional: true })),
  maxMonths: f.inUrl(f.whole(0, 600, { optional: true })),
  minRating: f.inUrl(f.whole(1, 5, { optional: true })),
  minYear: f.inUrl(f.whole(1900, THIS_YEAR, { optional: true })),
  maxYear: f.inUrl(f.whole(1900, THIS_YEAR, { optional: true })),
  maxKm: f.inUrl(f.whole(0, 2_000_000, { optional: true })),
  minPrice: f.inUrl(f.price({ optional: true })),
  q: f.inUrl(f.text(100, { required: false })),
  near: f.inUrl(f.anyId({ optional: true })),
  lat: f.inUrl(f.coordinate(90, { optional: true })),
  lng: f.inUrl(f.coordinate(180, { optional: true })),
  radius: f.inUrl(f.wholeOf(RADII_KM, { optional: true })),
};
const TEST_CARDS = ["4242424242424242", "4000 0000 0000 0002", "4000-0000-0000-9995", "4000000000000069", "4000000000000127"];
/** Bytes that start like a picture, or do not. */
const photoBytes = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  fc.uint8Array({ maxLength: 64 }).map((rest) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, ...rest])),
  fc.uint8Array({ maxLength: 64 }).map((rest) => new Uint8Array([0xff, 0xd8, 0xff, ...rest])),
);

/** The kinds of mail a person may switch off, as PUT /api/email/preferences takes them; payments never. */
const mailKindsOff: FuzzField = {
  valid: fc.subarray(MAIL_KINDS.filter((kind) => !LOCKED_MAIL_KINDS.has(kind))),
  invalid: fc.constantFrom<unknown>(null, "reviews", 7, {}, ["payments"], ["reviews", "reviews"], ["nope"], [1], ["REVIEWS"]),
};

/** A mail of the buyer's that the server gave up on, for the admins' retry. */
async function undeliveredMail(userId: number): Promise<string> {
  const row = await db()
    .insertInto("mail_outbox")
    .values({ user_id: userId, kind: "reviews", subject: "Matrix", body: "Matrix", link: "/dashboard", conversation_id: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db()
    .updateTable("mail_outbox")
    .set({ failed_at: new Date(), last_error: "451 Try again later" })
    .where("id", "=", row.id)
    .execute();
  return row.id;
}

export const ROUTES: Record<string, RouteRow> = {
  "GET /api/email/preferences": { request: () => ({ path: "/api/email/preferences" }), expect: signedIn(200), roundTrips: 1, fuzz: none },
  "PUT /api/email/preferences": {
    request: () => ({ path: "/api/email/preferences", body: { off: ["reviews"] } }),
    expect: signedIn(200),
    roundTrips: 2,
    fuzz: () => ({ body: f.record({ off: mailKindsOff }) }),
  },
  // No sign-in: the signed token says whose mail of which kind.
  "POST /api/email/unsubscribe": {
    request: async (w) => ({
      path: `/api/email/unsubscribe?token=${await unsubscribeToken(env.MAIL_TOKEN_SECRET!, w.buyer.id, "saved_bikes")}`,
    }),
    expect: everyone(200),
    roundTrips: 1,
    fuzz: () => ({ query: { token: f.inUrl(f.text(2000)) } }),
  },
  "GET /api/email/undelivered": { request: () => ({ path: "/api/email/undelivered" }), expect: adminOnly, roundTrips: 2, fuzz: none },
  "POST /api/email/undelivered/:id/retry": {
    request: async (w) => ({ path: `/api/email/undelivered/${await undeliveredMail(w.buyer.id)}/retry` }),
    expect: adminOnly,
    roundTrips: 2,
    fuzz: () => ({ params: { id: f.inUrl(f.id()) } }),
  },
  "GET /api/health": { request: () => ({ path: "/api/health" }), expect: everyone(200), roundTrips: 1, fuzz: none },
  "PUT /api/users": {
    request: (_w, caller) => ({ path: "/api/users", body: { name: "Same Person", email: emailOf(caller), role: "buyer" } }),
    expect: { anonymous: 401, buyer: 200, seller: 200, otherSeller: 200, admin: 200 },
    roundTrips: 1,
    fuzz: (w) => ({
      body: { name: f.text(100), email: f.email(w.emails), role: f.oneOf(["buyer", "seller", "admin"], { optional: true }) },
    }),
  },
  "GET /api/users/admin/:email": {
    request: (w) => ({ path: `/api/users/admin/${w.seller.email}` }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 200 },
    roundTrips: 2,
    fuzz: emailParam,
  },
  "GET /api/users/seller/:email": {
    request: (w) => ({ path: `/api/users/seller/${w.seller.email}` }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 200 },
    roundTrips: 2,
    fuzz: emailParam,
  },
  "GET /api/users/buyer/:email": {
    request: (w) => ({ path: `/api/users/buyer/${w.buyer.email}` }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 403, admin: 200 },
    roundTrips: 2,
    fuzz: emailParam,
  },
  "GET /api/users/buyer": { request: () => ({ path: "/api/users/buyer?q=buyer" }), expect: adminOnly, roundTrips: 2, fuzz: adminSearch },
  "GET /api/users/seller": { request: () => ({ path: "/api/users/seller?q=seller" }), expect: adminOnly, roundTrips: 2, fuzz: adminSearch },
  // Sign-in accounts with no profile yet (#33): the admin's list.
  "GET /api/users/unfinished": { request: () => ({ path: "/api/users/unfinished" }), expect: adminOnly, roundTrips: 2, fuzz: page },
  "PUT /api/users/seller/:id": {
    request: async () => ({ path: `/api/users/seller/${(await createUser("seller")).id}` }),
    expect: adminOnly,
    roundTrips: 5,
    fuzz: (w) => ({ params: { id: f.inUrl(f.id(w.disposableUserIds)) } }),
  },
  "DELETE /api/users/:id": {
    request: async () => ({ path: `/api/users/${(await createUser("buyer")).id}` }),
    expect: adminOnly,
    roundTrips: 6,
    fuzz: (w) => ({ params: { id: f.inUrl(f.id(w.disposableUserIds)) } }),
  },
  "POST /api/bulk/bikes": {
    request: (w, caller) => ({ path: "/api/bulk/bikes", body: { bikes: [newBikeBody(caller ?? w.seller, w.categoryId)] } }),
    expect: { anonymous: 401, buyer: 403, seller: 201, otherSeller: 201, admin: 403 },
    roundTrips: 12,
    fuzz: (w) => ({ body: f.list("bikes", (path) => f.record(importedBikeFields(w), path), { max: 1000 }) }),
  },
  "PUT /api/bulk/bikes/ads": {
    request: async (w) => ({ path: "/api/bulk/bikes/ads", body: { ids: [await createBike(w.seller.id)] } }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 403 },
    roundTrips: 5,
    fuzz: (w) => ({ body: idList(w.bikeIds) }),
  },
  // Renewing listings (#38): My products' Renew (one) and the multi-select's (many).
  "PUT /api/bulk/bikes/renew": {
    request: async (w) => ({ path: "/api/bulk/bikes/renew", body: { ids: [await createBike(w.seller.id)] } }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 403 },
    roundTrips: 6,
    fuzz: (w) => ({ body: idList(w.bikeIds) }),
  },
  "DELETE /api/bulk/bikes": {
    request: async (w) => ({ path: "/api/bulk/bikes", body: { ids: [await createBike(w.seller.id)] } }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 403 },
    roundTrips: 6,
    fuzz: (w) => ({ body: idList(w.bikeIds) }),
  },
  "PUT /api/bulk/users/verify": {
    request: async () => ({ path: "/api/bulk/users/verify", body: { ids: [(await createUser("seller")).id] } }),
    expect: adminOnly,
    roundTrips: 5,
    fuzz: (w) => ({ body: idList(w.disposableUserIds) }),
  },
  "DELETE /api/bulk/users": {
    request: async () => ({ path: "/api/bulk/users", body: { ids: [(await createUser("buyer")).id] } }),
    expect: adminOnly,
    roundTrips: 6,
    fuzz: (w) => ({ body: idList(w.disposableUserIds) }),
  },
  "GET /api/activity": {
    request: () => ({ path: "/api/activity" }),
    // Buyers too: sellers' replies to their questions (routes/conversations.ts).
    expect: { anonymous: 401, buyer: 200, seller: 200, otherSeller: 200, admin: 200 },
    roundTrips: 2,
    fuzz: () => ({ query: { since: f.inUrl(f.isoDateTime) } }),
  },
  "GET /api/sellers/:id": {
    request: (w) => ({ path: `/api/sellers/${w.seller.id}` }),
    expect: everyone(200),
    roundTrips: 1,
    fuzz: (w) => ({ params: { id: f.inUrl(f.id([w.seller.id])) } }),
  },
  "GET /api/sellers/:id/reviews": {
    request: (w) => ({ path: `/api/sellers/${w.seller.id}/reviews` }),
    expect: everyone(200),
    roundTrips: 1,
    fuzz: (w) => ({ params: { id: f.inUrl(f.id([w.seller.id])) }, query: f.pageQuery }),
  },
  // Each caller reviews a booking of their own paid just now: the buyer and the seller of it may.
  "POST /api/reviews": {
    request: async (w) => ({
      path: "/api/reviews",
      body: { bookingId: await paidBooking(w.buyer, w.seller), stars: 5, text: "As described." },
    }),
    expect: { anonymous: 401, buyer: 201, seller: 201, otherSeller: 404, admin: 404 },
    roundTrips: 3,
    fuzz: (w) => ({ body: f.record({ bookingId: f.id(w.bookingIds), stars: f.whole(1, 5), text: f.text(1000) }) }),
  },
  // The seller answers a public review a buyer wrote of them just now; anyone else finds no such review.
  "POST /api/reviews/:id/answer": {
    request: async (w) => ({ path: `/api/reviews/${await publicReview(w.buyer, w.seller)}/answer`, body: { text: "Thank you." } }),
    expect: { anonymous: 401, buyer: 404, seller: 200, otherSeller: 404, admin: 404 },
    roundTrips: 3,
    fuzz: () => ({ params: { id: f.inUrl(f.anyId()) }, body: f.record({ text: f.text(1000) }) }),
  },
  // Anyone signed in but its author reports a public review of the seller (the buyer wrote it just now).
  "POST /api/reviews/:id/report": {
    request: async (w) => ({
      path: `/api/reviews/${await publicReview(w.buyer, w.seller)}/report`,
      body: { reason: "Not about the bike." },
    }),
    expect: { anonymous: 401, buyer: 403, seller: 201, otherSeller: 201, admin: 201 },
    roundTrips: 3,
    fuzz: () => ({ params: { id: f.inUrl(f.anyId()) }, body: f.record({ reason: f.text(1000, { multiline: true }) }) }),
  },
  "GET /api/categories": { request: () => ({ path: "/api/categories" }), expect: everyone(200), roundTrips: 1, fuzz: none },
  // The gazetteer's cities as a seller types one (routes/places.ts).
  "GET /api/places": {
    request: () => ({ path: "/api/places?country=Bangladesh&q=dhak" }),
    expect: everyone(200),
    roundTrips: 1,
    fuzz: () => ({ query: { country: f.inUrl(f.text(60, { required: false })), q: f.inUrl(f.text(60)) } }),
  },
  // One place, to name a search's "near" (Dhaka).
  "GET /api/places/:id{[0-9]+}": {
    request: () => ({ path: "/api/places/1185241" }),
    expect: everyone(200),
    roundTrips: 1,
    fuzz: () => ({ params: { id: f.inUrl(f.anyId()) } }),
  },
  "GET /api/categories/:id": {
    request: (w) => ({ path: `/api/categories/${w.categoryId}` }),
    expect: everyone(200),
    roundTrips: 1,
    fuzz: () => ({ params: { id: f.inUrl(f.anyId()) } }),
  },
  "GET /api/bikes": {
    request: (w) => ({ path: `/api/bikes?id=${w.categoryId}` }),
    expect: everyone(200),
    roundTrips: 1,
    fuzz: () => ({
      query: {
        ...browseFilterQuery,
        sort: f.inUrl(f.oneOf(BIKE_SORTS, { optional: true })),
        ...f.pageQuery,
      },
    }),
  },
  "GET /api/bikes/filters": {
    request: (w) => ({ path: `/api/bikes/filters?id=${w.categoryId}&country=Bangladesh` }),
    expect: everyone(200),
    roundTrips: 1,
    fuzz: () => ({ query: { id: f.inUrl(f.anyId({ optional: true })), country: f.inUrl(f.text(60, { required: false })) } }),
  },
  "GET /api/bikes/count": {
    request: (w) => ({ path: `/api/bikes/count?id=${w.categoryId}&maxMonths=12` }),
    expect: everyone(200),
    roundTrips: 1,
    fuzz: () => ({ query: browseFilterQuery }),
  },
  // The search box's suggestions and the results page's category counts (routes/search.ts).
  "GET /api/search/suggestions": {
    request: () => ({ path: "/api/search/suggestions?q=yamha" }),
    expect: everyone(200),
    roundTrips: 2,
    fuzz: () => ({ query: { q: f.inUrl(f.text(100)) } }),
  },
  "GET /api/search/fallback": {
    request: () => ({ path: "/api/search/fallback?q=yamha%20zz9" }),
    expect: everyone(200),
    roundTrips: 3,
    fuzz: () => ({ query: { q: f.inUrl(f.text(100)) } }),
  },
  "GET /api/search/facets": {
    request: () => ({ path: "/api/search/facets?q=honda&maxMonths=24" }),
    expect: everyone(200),
    roundTrips: 2,
    fuzz: () => {
      const { id: _category, ...across } = browseFilterQuery;
      return { query: across };
    },
  },
  "GET /api/bikes/:id{[0-9]+}": {
    request: (w) => ({ path: `/api/bikes/${w.bikeId}` }),
    expect: everyone(200),
    roundTrips: 1,
    fuzz: () => ({ params: { id: f.inUrl(f.anyId()) } }),
  },
  // A bike page's similar bikes for sale (#38): the bike and the candidates, then their rows.
  "GET /api/bikes/:id{[0-9]+}/similar": {
    request: (w) => ({ path: `/api/bikes/${w.bikeId}/similar` }),
    expect: everyone(200),
    roundTrips: 2,
    fuzz: () => ({ params: { id: f.inUrl(f.anyId()) } }),
  },
  // A bike page was seen: queued for the seller's figures, anyone may say so (routes/bikes.ts).
  "POST /api/bikes/:id{[0-9]+}/views": {
    request: (w) => ({ path: `/api/bikes/${w.bikeId}/views` }),
    expect: everyone(202),
    roundTrips: 0,
    fuzz: (w) => ({ params: { id: f.inUrl(f.id(w.bikeIds)) } }),
  },
  // What a seller's ads did in the last 30 days (routes/listing-figures.ts).
  "GET /api/listing-figures": {
    request: () => ({ path: "/api/listing-figures" }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 200, admin: 403 },
    roundTrips: 3,
    fuzz: none,
  },
  "GET /api/listing-figures/:id": {
    request: (w) => ({ path: `/api/listing-figures/${w.bikeId}` }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 403 },
    roundTrips: 3,
    fuzz: (w) => ({ params: { id: f.inUrl(f.id(w.bikeIds)) } }),
  },
  // Any signed-in person may ask for a bike's phone number (each is the seller's lead once).
  "POST /api/bikes/:id{[0-9]+}/phone": {
    request: (w) => ({ path: `/api/bikes/${w.bikeId}/phone` }),
    expect: signedIn(200),
    roundTrips: 2,
    fuzz: (w) => ({ params: { id: f.inUrl(f.id(w.bikeIds)) } }),
  },
  "GET /api/bikes/my/:id": {
    request: (w) => ({ path: `/api/bikes/my/${w.bikeId}` }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 403 },
    roundTrips: 2,
    fuzz: (w) => ({ params: { id: f.inUrl(f.id(w.bikeIds)) } }),
  },
  "GET /api/bikes/my": {
    request: (w) => ({ path: `/api/bikes/my?email=${w.seller.email}` }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 403 },
    roundTrips: 2,
    fuzz: (w) => ({ query: { email: f.inUrl(f.email(w.emails)), ...f.pageQuery } }),
  },
  "POST /api/bikes": {
    request: (w, caller) => ({ path: "/api/bikes", body: newBikeBody(caller ?? w.seller, w.categoryId) }),
    expect: { anonymous: 401, buyer: 403, seller: 201, otherSeller: 201, admin: 403 },
    roundTrips: 12,
    fuzz: (w) => ({ body: bikeFields(w) }),
  },
  "DELETE /api/bikes/my/:id": {
    request: async (w) => ({ path: `/api/bikes/my/${await createBike(w.seller.id)}` }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 403 },
    roundTrips: 6,
    fuzz: (w) => ({ params: { id: f.inUrl(f.id(w.bikeIds)) } }),
  },
  "PUT /api/bikes/ads/:id": {
    request: async (w) => ({ path: `/api/bikes/ads/${await createBike(w.seller.id)}` }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 403 },
    roundTrips: 5,
    fuzz: (w) => ({ params: { id: f.inUrl(f.id(w.bikeIds)) } }),
  },
  "PUT /api/bikes/my/:id": {
    request: async (w, caller) => ({
      path: `/api/bikes/my/${await createBike(w.seller.id)}`,
      body: newBikeBody(caller ?? w.seller, w.categoryId, { resalePrice: 400 }),
    }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 403 },
    roundTrips: 17,
    fuzz: (w) => ({ params: { id: f.inUrl(f.id(w.bikeIds)) }, body: bikeFields(w) }),
  },
  "PUT /api/bikes/my/:id/status": {
    request: async (w) => ({ path: `/api/bikes/my/${await createBike(w.seller.id)}/status`, body: { status: "withdrawn" } }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 403 },
    roundTrips: 8,
    fuzz: (w) => ({ params: { id: f.inUrl(f.id(w.bikeIds)) }, body: { status: f.oneOf(LISTING_STATUSES) } }),
  },
  "GET /api/ads": { request: () => ({ path: "/api/ads" }), expect: everyone(200), roundTrips: 1, fuzz: none },
  "POST /api/ads": {
    request: async (w) => ({ path: "/api/ads", body: { id: await createBike(w.seller.id) } }),
    expect: { anonymous: 401, buyer: 403, seller: 201, otherSeller: 403, admin: 403 },
    roundTrips: 5,
    fuzz: (w) => ({ body: { id: f.id(w.bikeIds) } }),
  },
  "POST /api/bookings": {
    request: async (w, caller) => ({
      path: "/api/bookings",
      body: { bikeId: await createBike(w.seller.id), phone: "01712345678", location: "Dhaka", email: emailOf(caller) },
    }),
    // One account buys and sells (#33): another seller books the seller's bike; nobody books their own.
    expect: { anonymous: 401, buyer: 201, seller: 403, otherSeller: 201, admin: 403 },
    roundTrips: 6,
    fuzz: (w) => ({
      body: {
        bikeId: f.id(w.bikeIds),
        userName: f.text(100, { required: false }),
        phone: f.phone,
        location: f.text(120),
        email: f.email([w.buyer.email]),
      },
    }),
  },
  "GET /api/bookings": {
    request: (w) => ({ path: `/api/bookings?email=${w.buyer.email}` }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 403, admin: 200 },
    roundTrips: 2,
    fuzz: (w) => ({ query: { email: f.inUrl(f.email(w.emails)), ...f.pageQuery } }),
  },
  // A booking's life (lib/bookings/states.ts): the seller's list, the delete confirmation's count,
  // decline (the bike's seller) and cancel (the booking's buyer), each on a fresh open booking.
  // The bikes the caller booked (#33): any buyer or seller, their own only.
  "GET /api/booked-bikes": {
    request: () => ({ path: "/api/booked-bikes" }),
    expect: { anonymous: 401, buyer: 200, seller: 200, otherSeller: 200, admin: 403 },
    roundTrips: 2,
    fuzz: none,
  },
  "GET /api/received-bookings": {
    request: () => ({ path: "/api/received-bookings" }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 200, admin: 403 },
    roundTrips: 2,
    fuzz: page,
  },
  "GET /api/received-bookings/open-count": {
    request: (w) => ({ path: `/api/received-bookings/open-count?bikeId=${w.bikeId}` }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 403 },
    roundTrips: 3,
    fuzz: (w) => ({ query: { bikeId: f.inUrl(f.id(w.bikeIds)) } }),
  },
  "POST /api/bookings/:id/decline": {
    request: async (w) => ({
      path: `/api/bookings/${await createBooking(w.buyer, await createBike(w.seller.id))}/decline`,
      body: { reason: "Promised to a friend" },
    }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 403 },
    roundTrips: 6,
    fuzz: (w) => ({ params: { id: f.inUrl(f.id(w.bookingIds)) }, body: { reason: f.text(300, { required: false }) } }),
  },
  "POST /api/bookings/:id/cancel": {
    request: async (w) => ({ path: `/api/bookings/${await createBooking(w.buyer, await createBike(w.seller.id))}/cancel`, body: {} }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 403, admin: 403 },
    roundTrips: 6,
    fuzz: (w) => ({ params: { id: f.inUrl(f.id(w.bookingIds)) }, body: { reason: f.text(300, { required: false }) } }),
  },
  "GET /api/bookings/:id": {
    request: (w) => ({ path: `/api/bookings/${w.bookingId}` }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 403, admin: 200 },
    roundTrips: 2,
    fuzz: () => ({ params: { id: f.inUrl(f.anyId()) } }),
  },
  "GET /api/bookings/:id/receipt": {
    request: async (w) => ({
      path: `/api/bookings/${(await createPaidBooking(w.buyer, w.seller.id)).bookingId}/receipt`,
    }),
    expect: { anonymous: 401, buyer: 200, seller: 200, otherSeller: 403, admin: 200 },
    roundTrips: 2,
    fuzz: () => ({ params: { id: f.inUrl(f.anyId()) } }),
  },
  "POST /api/create-payment-intent": {
    request: (w) => ({ path: "/api/create-payment-intent", body: { bookingId: w.bookingId } }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 403, admin: 403 },
    roundTrips: 3,
    fuzz: (w) => ({ body: { bookingId: f.id(w.bookingIds) } }),
  },
  "POST /api/payments/test-confirm": {
    request: (w) => ({
      path: "/api/payments/test-confirm",
      body: { bookingId: w.bookingId, cardNumber: "4000000000000002", expiry: "12/34", cvc: "123" },
    }),
    // The buyer's decline proves the call got through to the (test) card processor.
    expect: { anonymous: 401, buyer: 402, seller: 403, otherSeller: 403, admin: 403 },
    fuzz: (w) => ({
      body: {
        bookingId: f.id(w.bookingIds),
        cardNumber: {
          ...f.text(40),
          valid: fc.constantFrom(...TEST_CARDS),
          invalid: fc.constantFrom<unknown>("42", "", 4242424242424242, "4242\u00004242424242424242", null),
        },
        expiry: {
          ...f.text(20),
          valid: fc.constantFrom("12/34", "01/99", "12 / 40", "01/20"),
          invalid: fc.constantFrom<unknown>("13/40", "00/30", "1/30", "", 1230),
        },
        cvc: { ...f.text(10), valid: fc.constantFrom("123", "1234"), invalid: fc.constantFrom<unknown>("x", "12", "12345", 123, "") },
      },
    }),
  },
  "POST /api/payment": {
    // An intent that exists but has not succeeded: the buyer is told so (409), others never get that far.
    request: async (w) => {
      const started = await call("POST", "/api/create-payment-intent", { token: w.buyer.token, body: { bookingId: w.bookingId } });
      const { paymentIntentId } = (await started.json()) as { paymentIntentId: string };
      return { path: "/api/payment", body: { bookingId: w.bookingId, transactionId: paymentIntentId } };
    },
    expect: { anonymous: 401, buyer: 409, seller: 403, otherSeller: 403, admin: 403 },
    fuzz: (w) => ({
      body: {
        bookingId: f.id(w.bookingIds),
        transactionId: {
          ...f.text(255),
          valid: fc.stringMatching(/^pi_[A-Za-z0-9_]{1,40}$/),
          invalid: fc.constantFrom<unknown>("ch_123", "pi_", "pi_ab cd", "", "pi_\u0000", `pi_${"a".repeat(300)}`, 42, null),
        },
      },
    }),
  },
  "POST /api/stripe/webhook": {
    // Unsigned: nobody's role matters, the signature does.
    request: () => ({ path: "/api/stripe/webhook", body: { type: "payment_intent.succeeded" } }),
    expect: everyone(400),
    fuzz: () => ({
      raw: ["application/json", "text/plain"],
      headers: fc.option(
        fc
          .oneof(
            fc.string({ maxLength: 80 }),
            fc.integer().map((t) => `t=${t},v1=${"ab".repeat(32)}`),
          )
          .map((sig) => ({ "Stripe-Signature": sig })),
        { nil: {} },
      ),
    }),
  },
  "GET /api/payments": {
    request: () => ({ path: "/api/payments" }),
    expect: adminOnly,
    roundTrips: 2,
    fuzz: page,
  },
  "POST /api/payments/:id/refund": {
    // Each admin call refunds a payment of its own; the others are refused before anything is read.
    request: async (w, caller) => ({
      path: `/api/payments/${caller?.role === "admin" ? (await createPaidBooking(w.buyer, w.seller.id)).paymentId : 2_000_000_000}/refund`,
      body: { reason: "Matrix refund" },
    }),
    expect: adminOnly,
    roundTrips: 12,
    // Only payments that do not exist: a fuzzed refund must not touch another test's sale.
    fuzz: () => ({ params: { id: f.inUrl(f.id()) }, body: { reason: f.text(300) } }),
  },
  "GET /api/payouts/fee": { request: () => ({ path: "/api/payouts/fee" }), expect: everyone(200), roundTrips: 0, fuzz: none },
  "GET /api/payouts": {
    request: () => ({ path: "/api/payouts" }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 200, admin: 403 },
    roundTrips: 2,
    fuzz: none,
  },
  "POST /api/payouts/connect": {
    // The matrix's seller has payouts connected already (409); the other seller has not, and gets an onboarding link.
    request: () => ({ path: "/api/payouts/connect" }),
    expect: { anonymous: 401, buyer: 403, seller: 409, otherSeller: 200, admin: 403 },
    roundTrips: 5,
    fuzz: none,
  },
  "GET /api/payouts/earnings": {
    request: () => ({ path: "/api/payouts/earnings" }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 200, admin: 403 },
    roundTrips: 2,
    fuzz: page,
  },
  "GET /api/blogsLimit": { request: () => ({ path: "/api/blogsLimit" }), expect: everyone(200), roundTrips: 1, fuzz: none },
  "GET /api/blogs": { request: () => ({ path: "/api/blogs" }), expect: everyone(200), roundTrips: 1, fuzz: page },
  "GET /api/blogs/:id": {
    request: async () => {
      const response = await call("GET", "/api/blogsLimit");
      const [blog] = (await response.json()) as { _id: number }[];
      return { path: `/api/blogs/${blog!._id}` };
    },
    expect: everyone(200),
    roundTrips: 1,
    fuzz: () => ({ params: { id: f.inUrl(f.anyId()) } }),
  },
  "POST /api/reports": {
    request: async (w) => ({ path: "/api/reports", body: { bikeId: await createBike(w.seller.id), reason: "Price looks fake" } }),
    expect: { anonymous: 401, buyer: 201, seller: 403, otherSeller: 201, admin: 201 },
    roundTrips: 3,
    // New open reports would move the admin's queue under other tests: only the reported bike, or none.
    fuzz: (w) => ({ body: { bikeId: f.id([w.reportedBikeId]), reason: f.text(1000, { multiline: true }) } }),
  },
  "GET /api/reports": {
    request: () => ({ path: "/api/reports" }),
    expect: adminOnly,
    roundTrips: 2,
    fuzz: () => ({ query: { status: f.inUrl(f.oneOf(["open", "dismissed", "removed"], { optional: true })), ...adminSearch().query } }),
  },
  "PUT /api/reports/:id": {
    request: async (w) => ({
      path: `/api/reports/${await createReport(w.buyer, await createBike(w.seller.id))}`,
      body: { action: "dismiss" },
    }),
    expect: adminOnly,
    roundTrips: 5,
    fuzz: (w) => ({
      params: { id: f.inUrl(f.id(w.reportIds)) },
      body: { action: f.oneOf(["dismiss", "remove"]), reason: f.text(300, { multiline: true, required: false }) },
    }),
  },
  "GET /api/users/me": {
    request: () => ({ path: "/api/users/me" }),
    expect: { anonymous: 401, buyer: 200, seller: 200, otherSeller: 200, admin: 200 },
    roundTrips: 1,
    fuzz: none,
  },
  "GET /api/users/me/seller-setup": {
    request: () => ({ path: "/api/users/me/seller-setup" }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 200, admin: 403 },
    roundTrips: 2,
    fuzz: none,
  },
  "GET /api/users/top-sellers": { request: () => ({ path: "/api/users/top-sellers" }), expect: everyone(200), roundTrips: 1, fuzz: none },
  "POST /api/newsletter": {
    request: () => ({ path: "/api/newsletter", body: { email: MATRIX_SUBSCRIBER } }),
    // The first subscription creates (201); every later one is already there (200).
    expect: { anonymous: 201, buyer: 200, seller: 200, otherSeller: 200, admin: 200 },
    roundTrips: 1,
    fuzz: () => ({ body: { email: f.email() } }),
  },
  "POST /api/photos": {
    // Not an image: a seller gets through to the content check (400), others are stopped before.
    request: () => ({ path: "/api/photos", body: { not: "an image" } }),
    expect: { anonymous: 401, buyer: 403, seller: 400, otherSeller: 400, admin: 403 },
    fuzz: () => ({ raw: ["image/png", "image/jpeg", "application/octet-stream"] }),
  },
  "GET /api/photos/:key": {
    request: () => ({ path: "/api/photos/00000000-0000-0000-0000-000000000000.png" }),
    expect: everyone(404),
    fuzz: () => ({
      params: {
        key: {
          valid: fc.uuid().map((uuid) => `${uuid}.png`),
          invalid: fc.constantFrom("x.png", "../secret", "00000000-0000-0000-0000-000000000000.gif", "\u0000"),
          unsure: f.anyText,
        },
      },
    }),
  },
  "GET /api/openapi.json": { request: () => ({ path: "/api/openapi.json" }), expect: everyone(200), roundTrips: 0, fuzz: none },
  "GET /api/docs": { request: () => ({ path: "/api/docs" }), expect: everyone(200), roundTrips: 0, fuzz: none },
  "POST /api/contact": {
    request: () => ({ path: "/api/contact", body: { name: "Visitor", email: "visitor@example.com", message: "Hello" } }),
    expect: everyone(201),
    roundTrips: 1,
    fuzz: () => ({ body: { name: f.text(100), email: f.email(), message: f.text(4000, { multiline: true }) } }),
  },
  "GET /api/contact": {
    request: () => ({ path: "/api/contact" }),
    expect: adminOnly,
    roundTrips: 2,
    fuzz: () => ({ query: { status: f.inUrl(f.oneOf(["open", "handled"], { optional: true })), ...adminSearch().query } }),
  },
  "PUT /api/contact/:id": {
    request: async () => ({ path: `/api/contact/${await createContactMessage()}`, body: { handled: true } }),
    expect: adminOnly,
    roundTrips: 2,
    // Only the run's own messages (or none): the admin's inbox of other tests stays as it was.
    fuzz: (w) => ({
      params: { id: f.inUrl(f.id(w.contactMessageIds)) },
      body: { handled: { valid: fc.boolean(), invalid: fc.constantFrom<unknown>("true", "false", 1, 0, null, "", [], {}) } },
    }),
  },
  // "Ask the seller" (routes/conversations.ts): a buyer opens, the two participants read and write.
  "POST /api/conversations": {
    request: async (w) => ({ path: "/api/conversations", body: { bikeId: await createBike(w.seller.id), body: "Is it still available?" } }),
    // A seller asks about another seller's bike too (#33), never their own.
    expect: { anonymous: 401, buyer: 201, seller: 403, otherSeller: 201, admin: 403 },
    roundTrips: 9,
    fuzz: (w) => ({ body: { bikeId: f.id(w.bikeIds), body: f.text(2000, { multiline: true }) } }),
  },
  "GET /api/conversations": {
    request: () => ({ path: "/api/conversations" }),
    expect: { anonymous: 401, buyer: 200, seller: 200, otherSeller: 200, admin: 403 },
    roundTrips: 2,
    fuzz: page,
  },
  "GET /api/conversations/:id/messages": {
    request: async (w) => ({ path: `/api/conversations/${await createConversation(w.buyer, w.seller)}/messages` }),
    // To anyone but its two participants a conversation does not exist: 404, as for an unknown id.
    expect: { anonymous: 401, buyer: 200, seller: 200, otherSeller: 404, admin: 404 },
    roundTrips: 3,
    fuzz: (w) => ({ params: { id: f.inUrl(f.id([w.conversationId])) }, query: f.pageQuery }),
  },
  "POST /api/conversations/:id/messages": {
    request: async (w) => ({
      path: `/api/conversations/${await createConversation(w.buyer, w.seller)}/messages`,
      body: { body: "Yes, it is." },
    }),
    expect: { anonymous: 401, buyer: 201, seller: 201, otherSeller: 404, admin: 404 },
    roundTrips: 8,
    fuzz: (w) => ({ params: { id: f.inUrl(f.id([w.conversationId])) }, body: { body: f.text(2000, { multiline: true }) } }),
  },
  "GET /api/conversations/:id/live": {
    // A plain GET: a participant gets through to the upgrade check (400), others are stopped before.
    request: async (w) => ({ path: `/api/conversations/${await createConversation(w.buyer, w.seller)}/live` }),
    expect: { anonymous: 401, buyer: 400, seller: 400, otherSeller: 404, admin: 404 },
    fuzz: (w) => ({ params: { id: f.inUrl(f.id([w.conversationId])) } }),
  },
  "POST /api/conversations/:id/report": {
    request: async (w) => ({ path: `/api/conversations/${await createConversation(w.buyer, w.seller)}/report`, body: { reason: "Rude" } }),
    expect: { anonymous: 401, buyer: 201, seller: 201, otherSeller: 404, admin: 404 },
    roundTrips: 3,
    // Only the conversation both have reported (409), or none: the admin's queue of other tests stays as it was.
    fuzz: (w) => ({ params: { id: f.inUrl(f.id([w.conversationId])) }, body: { reason: f.text(1000, { multiline: true }) } }),
  },
  // Saved bikes (routes/saved-bikes.ts): any signed-in user, their own list only; not their own bike.
  // The fair-price rating (routes/price-rating.ts): sellers ask the suggested range; the admin runs the recompute.
  "GET /api/price-rating/suggestion": {
    request: (w) => ({ path: `/api/price-rating/suggestion?id=${w.categoryId}&model=FZ&engineCc=150&monthsUsed=10&condition=good` }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 200, admin: 403 },
    roundTrips: 2,
    fuzz: (w) => ({
      query: {
        id: f.inUrl(f.id([w.categoryId])),
        model: f.inUrl(f.text(60)),
        engineCc: f.inUrl(f.whole(50, 3000)),
        monthsUsed: f.inUrl(f.whole(0, 600, { optional: true })),
        condition: f.inUrl(f.oneOf(BIKE_CONDITIONS)),
      },
    }),
  },
  "POST /api/price-rating/recompute": {
    request: () => ({ path: "/api/price-rating/recompute" }),
    expect: adminOnly,
    roundTrips: 42,
    fuzz: none,
  },
  "GET /api/price-rating/status": { request: () => ({ path: "/api/price-rating/status" }), expect: adminOnly, roundTrips: 2, fuzz: none },
  "GET /api/saved-bikes": { request: () => ({ path: "/api/saved-bikes" }), expect: signedIn(200), roundTrips: 2, fuzz: page },
  "GET /api/saved-bikes/ids": { request: () => ({ path: "/api/saved-bikes/ids" }), expect: signedIn(200), roundTrips: 2, fuzz: none },
  "PUT /api/saved-bikes/:id": {
    request: async (w) => ({ path: `/api/saved-bikes/${await createBike(w.seller.id)}` }),
    expect: { anonymous: 401, buyer: 201, seller: 403, otherSeller: 201, admin: 201 },
    roundTrips: 8,
    fuzz: (w) => ({ params: { id: f.inUrl(f.id(w.bikeIds)) } }),
  },
  "DELETE /api/saved-bikes/:id": {
    request: (w) => ({ path: `/api/saved-bikes/${w.bikeId}` }),
    expect: signedIn(200),
    roundTrips: 2,
    fuzz: (w) => ({ params: { id: f.inUrl(f.id(w.bikeIds)) } }),
  },
  // Saved searches (routes/saved-searches.ts): any signed-in user, their own only (someone else's is 404).
  "GET /api/saved-searches": { request: () => ({ path: "/api/saved-searches" }), expect: signedIn(200), roundTrips: 2, fuzz: none },
  "POST /api/saved-searches": {
    request: (w) => ({ path: "/api/saved-searches", body: { name: "Matrix", filters: { id: w.categoryId, maxPrice: 2000 } } }),
    expect: signedIn(201),
    roundTrips: 8,
    fuzz: (w) => ({ body: savedSearchBody(w) }),
  },
  "PATCH /api/saved-searches/:id": {
    request: async (w) => ({ path: `/api/saved-searches/${await createSavedSearch(w.buyer.id, w.categoryId)}`, body: { paused: true } }),
    expect: { anonymous: 401, buyer: 200, seller: 404, otherSeller: 404, admin: 404 },
    roundTrips: 3,
    fuzz: () => ({
      params: { id: f.inUrl(f.anyId()) },
      body: { name: { ...f.text(60), optional: true }, alerts: f.oneOf(SEARCH_ALERTS, { optional: true }), paused: f.flag },
    }),
  },
  "DELETE /api/saved-searches/:id": {
    request: async (w) => ({ path: `/api/saved-searches/${await createSavedSearch(w.buyer.id, w.categoryId)}` }),
    expect: { anonymous: 401, buyer: 200, seller: 404, otherSeller: 404, admin: 404 },
    roundTrips: 2,
    fuzz: () => ({ params: { id: f.inUrl(f.anyId()) } }),
  },
  // Notifications (routes/notifications.ts): each user's own; someone else's is 404, as an unknown id.
  "GET /api/notifications": { request: () => ({ path: "/api/notifications" }), expect: signedIn(200), roundTrips: 3, fuzz: page },
  "GET /api/notifications/unread": {
    request: () => ({ path: "/api/notifications/unread" }),
    expect: signedIn(200),
    roundTrips: 2,
    fuzz: none,
  },
  "PUT /api/notifications/read": { request: () => ({ path: "/api/notifications/read" }), expect: signedIn(200), roundTrips: 2, fuzz: none },
  "PUT /api/notifications/:id/read": {
    // The buyer's notification: only the buyer may mark it.
    request: async (w) => {
      const row = await db()
        .insertInto("notifications")
        .values({ user_id: w.buyer.id, kind: "message", title: "Matrix", link: "/dashboard" })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { path: `/api/notifications/${row.id}/read` };
    },
    expect: { anonymous: 401, buyer: 200, seller: 404, otherSeller: 404, admin: 404 },
    roundTrips: 3,
    fuzz: () => ({ params: { id: f.inUrl(f.anyId()) } }),
  },
  // "Start selling" (#33): a buyer becomes a seller (a seller stays one); an admin cannot. Last in
  // the table: it changes its caller, the shared buyer, into a seller for whatever runs after it.
  "PUT /api/users/me/seller": {
    request: () => ({ path: "/api/users/me/seller" }),
    expect: { anonymous: 401, buyer: 200, seller: 200, otherSeller: 200, admin: 403 },
    roundTrips: 2,
    fuzz: none,
  },
};

/** Bytes for a raw body: pictures' first bytes, JSON-ish text, anything. */
export const rawBodies = fc.oneof(
  photoBytes,
  f.anyText,
  fc.jsonValue().map((v) => JSON.stringify(v)),
);

/** Every (method, path) the app answers, from Hono's own route table. */
export const appRoutes = () => [...new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))].sort();

/**
 * The Worker's routes outside /api (edge-api/src/seo/pages.ts): the public pages with their <head>
 * filled in and rendered with their data (seo/rendered-page.ts), robots.txt and the sitemaps; any other path is its not-found handler (the UI's files,
 * a 404 for a missing one, the UI for the rest). All public: nothing there reads a token or a user,
 * so every caller gets the same answer. tests/api/pages.test.ts fails when that app has a route
 * not listed here.
 */
export const PAGE_ROUTES = [
  "GET /",
  "GET /bike/:id",
  "GET /bike/:id/*",
  "GET /category/:id",
  "GET /category/:id/*",
  "GET /bikes",
  "GET /seller/:id",
  "GET /seller/:id/*",
  "GET /blog",
  "GET /blog/:id",
  "GET /blog/:id/*",
  "GET /robots.txt",
  "GET /sitemap.xml",
  "GET /sitemaps/:file",
] as const;
