import { beforeAll, describe, expect, it } from "vitest";
import { MAX_SAVED_BIKES } from "../../edge-api/src/lib/saved-bikes/queries";
import { call, json } from "./support/api";
import { createBike, createBooking, createCategory, createUser, db, newBikeBody, type TestUser } from "./support/fixtures";

/**
 * Saved bikes (#14 point 1): the heart, the Saved bikes list (keyset, newest save first, with the
 * price drop since saving), the owner-only rule, the 1,000 limit, the cascades, and the savers'
 * notifications when a saved bike's price drops or it is sold (through MotoMart or elsewhere).
 */
let seller: TestUser;
let buyer: TestUser;
let otherBuyer: TestUser;
let categoryId: number;

beforeAll(async () => {
  [seller, buyer, otherBuyer] = await Promise.all([
    createUser("seller", { verified: true, emailVerified: true }),
    createUser("buyer"),
    createUser("buyer"),
  ]);
  categoryId = await createCategory();
});

const save = (who: TestUser | undefined, bikeId: number | string) => call("PUT", `/api/saved-bikes/${bikeId}`, { token: who?.token });
const unsave = (who: TestUser, bikeId: number) => call("DELETE", `/api/saved-bikes/${bikeId}`, { token: who.token });
const list = async (who: TestUser, query = "") => {
  const response = await call("GET", `/api/saved-bikes${query}`, { token: who.token });
  expect(response.status, await response.clone().text()).toBe(200);
  return json(response);
};
const ids = async (who: TestUser) => (await json(await call("GET", "/api/saved-bikes/ids", { token: who.token }))).ids as number[];
const notificationsOf = (userId: number) =>
  db().selectFrom("notifications").select(["kind", "title", "link"]).where("user_id", "=", userId).orderBy("id", "desc").execute();

describe("saved bikes", () => {
  it("saves once, lists newest save first in keyset pages, and unsaves", async () => {
    const user = await createUser("buyer");
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => createBike(seller.id, { categoryId })));
    expect((await save(user, first!)).status).toBe(201);
    expect((await save(user, second!)).status).toBe(201);
    expect((await save(user, third!)).status).toBe(201);
    // A second save of the same bike changes nothing.
    const again = await save(user, third!);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual({ acknowledged: true, saved: true, bikeId: third });

    const page1 = await list(user, "?limit=2");
    expect(page1.items.map((item: { bike: { _id: number } }) => item.bike._id)).toEqual([third, second]);
    expect(page1.items[0]).toMatchObject({ priceWhenSaved: 450, priceDrop: null, bike: { name: "Test Bike", resalePrice: 450 } });
    const page2 = await list(user, `?limit=2&cursor=${page1.nextCursor}`);
    expect(page2.items.map((item: { bike: { _id: number } }) => item.bike._id)).toEqual([first]);
    expect(page2.nextCursor).toBeNull();
    expect((await ids(user)).sort()).toEqual([first, second, third].sort());

    expect(await json(await unsave(user, second!))).toEqual({ acknowledged: true, saved: false, deletedCount: 1 });
    expect(await json(await unsave(user, second!))).toMatchObject({ deletedCount: 0 });
    expect((await ids(user)).sort()).toEqual([first, third].sort());
  });

  it("belongs to its owner only: another user's list and ids never show it", async () => {
    const bikeId = await createBike(seller.id, { categoryId });
    await save(buyer, bikeId);
    expect(await ids(otherBuyer)).not.toContain(bikeId);
    expect((await list(otherBuyer)).items).toEqual([]);
    // Unsaving is per caller: someone else's DELETE removes nothing of the buyer's.
    expect(await json(await unsave(otherBuyer, bikeId))).toMatchObject({ deletedCount: 0 });
    expect(await ids(buyer)).toContain(bikeId);
  });

  it("answers 401, 403, 404, 409 and 400 with a message, never a 500", async () => {
    const bikeId = await createBike(seller.id, { categoryId });
    expect((await save(undefined, bikeId)).status).toBe(401);
    const own = await save(seller, bikeId);
    expect(own.status).toBe(403);
    expect((await json(own)).error.message).toBe("You cannot save your own bike.");
    expect((await save(buyer, 2_000_000_000)).status).toBe(404);
    const sold = await save(buyer, await createBike(seller.id, { categoryId, status: "sold" }));
    expect(sold.status).toBe(409);
    expect((await json(sold)).error.message).toBe("This bike has already been sold.");
    const bad = await save(buyer, "abc");
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields).toEqual({ id: expect.any(String) });
    const badCursor = await call("GET", "/api/saved-bikes?cursor=nope!", { token: buyer.token });
    expect(badCursor.status).toBe(400);
    expect((await json(badCursor)).error.fields).toEqual({ cursor: "The page cursor is not valid." });
  });

  it(`stops at ${MAX_SAVED_BIKES} saved bikes with a clear message`, async () => {
    const user = await createUser("buyer");
    const bikeId = await createBike(seller.id, { categoryId });
    // Fill the list directly (bikes off the market, out of other tests' pages); the API's count is what is under test.
    const template = await db().selectFrom("bikes").selectAll().where("id", "=", bikeId).executeTakeFirstOrThrow();
    const { id: _id, search: _search, created_at: _created, ...values } = template;
    const filler = await db()
      .insertInto("bikes")
      .values(Array.from({ length: MAX_SAVED_BIKES }, () => ({ ...values, status: "withdrawn" as const })))
      .returning("id")
      .execute();
    await db()
      .insertInto("saved_bikes")
      .values(filler.map((row) => ({ user_id: user.id, bike_id: row.id, price_when_saved_cents: values.resale_price_cents })))
      .execute();
    const full = await save(user, bikeId);
    expect(full.status).toBe(409);
    expect((await json(full)).error.message).toBe("You can save at most 1,000 bikes. Remove some from Saved bikes first.");
    expect(await ids(user)).toHaveLength(MAX_SAVED_BIKES);
  });

  it("goes with its bike or its user (cascade, in the deleting transaction)", async () => {
    const user = await createUser("buyer");
    const bikeId = await createBike(seller.id, { categoryId });
    await save(user, bikeId);
    await save(buyer, bikeId);
    expect((await call("DELETE", `/api/bikes/my/${bikeId}`, { token: seller.token })).status).toBe(200);
    expect(await ids(buyer)).not.toContain(bikeId);

    const kept = await createBike(seller.id, { categoryId });
    await save(user, kept);
    await db().deleteFrom("users").where("id", "=", user.id).execute();
    const left = await db().selectFrom("saved_bikes").select("bike_id").where("user_id", "=", user.id).execute();
    expect(left).toEqual([]);
  });
});

describe("a saved bike's price drop or sale", () => {
  it("tells each saver of a price drop, shows it on Saved bikes, and tells no one of a rise", async () => {
    const bikeId = await createBike(seller.id, { categoryId, priceCents: 250_000, name: "Honda CB150R" });
    await save(buyer, bikeId);
    await save(otherBuyer, bikeId);
    const edit = (price: number) =>
      call("PUT", `/api/bikes/my/${bikeId}`, {
        token: seller.token,
        body: newBikeBody(seller, categoryId, { name: "Honda CB150R", resalePrice: price }),
      });
    expect((await edit(2000)).status).toBe(200);

    for (const saver of [buyer, otherBuyer]) {
      expect((await notificationsOf(saver.id))[0]).toEqual({
        kind: "price_drop",
        title: "Price dropped by $500: Honda CB150R is now $2,000.",
        link: `/bike/${bikeId}`,
      });
    }
    const saved = (await list(buyer)).items.find((item: { bike: { _id: number } }) => item.bike._id === bikeId);
    expect(saved).toMatchObject({ priceWhenSaved: 2500, priceDrop: 500, bike: { resalePrice: 2000 } });
    // The seller is not told of their own change.
    expect((await notificationsOf(seller.id)).filter((n) => n.kind === "price_drop")).toEqual([]);

    const before = (await notificationsOf(buyer.id)).length;
    expect((await edit(2100)).status).toBe(200);
    expect(await notificationsOf(buyer.id)).toHaveLength(before);
  });

  it("tells savers a bike was sold elsewhere, and shows it sold on Saved bikes", async () => {
    const bikeId = await createBike(seller.id, { categoryId, name: "Yamaha R15" });
    await save(buyer, bikeId);
    const response = await call("PUT", `/api/bikes/my/${bikeId}/status`, { token: seller.token, body: { status: "sold_elsewhere" } });
    expect(response.status).toBe(200);
    expect((await notificationsOf(buyer.id))[0]).toEqual({
      kind: "bike_sold",
      title: "Sold: Yamaha R15, a bike you saved, is no longer for sale.",
      link: `/bike/${bikeId}`,
    });
    const saved = (await list(buyer)).items.find((item: { bike: { _id: number } }) => item.bike._id === bikeId);
    expect(saved.bike.status).toBe("sold_elsewhere");
  });

  it("tells savers a bike was sold through MotoMart, but not the buyer who paid", async () => {
    const payer = await createUser("buyer");
    const bikeId = await createBike(seller.id, { categoryId, name: "Suzuki Gixxer" });
    await save(buyer, bikeId);
    await save(payer, bikeId);
    const bookingId = await createBooking(payer, bikeId);
    expect((await call("POST", "/api/create-payment-intent", { token: payer.token, body: { bookingId } })).status).toBe(200);
    const confirmed = await json(
      await call("POST", "/api/payments/test-confirm", {
        token: payer.token,
        body: { bookingId, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" },
      }),
    );
    const recorded = await call("POST", "/api/payment", {
      token: payer.token,
      body: { bookingId, transactionId: confirmed.transactionId },
    });
    expect(recorded.status, await recorded.clone().text()).toBeLessThan(300);
    expect((await notificationsOf(buyer.id))[0]).toMatchObject({ kind: "bike_sold", link: `/bike/${bikeId}` });
    expect((await notificationsOf(payer.id)).filter((n) => n.kind === "bike_sold")).toEqual([]);
  });
});
