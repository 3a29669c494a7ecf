import { beforeAll, describe, expect, it } from "vitest";
import { call, json } from "./support/api";
import { notify } from "../../edge-api/src/lib/notifications/notify";
import { createBike, createReport, createUser, db, type TestUser } from "./support/fixtures";

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
  it("lists the caller's own notifications written since the last answer (the bell's), newest first", async () => {
    const first = await activity(seller);
    expect(first).toMatchObject({ role: "seller", notifications: [], openReports: null, newReports: [] });
    expect(Date.parse(first.now)).not.toBeNaN();

    const mine = await createBike(seller.id, { name: "Mine" });
    await createBike(otherSeller.id, { name: "Theirs" });
    await notify(db(), [
      { userId: seller.id, kind: "booking", title: "Someone booked Mine.", link: "/dashboard/bookings" },
      { userId: seller.id, kind: "booking_state", title: "Someone paid for Mine.", link: `/bike/${mine}` },
      { userId: otherSeller.id, kind: "booking", title: "Someone booked Theirs.", link: "/dashboard/bookings" },
    ]);

    const next = await activity(seller, first.now);
    expect(next.notifications).toEqual([
      {
        _id: expect.any(Number),
        kind: "booking_state",
        title: "Someone paid for Mine.",
        link: `/bike/${mine}`,
        createdAt: expect.any(String),
      },
      {
        _id: expect.any(Number),
        kind: "booking",
        title: "Someone booked Mine.",
        link: "/dashboard/bookings",
        createdAt: expect.any(String),
      },
    ]);
    expect((await activity(seller, next.now)).notifications).toEqual([]);
  });

  it("tells an admin how long the open reported-items queue is and which reports are new", async () => {
    const first = await activity(admin);
    expect(first).toMatchObject({ role: "admin", newReports: [], notifications: [] });
    const report = await createReport(buyer, await createBike(seller.id));
    const next = await activity(admin, first.now);
    expect(next.openReports).toBe(first.openReports + 1);
    expect(next.newReports).toEqual([expect.objectContaining({ _id: report, bikeName: "Test Bike", reason: "Looks like a scam" })]);
  });

  it("tells each side of a conversation of the other side's new messages, never of its own", async () => {
    const [asking, answering] = await Promise.all([createUser("buyer"), createUser("seller")]);
    const [buyerFirst, sellerFirst] = await Promise.all([activity(asking), activity(answering)]);
    expect(buyerFirst).toMatchObject({ role: "buyer", notifications: [], openReports: null });
    const created = await call("POST", "/api/conversations", {
      token: asking.token,
      body: { bikeId: await createBike(answering.id), body: "Is it still available?" },
    });
    expect(created.status).toBe(201);
    const { conversationId } = await json(created);
    const reply = await call("POST", `/api/conversations/${conversationId}/messages`, {
      token: answering.token,
      body: { body: "Yes, come and see it." },
    });
    expect(reply.status).toBe(201);

    const toSeller = await activity(answering, sellerFirst.now);
    expect(toSeller.notifications).toEqual([
      expect.objectContaining({ kind: "message", title: `${asking.name} wrote about Test Bike: Is it still available?` }),
    ]);
    const toBuyer = await activity(asking, buyerFirst.now);
    expect(toBuyer.notifications).toEqual([
      expect.objectContaining({
        kind: "message",
        title: `${answering.name} wrote about Test Bike: Yes, come and see it.`,
        link: `/dashboard/inbox/${conversationId}`,
      }),
    ]);
    expect((await activity(asking, toBuyer.now)).notifications).toEqual([]);
  });

  it("refuses a since that is not a date-time", async () => {
    const bad = await call("GET", "/api/activity?since=yesterday", { token: seller.token });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields).toEqual({ since: "Since must be an ISO date-time" });
  });
});
