import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../edge-api/src/app";
import { call } from "./support/api";
import { anyCategoryId, createBike, createBooking, createReport, createUser, newBikeBody, type TestUser } from "./support/fixtures";

type Caller = "anonymous" | "buyer" | "seller" | "otherSeller" | "admin";
const CALLERS: Caller[] = ["anonymous", "buyer", "seller", "otherSeller", "admin"];

interface World {
  buyer: TestUser;
  seller: TestUser;
  otherSeller: TestUser;
  admin: TestUser;
  categoryId: number;
  bikeId: number;
  bookingId: number;
}

interface Row {
  /** Builds the request for this caller; may arrange fresh data so each call stands alone. */
  request: (world: World, caller: TestUser | undefined) => Promise<{ path: string; body?: unknown }> | { path: string; body?: unknown };
  expect: Record<Caller, number>;
}

const everyone = (status: number): Record<Caller, number> => ({
  anonymous: status,
  buyer: status,
  seller: status,
  otherSeller: status,
  admin: status,
});
const adminOnly = { anonymous: 401, buyer: 403, seller: 403, otherSeller: 403, admin: 200 };
const emailOf = (caller: TestUser | undefined) => caller?.email ?? "nobody@test.motomart";

/**
 * Who may call what (docs/architecture.md), one row per route of the app. A route without a row fails the
 * suite, so every new route must state its rule here.
 */
const MATRIX: Record<string, Row> = {
  "GET /api/health": { request: () => ({ path: "/api/health" }), expect: everyone(200) },
  "PUT /api/users": {
    request: (_w, caller) => ({ path: "/api/users", body: { name: "Same Person", email: emailOf(caller), role: "buyer" } }),
    expect: { anonymous: 401, buyer: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  "GET /api/users/admin/:email": {
    request: (w) => ({ path: `/api/users/admin/${w.seller.email}` }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 200 },
  },
  "GET /api/users/seller/:email": {
    request: (w) => ({ path: `/api/users/seller/${w.seller.email}` }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 200 },
  },
  "GET /api/users/buyer/:email": {
    request: (w) => ({ path: `/api/users/buyer/${w.buyer.email}` }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 403, admin: 200 },
  },
  "GET /api/users/buyer": { request: () => ({ path: "/api/users/buyer" }), expect: adminOnly },
  "GET /api/users/seller": { request: () => ({ path: "/api/users/seller" }), expect: adminOnly },
  "PUT /api/users/seller/:id": {
    request: async () => ({ path: `/api/users/seller/${(await createUser("seller")).id}` }),
    expect: adminOnly,
  },
  "DELETE /api/users/:id": {
    request: async () => ({ path: `/api/users/${(await createUser("buyer")).id}` }),
    expect: adminOnly,
  },
  "POST /api/bikes/bulk": {
    request: (w, caller) => ({ path: "/api/bikes/bulk", body: { bikes: [newBikeBody(caller ?? w.seller, w.categoryId)] } }),
    expect: { anonymous: 401, buyer: 403, seller: 201, otherSeller: 201, admin: 403 },
  },
  "PUT /api/bikes/bulk/ads": {
    request: async (w) => ({ path: "/api/bikes/bulk/ads", body: { ids: [await createBike(w.seller.id)] } }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 403 },
  },
  "DELETE /api/bikes/bulk": {
    request: async (w) => ({ path: "/api/bikes/bulk", body: { ids: [await createBike(w.seller.id)] } }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 403 },
  },
  "PUT /api/users/bulk/verify": {
    request: async () => ({ path: "/api/users/bulk/verify", body: { ids: [(await createUser("seller")).id] } }),
    expect: adminOnly,
  },
  "DELETE /api/users/bulk": {
    request: async () => ({ path: "/api/users/bulk", body: { ids: [(await createUser("buyer")).id] } }),
    expect: adminOnly,
  },
  "GET /api/activity": {
    request: () => ({ path: "/api/activity" }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 200, admin: 200 },
  },
  "GET /api/categories": { request: () => ({ path: "/api/categories" }), expect: everyone(200) },
  "GET /api/categories/:id": { request: (w) => ({ path: `/api/categories/${w.categoryId}` }), expect: everyone(200) },
  "GET /api/bikes": { request: (w) => ({ path: `/api/bikes?id=${w.categoryId}` }), expect: everyone(200) },
  "GET /api/bikes/filters": { request: (w) => ({ path: `/api/bikes/filters?id=${w.categoryId}` }), expect: everyone(200) },
  "GET /api/bikes/:id{[0-9]+}": { request: (w) => ({ path: `/api/bikes/${w.bikeId}` }), expect: everyone(200) },
  "GET /api/bikes/my": {
    request: (w) => ({ path: `/api/bikes/my?email=${w.seller.email}` }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 403 },
  },
  "POST /api/bikes": {
    request: (w, caller) => ({ path: "/api/bikes", body: newBikeBody(caller ?? w.seller, w.categoryId) }),
    expect: { anonymous: 401, buyer: 403, seller: 201, otherSeller: 201, admin: 403 },
  },
  "DELETE /api/bikes/my/:id": {
    request: async (w) => ({ path: `/api/bikes/my/${await createBike(w.seller.id)}` }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 403 },
  },
  "PUT /api/bikes/ads/:id": {
    request: async (w) => ({ path: `/api/bikes/ads/${await createBike(w.seller.id)}` }),
    expect: { anonymous: 401, buyer: 403, seller: 200, otherSeller: 403, admin: 403 },
  },
  "GET /api/ads": { request: () => ({ path: "/api/ads" }), expect: everyone(200) },
  "POST /api/ads": {
    request: async (w) => ({ path: "/api/ads", body: { id: await createBike(w.seller.id) } }),
    expect: { anonymous: 401, buyer: 403, seller: 201, otherSeller: 403, admin: 403 },
  },
  "POST /api/bookings": {
    request: async (w, caller) => ({
      path: "/api/bookings",
      body: { bikeId: await createBike(w.seller.id), phone: "01712345678", location: "Dhaka", email: emailOf(caller) },
    }),
    expect: { anonymous: 401, buyer: 201, seller: 403, otherSeller: 403, admin: 403 },
  },
  "GET /api/bookings": {
    request: (w) => ({ path: `/api/bookings?email=${w.buyer.email}` }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 403, admin: 200 },
  },
  "GET /api/bookings/:id": {
    request: (w) => ({ path: `/api/bookings/${w.bookingId}` }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 403, admin: 200 },
  },
  "POST /api/create-payment-intent": {
    request: (w) => ({ path: "/api/create-payment-intent", body: { bookingId: w.bookingId } }),
    expect: { anonymous: 401, buyer: 200, seller: 403, otherSeller: 403, admin: 403 },
  },
  "POST /api/payments/test-confirm": {
    request: (w) => ({
      path: "/api/payments/test-confirm",
      body: { bookingId: w.bookingId, cardNumber: "4000000000000002", expiry: "12/34", cvc: "123" },
    }),
    // The buyer's decline proves the call got through to the (test) card processor.
    expect: { anonymous: 401, buyer: 402, seller: 403, otherSeller: 403, admin: 403 },
  },
  "POST /api/payment": {
    // An intent that exists but has not succeeded: the buyer is told so (409), others never get that far.
    request: async (w) => {
      const started = await call("POST", "/api/create-payment-intent", { token: w.buyer.token, body: { bookingId: w.bookingId } });
      const { paymentIntentId } = (await started.json()) as { paymentIntentId: string };
      return { path: "/api/payment", body: { bookingId: w.bookingId, transactionId: paymentIntentId } };
    },
    expect: { anonymous: 401, buyer: 409, seller: 403, otherSeller: 403, admin: 403 },
  },
  "POST /api/stripe/webhook": {
    // Unsigned: nobody's role matters, the signature does.
    request: () => ({ path: "/api/stripe/webhook", body: { type: "payment_intent.succeeded" } }),
    expect: everyone(400),
  },
  "GET /api/blogsLimit": { request: () => ({ path: "/api/blogsLimit" }), expect: everyone(200) },
  "GET /api/blogs": { request: () => ({ path: "/api/blogs" }), expect: everyone(200) },
  "GET /api/blogs/:id": {
    request: async () => {
      const response = await call("GET", "/api/blogsLimit");
      const [blog] = (await response.json()) as { _id: number }[];
      return { path: `/api/blogs/${blog!._id}` };
    },
    expect: everyone(200),
  },
  "POST /api/reports": {
    request: async (w) => ({ path: "/api/reports", body: { bikeId: await createBike(w.seller.id), reason: "Price looks fake" } }),
    expect: { anonymous: 401, buyer: 201, seller: 403, otherSeller: 201, admin: 201 },
  },
  "GET /api/reports": { request: () => ({ path: "/api/reports" }), expect: adminOnly },
  "PUT /api/reports/:id": {
    request: async (w) => ({
      path: `/api/reports/${await createReport(w.buyer, await createBike(w.seller.id))}`,
      body: { action: "dismiss" },
    }),
    expect: adminOnly,
  },
  "GET /api/users/me": {
    request: () => ({ path: "/api/users/me" }),
    expect: { anonymous: 401, buyer: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  "GET /api/users/top-sellers": { request: () => ({ path: "/api/users/top-sellers" }), expect: everyone(200) },
  "POST /api/newsletter": {
    request: () => ({ path: "/api/newsletter", body: { email: "matrix@example.com" } }),
    // The first subscription creates (201); every later one is already there (200).
    expect: { anonymous: 201, buyer: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  "POST /api/photos": {
    // Not an image: a seller gets through to the content check (400), others are stopped before.
    request: () => ({ path: "/api/photos", body: { not: "an image" } }),
    expect: { anonymous: 401, buyer: 403, seller: 400, otherSeller: 400, admin: 403 },
  },
  "GET /api/photos/:key": {
    request: () => ({ path: "/api/photos/00000000-0000-0000-0000-000000000000.png" }),
    expect: everyone(404),
  },
  "GET /api/openapi.json": { request: () => ({ path: "/api/openapi.json" }), expect: everyone(200) },
  "GET /api/docs": { request: () => ({ path: "/api/docs" }), expect: everyone(200) },
  "POST /api/contact": {
    request: () => ({ path: "/api/contact", body: { name: "Visitor", email: "visitor@example.com", message: "Hello" } }),
    expect: everyone(201),
  },
};

/** Every (method, path) the app answers, from Hono's own route table. */
const appRoutes = () => [...new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))].sort();

let world: World;
beforeAll(async () => {
  const [buyer, seller, otherSeller, admin] = await Promise.all([
    createUser("buyer"),
    createUser("seller", { verified: true }),
    createUser("seller"),
    createUser("admin"),
  ]);
  const categoryId = await anyCategoryId();
  const bikeId = await createBike(seller.id);
  const bookingId = await createBooking(buyer, bikeId);
  world = { buyer, seller, otherSeller, admin, categoryId, bikeId, bookingId };
});

describe("authorization matrix", () => {
  it("has a row for every route of the app, and no row for a route that does not exist", () => {
    expect(Object.keys(MATRIX).sort()).toEqual(appRoutes());
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    const method = route.split(" ")[0]!;
    it.each(CALLERS)(`${route} as %s`, async (caller) => {
      const user = caller === "anonymous" ? undefined : world[caller];
      const { path, body } = await row.request(world, user);
      const response = await call(method, path, { token: user?.token, body });
      const expected = row.expect[caller];
      expect(response.status, `${route} as ${caller}: ${await response.clone().text()}`).toBe(expected);
      if (expected >= 400) {
        const error = ((await response.json()) as { error: { code: string; message: string } }).error;
        expect(error.message.length).toBeGreaterThan(0);
      }
    });
  }
});
