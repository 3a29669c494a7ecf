import { beforeAll, describe, expect, it } from "vitest";
import { call, json } from "./support/api";
import { createBike, createUser, db, type TestUser } from "./support/fixtures";

let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
beforeAll(async () => {
  [buyer, otherBuyer, seller] = await Promise.all([createUser("buyer"), createUser("buyer"), createUser("seller")]);
});

const book = (who: TestUser, bikeId: number, extra: Record<string, unknown> = {}) =>
  call("POST", "/api/bookings", {
    token: who.token,
    body: { bikeId, phone: "+880 1712-345678", location: "Sylhet", email: who.email, ...extra },
  });

describe("bookings", () => {
  it("books a bike with the price and item read from the bike, not the body", async () => {
    const bikeId = await createBike(seller.id, { name: "Honda CB Hornet", priceCents: 123_400 });
    const response = await book(buyer, bikeId, { price: 1, itemName: "Free bike", paid: true });
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body).toMatchObject({ acknowledged: true, insertedId: expect.any(Number) });
    expect(body.booking).toMatchObject({ itemName: "Honda CB Hornet", price: 1234, paid: false, userName: buyer.name, email: buyer.email });
  });

  it("answers 409 for a second booking of the same bike and for a sold bike", async () => {
    const bikeId = await createBike(seller.id);
    expect((await book(buyer, bikeId)).status).toBe(201);
    const again = await book(buyer, bikeId);
    expect(again.status).toBe(409);
    expect((await json(again)).error.message).toBe("You have already booked this bike.");
    const sold = await createBike(seller.id, { status: "sold" });
    expect((await book(buyer, sold)).status).toBe(409);
    expect((await book(buyer, 2_000_000_000)).status).toBe(404);
  });

  it("requires phone and location, and the buyer's own email", async () => {
    const bikeId = await createBike(seller.id);
    const missing = await call("POST", "/api/bookings", { token: buyer.token, body: { bikeId, email: buyer.email } });
    expect(missing.status).toBe(400);
    expect((await json(missing)).error.fields).toEqual({ phone: "Phone is required", location: "Location is required" });
    expect((await book(buyer, bikeId, { email: otherBuyer.email })).status).toBe(403);
  });

  it("lists a buyer's own bookings newest first; another buyer's list is 403", async () => {
    const first = await createBike(seller.id);
    const second = await createBike(seller.id);
    await book(otherBuyer, first);
    await book(otherBuyer, second);
    const page = await json(await call("GET", `/api/bookings?email=${otherBuyer.email}`, { token: otherBuyer.token }));
    expect(page.items.map((b: { bikeId: number }) => b.bikeId)).toEqual([second, first]);
    expect((await call("GET", `/api/bookings?email=${otherBuyer.email}`, { token: buyer.token })).status).toBe(403);
  });

  it("shows one booking to its buyer only", async () => {
    const bikeId = await createBike(seller.id);
    const { insertedId } = await json(await book(buyer, bikeId));
    const own = await json(await call("GET", `/api/bookings/${insertedId}`, { token: buyer.token }));
    expect(own).toMatchObject({ _id: insertedId, bikeId, paid: false });
    expect((await call("GET", `/api/bookings/${insertedId}`, { token: otherBuyer.token })).status).toBe(403);
    expect((await call("GET", "/api/bookings/2000000000", { token: buyer.token })).status).toBe(404);
  });

  it("writes nothing when the booking is refused", async () => {
    const bikeId = await createBike(seller.id);
    await book(buyer, bikeId, { phone: "" });
    const rows = await db().selectFrom("bookings").select("id").where("bike_id", "=", bikeId).execute();
    expect(rows).toEqual([]);
  });
});
