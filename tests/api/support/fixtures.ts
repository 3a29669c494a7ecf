import { sql, type Kysely } from "kysely";
import { createDb } from "../../../edge-api/src/db/client";
import type { BikeStatus, Database, Role } from "../../../edge-api/src/db/database";
import type { NewBikeInput } from "../../../edge-api/src/schemas/bike";
import { createStripe } from "../../../edge-api/src/payments/stripe-client";
import { createEmulatorAccount } from "./emulator";
import { env } from "./test-env";

let database: Kysely<Database> | undefined;
/** Direct database access for arranging fixtures and checking what the API wrote. */
export const db = () => (database ??= createDb(env));

let counter = 0;
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 6)}@test.motomart`;

export interface TestUser {
  id: number;
  uid: string;
  email: string;
  name: string;
  role: Role;
  token: string;
}

/**
 * A signed-up user: a real emulator account plus its users row. `verified` is the admin's seller
 * badge; `emailVerified` (default true) whether the account followed Firebase's verification link.
 * A seller has connected payouts (so their bikes can be paid) unless `payouts` is false.
 */
export async function createUser(
  role: Role,
  options: { verified?: boolean; name?: string; emailVerified?: boolean; payouts?: boolean } = {},
): Promise<TestUser> {
  const email = uniqueEmail(role);
  const name = options.name ?? `${role[0]!.toUpperCase()}${role.slice(1)} ${counter}`;
  const account = await createEmulatorAccount(email, "secret-123", name, { emailVerified: options.emailVerified });
  const row = await db()
    .insertInto("users")
    .values({ firebase_uid: account.uid, name, email, role, verified: options.verified ?? false })
    .returning("id")
    .executeTakeFirstOrThrow();
  const user = { id: row.id, uid: account.uid, email, name, role, token: account.idToken };
  if (role === "seller" && (options.payouts ?? true)) await connectPayouts(user);
  return user;
}

/**
 * The seller connects payouts the way the Payouts page does, on the offline Stripe server: an
 * Express account, its onboarding link, the onboarding page's Complete button. The API tests have
 * no Worker for that server's webhook to reach, so the account's status is stored as the
 * account.updated webhook would store it. Answers the account id.
 */
export async function connectPayouts(user: { id: number; email: string }): Promise<string> {
  const stripe = createStripe(env);
  const account = await stripe.accounts.create({ type: "express", email: user.email });
  const link = await stripe.accountLinks.create({
    account: account.id,
    type: "account_onboarding",
    refresh_url: "https://motomart.test/dashboard/payouts?onboarding=expired",
    return_url: "https://motomart.test/dashboard/payouts?onboarding=done",
  });
  await completeOnboarding(link.url);
  await db().updateTable("users").set({ stripe_account_id: account.id, payout_status: "active" }).where("id", "=", user.id).execute();
  return account.id;
}

/** Presses Complete on the offline Stripe server's onboarding page; answers where it sends the browser. */
export async function completeOnboarding(url: string): Promise<string | null> {
  const response = await fetch(url, { method: "POST", redirect: "manual" });
  await response.body?.cancel();
  if (response.status !== 303) throw new Error(`Onboarding ${url}: ${response.status}`);
  return response.headers.get("Location");
}

export async function anyCategoryId(): Promise<number> {
  const row = await db().selectFrom("categories").select("id").orderBy("id").executeTakeFirstOrThrow();
  return row.id;
}

export interface BikeOverrides {
  categoryId?: number;
  name?: string;
  country?: string;
  city?: string;
  model?: string;
  engineCc?: number;
  monthsUsed?: number | null;
  year?: number | null;
  mileageKm?: number | null;
  priceCents?: number;
  status?: BikeStatus;
  advertised?: boolean;
  description?: string;
  mobileNumber?: string;
  /** A gazetteer place: the bike's country, city and coordinates are then the place's, and the place is listed. */
  placeId?: number;
}

export async function createBike(sellerId: number, o: BikeOverrides = {}): Promise<number> {
  const row = await db()
    .insertInto("bikes")
    .values({
      seller_id: sellerId,
      category_id: o.categoryId ?? (await anyCategoryId()),
      name: o.name ?? "Test Bike",
      picture: "/images/bikes/sport-blue.svg",
      resale_price_cents: o.priceCents ?? 45_000,
      original_price_cents: 90_000,
      seller_name: "Test Seller",
      location: "Dhaka, Bangladesh",
      country: o.country ?? "Bangladesh",
      city: o.city ?? "Dhaka",
      model: o.model ?? "TestModel",
      engine_cc: o.engineCc ?? 150,
      months_used: o.monthsUsed === undefined ? 6 : o.monthsUsed,
      registration_year: o.year === undefined ? 2019 : o.year,
      mileage_km: o.mileageKm === undefined ? 12_000 : o.mileageKm,
      condition: "good",
      description: o.description ?? "A well kept test bike.",
      mobile_number: o.mobileNumber ?? "01700000000",
      status: o.status ?? "available",
      advertised: o.advertised ?? false,
      advertised_at: o.advertised ? new Date() : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (o.placeId !== undefined) await placeBikes([row.id], o.placeId);
  return row.id;
}

/** Puts bikes at a gazetteer place, as a listing there is stored (its names and coordinates), and marks the place listed. */
async function placeBikes(bikeIds: number[], placeId: number): Promise<void> {
  await sql`UPDATE bikes SET place_id = places.id, city = places.name, latitude = places.latitude, longitude = places.longitude
    FROM places WHERE places.id = ${placeId} AND bikes.id = ANY(${bikeIds}::int[])`.execute(db());
  await db().updateTable("places").set({ listed: true }).where("id", "=", placeId).execute();
}

/** Columns of insertBikes' bikes, each a SQL expression of g (1…count); unset ones as noted. */
export interface BikeSeries {
  /** Text before " g" in each name ("Filler"). */
  name?: string;
  /** Resale price in cents ("10000 + g": newer bikes dearer, from $100.01). */
  price?: string;
  /** Original price in cents ("90000"). */
  originalPrice?: string;
  /** "150" cc. */
  cc?: string;
  /** "'Bangladesh'". */
  country?: string;
  /** "6" months used. */
  months?: string;
  model?: string;
  description?: string;
}

/**
 * `count` bikes of category `cat` in one statement, in g order ("Filler 1"…): for tests that need
 * more bikes than a browse strategy or a count reads, or a word many bikes have. Then bikes is
 * analyzed, as autovacuum does a live table after a bulk write: in the test database's first
 * seconds bikes had no statistics yet, the planner took it for a table of one row, and a band page
 * (lib/browse/keyword-bands.ts bandPageOf) read every bike computing its band keys instead of
 * bikes_keyword_band_idx — ~0.7 s a page of a keyword in an engine-size range across categories, ~25 s for
 * search.test.ts's paging, where the same statement on an analyzed table takes milliseconds.
 */
export async function insertBikes(sellerId: number, cat: number, count: number, s: BikeSeries = {}): Promise<void> {
  await sql`INSERT INTO bikes (seller_id, category_id, name, picture, resale_price_cents, original_price_cents, seller_name,
      location, country, city, model, engine_cc, months_used, condition, description, mobile_number)
    SELECT ${sellerId}, ${cat}, ${s.name ?? "Filler"} || ' ' || g, '/images/bikes/sport-blue.svg', ${sql.raw(s.price ?? "10000 + g")},
      ${sql.raw(s.originalPrice ?? "90000")}, 'Test Seller', 'Dhaka, Bangladesh', ${sql.raw(s.country ?? "'Bangladesh'")}, 'Dhaka',
      ${s.model ?? "Filler"}, ${sql.raw(s.cc ?? "150")}, ${sql.raw(s.months ?? "6")}, 'good', ${s.description ?? "A plain commuter."}, '01700000000'
    FROM generate_series(1, ${count}::int) AS g ORDER BY g`.execute(db());
  await sql`ANALYZE bikes`.execute(db());
}

export async function createCategory(name = `Category ${uniqueEmail("c")}`): Promise<number> {
  const row = await db()
    .insertInto("categories")
    .values({ name, svg_path: "M0 0h10v10H0z", width: 10, height: 10 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createBooking(buyer: TestUser, bikeId: number, paid = false): Promise<number> {
  const row = await db()
    .insertInto("bookings")
    .values({
      bike_id: bikeId,
      buyer_id: buyer.id,
      item_name: "Test Bike",
      price_cents: 45_000,
      user_name: buyer.name,
      phone: "01700000000",
      location: "Dhaka",
      email: buyer.email,
      image: "/images/bikes/test.svg",
      paid,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A booking of a new bike of `seller`, paid `daysAgo` days ago: the booking and its payment row, as the webhook writes them. */
export async function paidBooking(buyer: TestUser, seller: { id: number }, daysAgo = 1): Promise<number> {
  const booking = await createBooking(buyer, await createBike(seller.id), true);
  await db()
    .insertInto("payments")
    .values({
      booking_id: booking,
      amount_cents: 45_000,
      transaction_id: `pi_paid_${booking}`,
      email: buyer.email,
      seller_id: seller.id,
      created_at: sql<Date>`now() - make_interval(days => ${daysAgo})`,
    })
    .execute();
  return booking;
}

/** A paid booking both sides reviewed (so both reviews are public); answers the buyer's review of the seller. */
export async function publicReview(buyer: TestUser, seller: { id: number }): Promise<number> {
  const booking = await paidBooking(buyer, seller);
  for (const [side, author, subject] of [
    ["buyer", buyer, seller],
    ["seller", seller, buyer],
  ] as const) {
    await db()
      .insertInto("reviews")
      .values({ booking_id: booking, author_role: side, author_id: author.id, subject_id: subject.id, stars: 5, body: "Fine." })
      .execute();
  }
  const review = await db()
    .selectFrom("reviews")
    .select("id")
    .where("booking_id", "=", booking)
    .where("author_role", "=", "buyer")
    .executeTakeFirstOrThrow();
  return review.id;
}

export async function createReport(reporter: TestUser, bikeId: number): Promise<number> {
  const row = await db()
    .insertInto("reports")
    .values({ bike_id: bikeId, bike_name: "Test Bike", reporter_id: reporter.id, reason: "Looks like a scam" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A contact-form message as the form stores it; `handled` marks it handled already. */
export async function createContactMessage(options: { name?: string; message?: string; handled?: boolean } = {}): Promise<number> {
  const row = await db()
    .insertInto("contact_messages")
    .values({
      name: options.name ?? "Visitor",
      email: uniqueEmail("visitor"),
      message: options.message ?? "Do you ship to Khulna?",
      handled_at: options.handled ? new Date() : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A valid Add product body for this seller (typed by the API's own schema), with `overrides` on top. */
export const newBikeBody = (seller: TestUser, categoryId: number, overrides: Record<string, unknown> = {}) => ({
  ...validNewBike(seller, categoryId),
  ...overrides,
});

const validNewBike = (seller: TestUser, categoryId: number): NewBikeInput => ({
  id: categoryId,
  name: "Yamaha FZ V3",
  picture: "/images/bikes/fz.svg",
  location: "Chittagong, Bangladesh",
  country: "Bangladesh",
  city: "Chittagong",
  model: "FZ",
  engineCc: 150,
  monthsUsed: 10,
  year: 2019,
  mileageKm: 8400,
  resalePrice: "1650.50",
  originalPrice: 2400,
  sellerName: "",
  phone: "01711111111",
  email: seller.email,
  description: "Single owner, serviced every 3000 km.",
  condition: "excellent",
});

/**
 * A conversation the buyer started with the seller about a bike (a new bike of the seller's unless
 * given), with its first message, as POST /api/conversations stores it. Answers its id.
 */
export async function createConversation(
  buyer: { id: number },
  seller: { id: number },
  options: { bikeId?: number; body?: string } = {},
): Promise<number> {
  const bikeId = options.bikeId ?? (await createBike(seller.id));
  return db()
    .transaction()
    .execute(async (trx) => {
      const { id } = await trx
        .insertInto("conversations")
        .values({ bike_id: bikeId, bike_name: "Test Bike", buyer_id: buyer.id, seller_id: seller.id })
        .returning("id")
        .executeTakeFirstOrThrow();
      const message = await trx
        .insertInto("messages")
        .values({ conversation_id: id, sender: "buyer", body: options.body ?? "Is it still available?" })
        .returning(["id", "created_at"])
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("conversations")
        .set({ last_message_id: message.id, last_message_at: message.created_at, seller_unread: 1 })
        .where("id", "=", id)
        .execute();
      return id;
    });
}

/** An open report of a conversation by one of its participants, as POST /api/conversations/:id/report stores it. */
export async function createConversationReport(reporter: { id: number }, conversationId: number): Promise<number> {
  const row = await db()
    .insertInto("reports")
    .values({ bike_id: null, bike_name: "Test Bike", conversation_id: conversationId, reporter_id: reporter.id, reason: "Rude messages" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
