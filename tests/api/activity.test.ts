import { beforeAll, describe, expect, it } from "vitest";
import { call, json } from "./support/api";
import { createBike, createBooking, createConversation, createReport, createUser, db, type TestUser } from "./support/fixtures";

let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [seller, otherSeller, buyer, admin] = await Promise.all([
    createUser("seller"),
    createUser("seller"),
    createUser("buyer"),
    createUser("admin"),
  ]);
});

const activity = async (who: TestUser, since?: string) => {
  const response = await call("GET", `/api/activity${since ? `?since=${encodeURIComponent(since)}` : ""}`, { token: who.token });
  expect(response.status, await response.clone().text()).toBe(200);
  return json(response);
};

describe("GET /api/activity (desktop notifications)", () => {
  it("tells a seller of new bookings and payments on their own bikes only, since the last answer", async () => {
    const first = await activity(seller);
    expect(first).toMatchObject({ role: "seller", bookings: [], payments: [], openReports: null });
    expect(Date.parse(first.now)).not.toBeNaN();

    const mine = await createBike(seller.id, { name: "Mine" });
    const theirs = await createBike(otherSeller.id, { name: "Theirs" });
    const booking = await createBooking(buyer, mine, true);
    await createBooking(buyer, theirs);
    await db()
      .insertInto("payments")
      .values({ booking_id: booking, amount_cents: 45_000, transaction_id: `pi_activity_${booking}`, email: buyer.email })
      .execute();

    const next = await activity(seller, first.now);
    expect(next.bookings).toEqual([{ _id: booking, bikeId: mine, itemName: "Test Bike", price: 450, createdAt: expect.any(String) }]);
    expect(next.payments).toEqual([
      { _id: expect.any(Number), bookingId: booking, itemName: "Test Bike", amount: 450, createdAt: expect.any(String) },
    ]);

    const later = await activity(seller, next.now);
    expect(later.bookings).toEqual([]);
    expect(later.payments).toEqual([]);
  });

  it("tells an admin how long the open reported-items queue is and which reports are new", async () => {
    const first = await activity(admin);
    expect(first).toMatchObject({ role: "admin", newReports: [], bookings: [], payments: [] });
    const report = await createReport(buyer, await createBike(seller.id));
    const next = await activity(admin, first.now);
    expect(next.openReports).toBe(first.openReports + 1);
    expect(next.newReports).toEqual([expect.objectContaining({ _id: report, bikeName: "Test Bike", reason: "Looks like a scam" })]);
  });

  it("tells each side of a conversation of the other side's new messages, never of its own", async () => {
    const [asking, answering] = await Promise.all([createUser("buyer"), createUser("seller")]);
    const [buyerFirst, sellerFirst] = await Promise.all([activity(asking), activity(answering)]);
    expect(buyerFirst).toMatchObject({ role: "buyer", messages: [], bookings: [], openReports: null });
    const id = await createConversation(asking, answering, { body: "Is it still available?" });
    const reply = await call("POST", `/api/conversations/${id}/messages`, {
      token: answering.token,
      body: { body: "Yes, come and see it." },
    });
    expect(reply.status).toBe(201);

    const toSeller = await activity(answering, sellerFirst.now);
    expect(toSeller.messages).toEqual([
      expect.objectContaining({ conversationId: id, bikeName: "Test Bike", fromName: asking.name, body: "Is it still available?" }),
    ]);
    const toBuyer = await activity(asking, buyerFirst.now);
    expect(toBuyer.messages).toEqual([
      expect.objectContaining({ conversationId: id, fromName: answering.name, body: "Yes, come and see it." }),
    ]);
    expect((await activity(asking, toBuyer.now)).messages).toEqual([]);
  });

  it("refuses a since that is not a date-time", async () => {
    const bad = await call("GET", "/api/activity?since=yesterday", { token: seller.token });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields).toEqual({ since: "Since must be an ISO date-time" });
  });
});
