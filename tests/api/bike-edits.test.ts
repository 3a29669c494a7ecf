import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createStripe } from "../../edge-api/src/payments/stripe-client";
import { call, json } from "./support/api";
import { createBike, createBooking, createCategory, createUser, db, newBikeBody, type TestUser } from "./support/fixtures";
import { env } from "./support/test-env";

/**
 * Editing a listing (PUT /api/bikes/my/:id), its price history (bike_price_changes, written by a
 * trigger in the UPDATE's own transaction) and taking it off the market (PUT /api/bikes/my/:id/status):
 * withdrawn or sold elsewhere, it leaves browse and ads, cannot be booked or paid, and stays in My products.
 */
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let categoryId: number;
let otherCategoryId: number;

beforeAll(async () => {
  [seller, otherSeller, buyer] = await Promise.all([createUser("seller", { verified: true }), createUser("seller"), createUser("buyer")]);
  [categoryId, otherCategoryId] = await Promise.all([createCategory(), createCategory()]);
});

const edit = (who: TestUser | undefined, bikeId: number, body: unknown) =>
  call("PUT", `/api/bikes/my/${bikeId}`, { token: who?.token, body });
const setStatus = (who: TestUser | undefined, bikeId: number, status: unknown) =>
  call("PUT", `/api/bikes/my/${bikeId}/status`, { token: who?.token, body: { status } });
const bikeRow = (bikeId: number) => db().selectFrom("bikes").selectAll().where("id", "=", bikeId).executeTakeFirstOrThrow();
const priceChanges = (bikeId: number) =>
  db()
    .selectFrom("bike_price_changes")
    .select(["old_price_cents", "new_price_cents"])
    .where("bike_id", "=", bikeId)
    .orderBy("id")
    .execute();
const browseIds = async (category: number) =>
  ((await json(await call("GET", `/api/bikes?id=${category}&limit=100`))) as { items: { _id: number }[] }).items.map((b) => b._id);
const myBikes = async (who: TestUser) =>
  (
    (await json(await call("GET", `/api/bikes/my?email=${who.email}&limit=100`, { token: who.token }))) as {
      items: { _id: number; status: string }[];
    }
  ).items;

describe("PUT /api/bikes/my/:id (edit a listing)", () => {
  it("replaces every field the Add product form has and answers the bike as it is now", async () => {
    const bikeId = await createBike(seller.id, { categoryId, priceCents: 500_000 });
    const body = newBikeBody(seller, otherCategoryId, {
      name: "Honda CB350 (edited)",
      picture: "/images/bikes/sport-red.svg",
      location: "Banani",
      country: "Bangladesh",
      city: "Dhaka",
      model: "CB350",
      engineCc: "348",
      monthsUsed: 14,
      resalePrice: "4500",
      originalPrice: 6000,
      sellerName: "Rafi",
      phone: "+880 1711-000000",
      description: "Edited description.\nSecond line.",
      condition: "fair",
    });
    const response = await edit(seller, bikeId, body);
    expect(response.status).toBe(200);
    const answer = await json(response);
    expect(answer).toMatchObject({ acknowledged: true, modifiedCount: 1 });
    expect(answer.bike).toMatchObject({
      _id: bikeId,
      name: "Honda CB350 (edited)",
      picture: "/images/bikes/sport-red.svg",
      category: otherCategoryId,
      location: "Banani",
      city: "Dhaka",
      model: "CB350",
      engineCc: 348,
      monthsUsed: 14,
      resalePrice: 4500,
      originalPrice: 6000,
      sellerName: "Rafi",
      mobileNumber: "+880 1711-000000",
      description: "Edited description.\nSecond line.",
      condition: "fair",
      status: "available",
    });
    const row = await bikeRow(bikeId);
    expect(row).toMatchObject({ seller_id: seller.id, resale_price_cents: 450_000, category_id: otherCategoryId });
    // The new category lists it, the old one no longer does.
    expect(await browseIds(otherCategoryId)).toContain(bikeId);
    expect(await browseIds(categoryId)).not.toContain(bikeId);
  });

  it("answers the same per-field 400s as Add product, from the same schema", async () => {
    const bikeId = await createBike(seller.id, { categoryId });
    const bad = newBikeBody(seller, categoryId, {
      name: "",
      picture: "javascript:alert(1)",
      resalePrice: "-5",
      originalPrice: "abc",
      engineCc: 20,
      monthsUsed: -1,
      phone: "call me",
      condition: "mint",
      description: undefined,
    });
    const [edited, created] = await Promise.all([
      edit(seller, bikeId, bad),
      call("POST", "/api/bikes", { token: seller.token, body: bad }),
    ]);
    expect(edited.status).toBe(400);
    const fields = (await json(edited)).error.fields;
    expect(fields).toEqual({
      name: "Name is required",
      picture: "Image url must be a web address (https://…)",
      resalePrice: "Resale price must be a positive number",
      originalPrice: "Original price must be a number",
      engineCc: "Engine CC must be at least 50",
      monthsUsed: "Months used cannot be negative",
      phone: "Phone must be a phone number",
      condition: "Condition must be excellent, good or fair",
      description: "Description is required",
    });
    expect((await json(created)).error.fields).toEqual(fields);
    // Nothing changed.
    expect((await bikeRow(bikeId)).name).toBe("Test Bike");
  });

  it("is for the owner only: another seller 403, a buyer 403, a visitor 401, no such bike or category 404", async () => {
    const bikeId = await createBike(seller.id, { categoryId });
    const other = await edit(otherSeller, bikeId, newBikeBody(otherSeller, categoryId));
    expect(other.status).toBe(403);
    expect((await json(other)).error.message).toBe("You can only edit your own bikes.");
    // Posting as someone else is refused before anything is looked up.
    expect((await edit(seller, bikeId, newBikeBody(otherSeller, categoryId))).status).toBe(403);
    expect((await edit(buyer, bikeId, newBikeBody(buyer, categoryId))).status).toBe(403);
    expect((await edit(undefined, bikeId, newBikeBody(seller, categoryId))).status).toBe(401);
    expect((await edit(seller, 2_000_000_000, newBikeBody(seller, categoryId))).status).toBe(404);
    const noCategory = await edit(seller, bikeId, newBikeBody(seller, 2_000_000_000));
    expect(noCategory.status).toBe(404);
    expect((await json(noCategory)).error.message).toBe("Category not found.");
    expect((await edit(seller, bikeId, newBikeBody(seller, categoryId))).status).toBe(200);
  });

  it("needs a verified email address, like listing a bike", async () => {
    const unverified = await createUser("seller", { emailVerified: false });
    const bikeId = await createBike(unverified.id, { categoryId });
    const response = await edit(unverified, bikeId, newBikeBody(unverified, categoryId));
    expect(response.status).toBe(403);
    expect((await json(response)).error.code).toBe("email_unverified");
  });

  it("refuses a bike sold through MotoMart with 409 and a sentence; an off-market one can be edited", async () => {
    const sold = await createBike(seller.id, { categoryId, status: "sold" });
    const response = await edit(seller, sold, newBikeBody(seller, categoryId));
    expect(response.status).toBe(409);
    expect((await json(response)).error.message).toBe("A sold bike stays on record as it was sold and cannot be edited.");
    expect((await bikeRow(sold)).name).toBe("Test Bike");

    const withdrawn = await createBike(seller.id, { categoryId, status: "withdrawn" });
    const saved = await edit(seller, withdrawn, newBikeBody(seller, categoryId, { resalePrice: 300 }));
    expect(saved.status).toBe(200);
    // Editing does not put it back on the market.
    expect((await json(saved)).bike.status).toBe("withdrawn");
  });
});

describe("price history", () => {
  it("records each change of the price once, and none when the price stays", async () => {
    const bikeId = await createBike(seller.id, { categoryId, priceCents: 500_000 });
    expect((await json(await call("GET", `/api/bikes/${bikeId}`))).lastPriceChange).toBeNull();

    // The same price, other fields changed: no change recorded.
    expect((await edit(seller, bikeId, newBikeBody(seller, categoryId, { resalePrice: 5000, name: "Renamed" }))).status).toBe(200);
    expect(await priceChanges(bikeId)).toEqual([]);

    expect((await edit(seller, bikeId, newBikeBody(seller, categoryId, { resalePrice: 4500 }))).status).toBe(200);
    expect((await edit(seller, bikeId, newBikeBody(seller, categoryId, { resalePrice: "4500.00" }))).status).toBe(200);
    expect((await edit(seller, bikeId, newBikeBody(seller, categoryId, { resalePrice: "4750.50" }))).status).toBe(200);
    // Taking it off the market and back changes no price.
    await setStatus(seller, bikeId, "withdrawn");
    await setStatus(seller, bikeId, "available");
    expect(await priceChanges(bikeId)).toEqual([
      { old_price_cents: 500_000, new_price_cents: 450_000 },
      { old_price_cents: 450_000, new_price_cents: 475_050 },
    ]);

    const page = await json(await call("GET", `/api/bikes/${bikeId}`));
    expect(page.lastPriceChange).toEqual({ from: 4500, to: 4750.5, at: expect.any(String) });
    expect(Math.abs(Date.parse(page.lastPriceChange.at) - Date.now())).toBeLessThan(60_000);
  });

  it("is written in the update's own transaction: a rolled-back price change leaves no record", async () => {
    const bikeId = await createBike(seller.id, { categoryId, priceCents: 500_000 });
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable("bikes").set({ resale_price_cents: 400_000 }).where("id", "=", bikeId).execute();
          const inside = await trx.selectFrom("bike_price_changes").select("id").where("bike_id", "=", bikeId).execute();
          expect(inside).toHaveLength(1);
          throw new Error("roll back");
        }),
    ).rejects.toThrow("roll back");
    expect(await priceChanges(bikeId)).toEqual([]);
    expect((await bikeRow(bikeId)).resale_price_cents).toBe(500_000);
  });

  it("goes with its bike", async () => {
    const bikeId = await createBike(seller.id, { categoryId, priceCents: 500_000 });
    await edit(seller, bikeId, newBikeBody(seller, categoryId, { resalePrice: 4000 }));
    expect(await priceChanges(bikeId)).toHaveLength(1);
    expect((await call("DELETE", `/api/bikes/my/${bikeId}`, { token: seller.token })).status).toBe(200);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bike_price_changes WHERE bike_id = ${bikeId}`.execute(db());
    expect(rows[0]!.n).toBe(0);
  });
});

describe("PUT /api/bikes/my/:id/status (withdraw, sold elsewhere, back on sale)", () => {
  it.each(["withdrawn", "sold_elsewhere"] as const)("%s: leaves browse and the ads slider, stays in My products", async (status) => {
    const bikeId = await createBike(seller.id, { categoryId, advertised: true });
    const forSaleBefore = (await db().selectFrom("users").select("bikes_for_sale").where("id", "=", seller.id).executeTakeFirstOrThrow())
      .bikes_for_sale;
    const response = await setStatus(seller, bikeId, status);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ acknowledged: true, modifiedCount: 1, bike: { _id: bikeId, status, ads: false } });

    expect(await browseIds(categoryId)).not.toContain(bikeId);
    const ads = (await json(await call("GET", "/api/ads"))) as { _id: number }[];
    expect(ads.map((b) => b._id)).not.toContain(bikeId);
    expect((await myBikes(seller)).find((b) => b._id === bikeId)).toMatchObject({ status });
    expect((await json(await call("GET", `/api/bikes/${bikeId}`))).status).toBe(status);
    // Home's top sellers count bikes for sale only.
    const forSaleAfter = (await db().selectFrom("users").select("bikes_for_sale").where("id", "=", seller.id).executeTakeFirstOrThrow())
      .bikes_for_sale;
    expect(forSaleAfter).toBe(forSaleBefore - 1);

    // Asking again changes nothing.
    expect(await json(await setStatus(seller, bikeId, status))).toMatchObject({ modifiedCount: 0 });
    // It cannot be advertised while off the market.
    const advertise = await call("PUT", `/api/bikes/ads/${bikeId}`, { token: seller.token });
    expect(advertise.status).toBe(409);
    expect((await json(advertise)).error.message).toBe("A bike off the market cannot be advertised.");
  });

  it("an off-market bike cannot be booked; its open bookings close as 'listing removed' and stay closed when it is back on sale", async () => {
    const bikeId = await createBike(seller.id, { categoryId });
    const bookingId = await createBooking(buyer, bikeId);
    const otherBuyer = await createUser("buyer");
    const book = () =>
      call("POST", "/api/bookings", {
        token: otherBuyer.token,
        body: { bikeId, phone: "01712345678", location: "Dhaka", email: otherBuyer.email },
      });
    const pay = () => call("POST", "/api/create-payment-intent", { token: buyer.token, body: { bookingId } });

    await setStatus(seller, bikeId, "withdrawn");
    const refused = await book();
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toMatchObject({
      code: "bike_sold",
      message: "The seller has withdrawn this bike; it is no longer for sale.",
    });
    const unpaid = await pay();
    expect(unpaid.status).toBe(409);
    expect((await json(unpaid)).error.message).toBe("This bike's listing was removed.");
    // The buyer still sees their booking, closed.
    const closed = await call("GET", `/api/bookings/${bookingId}`, { token: buyer.token });
    expect(await json(closed)).toMatchObject({ state: "listing_removed", stateReason: "The seller withdrew this listing." });

    await setStatus(seller, bikeId, "sold_elsewhere");
    expect((await json(await book())).error.message).toBe("This bike has already been sold.");
    expect((await json(await pay())).error.message).toBe("This bike's listing was removed.");

    // Back on sale: bookable again; the closed booking is not reopened (its buyer may book again).
    expect(await json(await setStatus(seller, bikeId, "available"))).toMatchObject({ modifiedCount: 1, bike: { status: "available" } });
    expect(await browseIds(categoryId)).toContain(bikeId);
    expect((await book()).status).toBe(201);
    expect((await pay()).status).toBe(409);
  });

  it("refunds a payment that went through at Stripe after the seller withdrew the bike", async () => {
    const bikeId = await createBike(seller.id, { categoryId, priceCents: 45_000 });
    const bookingId = await createBooking(buyer, bikeId);
    expect((await call("POST", "/api/create-payment-intent", { token: buyer.token, body: { bookingId } })).status).toBe(200);
    const confirmed = await json(
      await call("POST", "/api/payments/test-confirm", {
        token: buyer.token,
        body: { bookingId, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" },
      }),
    );
    expect(confirmed.status).toBe("succeeded");

    await setStatus(seller, bikeId, "withdrawn");
    const recorded = await call("POST", "/api/payment", {
      token: buyer.token,
      body: { bookingId, transactionId: confirmed.transactionId },
    });
    expect(recorded.status).toBe(409);
    // Withdrawing closed the booking (listing removed) while the payment was on its way.
    expect((await json(recorded)).error.message).toBe("This bike's listing was removed. Your payment has been refunded.");
    const refunds = await createStripe(env).refunds.list({ payment_intent: confirmed.transactionId });
    expect(refunds.data).toHaveLength(1);
    expect((await bikeRow(bikeId)).status).toBe("withdrawn");
    const booking = await db().selectFrom("bookings").select("paid").where("id", "=", bookingId).executeTakeFirstOrThrow();
    expect(booking.paid).toBe(false);
  });

  it("keeps a bike sold through MotoMart sold (409), and is for the owner only", async () => {
    const sold = await createBike(seller.id, { categoryId, status: "sold" });
    const response = await setStatus(seller, sold, "available");
    expect(response.status).toBe(409);
    expect((await json(response)).error.message).toBe("A bike sold through MotoMart stays sold.");

    const bikeId = await createBike(seller.id, { categoryId });
    const other = await setStatus(otherSeller, bikeId, "withdrawn");
    expect(other.status).toBe(403);
    expect((await json(other)).error.message).toBe("You can only change your own bikes.");
    expect((await setStatus(buyer, bikeId, "withdrawn")).status).toBe(403);
    expect((await setStatus(undefined, bikeId, "withdrawn")).status).toBe(401);
    expect((await setStatus(seller, 2_000_000_000, "withdrawn")).status).toBe(404);
    expect((await bikeRow(bikeId)).status).toBe("available");
  });

  it("names a bad status; 'sold' is not the seller's to set", async () => {
    const bikeId = await createBike(seller.id, { categoryId });
    for (const status of ["sold", "gone", "", null, 1]) {
      const response = await setStatus(seller, bikeId, status);
      expect(response.status, String(status)).toBe(400);
      expect((await json(response)).error.fields).toEqual({ status: "Status must be available, withdrawn or sold_elsewhere" });
    }
    expect((await bikeRow(bikeId)).status).toBe("available");
  });
});
