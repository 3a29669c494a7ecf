/**
 * Test data made through the same doors the product uses — the Auth emulator's REST API (what the
 * firebase SDK calls) and the MotoMart API with the resulting ID token — so a test can set up the
 * users and bikes it needs without depending on another test.
 */
import { expect, type APIRequestContext } from "@playwright/test";
import type { NewBikeInput } from "../../../edge-api/src/schemas/bike";
import { newAccount, type Account } from "./auth";
import { visitorAddress } from "./visitor-address";

const emulatorHost = () => {
  const host = process.env.TEST_AUTH_EMULATOR_HOST;
  if (!host) throw new Error("TEST_AUTH_EMULATOR_HOST is not set: run the browser tests through `npm test`.");
  return host;
};

/**
 * `owner: true` calls as the project's admin (the emulator's stand-in for service account credentials).
 * On a busy machine the emulator now and then drops a connection (ECONNRESET): Playwright retries those.
 */
async function identityToolkit<T>(request: APIRequestContext, path: string, body: unknown, owner = false): Promise<T> {
  const response = await request.post(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`, {
    data: body,
    headers: owner ? { Authorization: "Bearer owner" } : {},
    maxRetries: 2,
  });
  expect(response.ok(), `Auth emulator ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The newest email-verification link the Auth emulator "sent" to this address: it keeps every
 * out-of-band link and lists them at /emulator/v1/projects/<project>/oobCodes (README, Email
 * verification). Opening the link marks the address verified.
 */
export async function emailVerificationLink(request: APIRequestContext, email: string): Promise<string> {
  const project = process.env.TEST_FIREBASE_PROJECT_ID;
  if (!project) throw new Error("TEST_FIREBASE_PROJECT_ID is not set: run the browser tests through `npm test`.");
  const response = await request.get(`http://${emulatorHost()}/emulator/v1/projects/${project}/oobCodes`);
  expect(response.ok(), `Auth emulator oobCodes: ${response.status()}`).toBe(true);
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  const link = oobCodes.filter((code) => code.email === email && code.requestType === "VERIFY_EMAIL").at(-1)?.oobLink;
  expect(link, `no verification link was sent to ${email}`).toBeTruthy();
  return link!;
}

/** An ID token for an existing account (as the SDK gets it after signing in). */
export async function idToken(request: APIRequestContext, account: Pick<Account, "email" | "password">): Promise<string> {
  const { idToken: token } = await identityToolkit<{ idToken: string }>(request, "accounts:signInWithPassword", {
    email: account.email,
    password: account.password,
    returnSecureToken: true,
  });
  return token;
}

export interface ApiUser extends Account {
  id: number;
  token: string;
}

/**
 * Creates an account and its user record (what sign-up does), as a buyer or a seller — with its
 * email address verified (sellers need that to list) unless `emailVerified` is false, and a
 * seller with payouts connected (buyers can pay only such a seller) unless `payouts` is false.
 */
export async function createUserViaApi(
  request: APIRequestContext,
  role: "buyer" | "seller",
  prefix: string = role,
  options: { emailVerified?: boolean; payouts?: boolean } = {},
): Promise<ApiUser> {
  const account = newAccount(prefix);
  const { localId } = await identityToolkit<{ localId: string }>(request, "accounts:signUp", {
    ...account,
    displayName: account.name,
    returnSecureToken: true,
  });
  if (options.emailVerified ?? true) await identityToolkit(request, "accounts:update", { localId, emailVerified: true }, true);
  const token = await idToken(request, account);
  const saved = await request.put("/api/users", {
    data: { name: account.name, email: account.email, role },
    headers: { ...auth(token), "CF-Connecting-IP": visitorAddress() },
  });
  expect(saved.ok(), `PUT /api/users: ${saved.status()} ${await saved.text()}`).toBe(true);
  const body = (await saved.json()) as { user?: { _id: number }; _id?: number };
  const id = body.user?._id ?? body._id;
  expect(typeof id, `PUT /api/users answer: ${JSON.stringify(body)}`).toBe("number");
  const user = { ...account, id: id as number, token };
  if (role === "seller" && (options.payouts ?? true)) await connectPayoutsViaApi(request, user);
  return user;
}

/**
 * The seller connects payouts as the Payouts page does: POST /api/payouts/connect, then Complete on
 * the offline Stripe server's onboarding page, which sends the signed account.updated webhook to
 * the Worker before it redirects back.
 */
async function connectPayoutsViaApi(request: APIRequestContext, seller: ApiUser): Promise<void> {
  const connect = await request.post("/api/payouts/connect", { headers: auth(seller.token) });
  expect(connect.ok(), `POST /api/payouts/connect: ${connect.status()} ${await connect.text()}`).toBe(true);
  const { url } = (await connect.json()) as { url: string };
  const completed = await request.post(url, { maxRedirects: 0 });
  expect(completed.status(), `onboarding ${url}`).toBe(303);
  const status = await request.get("/api/payouts", { headers: auth(seller.token) });
  expect(((await status.json()) as { status: string }).status).toBe("active");
}

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface Bike {
  _id: number;
  name: string;
  picture: string;
  location: string;
  country: string;
  city: string;
  model: string;
  engineCc: number;
  monthsUsed: number | null;
  year: number | null;
  mileageKm: number | null;
  resalePrice: number;
  sellerName: string;
}

/**
 * The first `limit` available bikes of a category as the public browse API lists them (newest
 * first unless `query.sort` says otherwise). Other suites share the database and may have added
 * thousands of bikes, so tests ask for a bounded page, never for "all".
 */
export async function firstBikes(
  request: APIRequestContext,
  categoryId: number,
  query: Record<string, string> = {},
  limit = 100,
): Promise<Bike[]> {
  const response = await request.get("/api/bikes", { params: { id: String(categoryId), ...query, limit: String(limit) } });
  expect(response.ok(), `GET /api/bikes: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { items: Bike[] }).items;
}

/** The demo catalogue's last category (the one with the fewest demo bikes), where a spec lists its own bikes. */
export async function lastCategory(request: APIRequestContext): Promise<{ _id: number; categoryName: string }> {
  const categories = (await (await request.get("/api/categories")).json()) as { _id: number; categoryName: string }[];
  return categories.at(-1)!;
}

/** Whether a bike is still listed (GET /api/bikes/:id answers). */
export async function bikeExists(request: APIRequestContext, id: number): Promise<boolean> {
  return (await request.get(`/api/bikes/${id}`)).ok();
}

/**
 * Posts bikes for a seller in one call (the bulk import the desktop app and CSV import use): one
 * bike per name, with `overrides` (price, place, …) on top of plain defaults.
 */
export async function postBikesViaApi(
  request: APIRequestContext,
  seller: ApiUser,
  categoryId: number,
  names: string[],
  overrides: Partial<NewBikeInput> | ((index: number) => Partial<NewBikeInput>) = {},
): Promise<number[]> {
  const overridesOf = typeof overrides === "function" ? overrides : () => overrides;
  const bikes = names.map((name, index): NewBikeInput => ({
    id: categoryId,
    name,
    picture: "/images/bikes/sport-red.svg",
    location: "Dhaka, Bangladesh",
    country: "Bangladesh",
    city: "Dhaka",
    model: name,
    engineCc: 150 + index,
    monthsUsed: 6,
    year: 2019,
    mileageKm: 12_000 + index,
    resalePrice: 1500 + index,
    originalPrice: 2500,
    sellerName: seller.name,
    phone: "01700000000",
    email: seller.email,
    description: `${name}: a well kept test bike, serviced on time.`,
    condition: "good",
    ...overridesOf(index),
  }));
  const response = await request.post("/api/bulk/bikes", { data: { bikes }, headers: auth(seller.token) });
  expect(response.ok(), `POST /api/bulk/bikes: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { insertedIds: number[] }).insertedIds;
}

/** Deletes a seller's own bikes (the seller's bulk delete). */
/** Deletes every bike a seller lists (a test's clean-up, so other tests see the categories as seeded). */
export async function deleteAllBikesViaApi(request: APIRequestContext, seller: ApiUser): Promise<void> {
  const mine = await request.get("/api/bikes/my", { params: { email: seller.email }, headers: auth(seller.token) });
  const ids = ((await mine.json()) as { items: { _id: number }[] }).items.map((bike) => bike._id);
  await deleteBikesViaApi(request, seller, ids);
}

export async function deleteBikesViaApi(request: APIRequestContext, seller: ApiUser, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const response = await request.delete("/api/bulk/bikes", { data: { ids }, headers: auth(seller.token) });
  expect(response.ok(), `DELETE /api/bulk/bikes: ${response.status()} ${await response.text()}`).toBe(true);
}

/** Books a bike for a buyer through the API (the booking dialog's call); answers the booking id. */
export async function bookViaApi(request: APIRequestContext, buyer: ApiUser, bikeId: number): Promise<number> {
  const response = await request.post("/api/bookings", {
    data: { bikeId, phone: "01711223344", location: "Uttara, Dhaka", email: buyer.email },
    headers: auth(buyer.token),
  });
  expect(response.ok(), `POST /api/bookings: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { insertedId: number }).insertedId;
}

/** Pays as the payment page does in offline test mode: intent, the 4242… card, record. */
export async function payViaApi(request: APIRequestContext, buyer: ApiUser, bookingId: number) {
  const headers = auth(buyer.token);
  const intent = await request.post("/api/create-payment-intent", { data: { bookingId }, headers });
  expect(intent.ok(), `POST /api/create-payment-intent: ${await intent.text()}`).toBe(true);
  const confirmed = await request.post("/api/payments/test-confirm", {
    data: { bookingId, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" },
    headers,
  });
  const { transactionId } = (await confirmed.json()) as { transactionId: string };
  const recorded = await request.post("/api/payment", { data: { bookingId, transactionId }, headers });
  // 200 when the test card's confirmation recorded it already.
  expect([200, 201], `POST /api/payment: ${await recorded.text()}`).toContain(recorded.status());
}

/** A new seller with one bike of the first category, and a new buyer: a conversation's two sides. */
export async function sellerBikeAndBuyer(
  request: APIRequestContext,
  names: { seller: string; buyer: string; bike: string },
): Promise<{ seller: ApiUser; buyer: ApiUser; bikeId: number; bikeName: string }> {
  const categoryId = ((await (await request.get("/api/categories")).json()) as { _id: number }[])[0]!._id;
  const [seller, buyer] = await Promise.all([
    createUserViaApi(request, "seller", names.seller),
    createUserViaApi(request, "buyer", names.buyer),
  ]);
  const bikeName = `${names.bike} ${Date.now().toString(36)}`;
  const [bikeId] = (await postBikesViaApi(request, seller, categoryId, [bikeName])) as [number];
  return { seller, buyer, bikeId, bikeName };
}
