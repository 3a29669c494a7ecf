import { beforeAll, describe, expect, it } from "vitest";
import { call, json } from "./support/api";
import { createEmulatorAccount } from "./support/emulator";
import { createBike, createUser, db, newBikeBody, anyCategoryId, uniqueEmail, type TestUser } from "./support/fixtures";

/**
 * One account buys and sells (#33 point 3), as on OLX, Bikroy or Facebook Marketplace: a buyer
 * starts selling (with a verified email address, as sellers list), and a seller books and pays for
 * other sellers' bikes — never their own.
 */
let seller: TestUser;
let otherSeller: TestUser;
beforeAll(async () => {
  [seller, otherSeller] = await Promise.all([createUser("seller"), createUser("seller")]);
});

const book = (who: TestUser, bikeId: number) =>
  call("POST", "/api/bookings", { token: who.token, body: { bikeId, phone: "01712345678", location: "Sylhet", email: who.email } });

describe("start selling", () => {
  it("turns a buyer with a verified address into a seller who lists, and still sees their orders", async () => {
    const buyer = await createUser("buyer");
    const bikeId = await createBike(seller.id);
    expect((await book(buyer, bikeId)).status).toBe(201);
    const upgraded = await call("PUT", "/api/users/me/seller", { token: buyer.token });
    expect(upgraded.status).toBe(200);
    expect(await json(upgraded)).toMatchObject({ modifiedCount: 1, user: { role: "seller" } });
    // SPEC's role look-ups answer for the new role.
    expect(await json(await call("GET", `/api/users/seller/${buyer.email}`, { token: buyer.token }))).toEqual({ isSeller: true });
    expect(await json(await call("GET", `/api/users/buyer/${buyer.email}`, { token: buyer.token }))).toEqual({ isBuyer: false });
    const listed = await call("POST", "/api/bikes", { token: buyer.token, body: newBikeBody(buyer, await anyCategoryId()) });
    expect(listed.status).toBe(201);
    const orders = await json(await call("GET", `/api/bookings?email=${buyer.email}`, { token: buyer.token }));
    expect(orders.items.map((b: { bikeId: number }) => b.bikeId)).toEqual([bikeId]);
    // Asking again changes nothing.
    expect(await json(await call("PUT", "/api/users/me/seller", { token: buyer.token }))).toMatchObject({ modifiedCount: 0 });
  });

  it("asks for a verified email address first, as listing does; an admin cannot", async () => {
    const email = uniqueEmail("unverified");
    const account = await createEmulatorAccount(email, "secret-123", "Unverified", { emailVerified: false });
    expect((await call("PUT", "/api/users", { token: account.idToken, body: { name: "Unverified", email } })).status).toBe(201);
    const refused = await call("PUT", "/api/users/me/seller", { token: account.idToken });
    expect(refused.status).toBe(403);
    expect((await json(refused)).error.code).toBe("email_unverified");
    expect((await db().selectFrom("users").select("role").where("email", "=", email).executeTakeFirstOrThrow()).role).toBe("buyer");
    const admin = await createUser("admin");
    expect((await call("PUT", "/api/users/me/seller", { token: admin.token })).status).toBe(403);
  });
});

describe("a seller buying", () => {
  it("books and pays for another seller's bike, and finds it in their orders", async () => {
    const bikeId = await createBike(otherSeller.id);
    const booked = await book(seller, bikeId);
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { insertedId: bookingId } = await json(booked);
    expect((await call("POST", "/api/create-payment-intent", { token: seller.token, body: { bookingId } })).status).toBe(200);
    const confirmed = await json(
      await call("POST", "/api/payments/test-confirm", {
        token: seller.token,
        body: { bookingId, cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" },
      }),
    );
    const paid = await call("POST", "/api/payment", { token: seller.token, body: { bookingId, transactionId: confirmed.transactionId } });
    expect(paid.status).toBe(201);
    const orders = await json(await call("GET", `/api/bookings?email=${seller.email}`, { token: seller.token }));
    expect(orders.items.find((b: { _id: number }) => b._id === bookingId)).toMatchObject({ paid: true });
    expect((await db().selectFrom("bikes").select("status").where("id", "=", bikeId).executeTakeFirstOrThrow()).status).toBe("sold");
  });

  it("never books their own bike", async () => {
    const own = await createBike(seller.id);
    const response = await book(seller, own);
    expect(response.status).toBe(403);
    expect((await json(response)).error.message).toBe("You cannot book your own bike.");
    expect(await db().selectFrom("bookings").select("id").where("bike_id", "=", own).execute()).toEqual([]);
  });
});
