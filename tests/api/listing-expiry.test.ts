import { beforeAll, describe, expect, it } from "vitest";
import { dueNotice, renewalOffered } from "../../edge-api/src/lib/bikes/listing-life";
import { endDueListings, warnEndingListings } from "../../edge-api/src/lib/bikes/listing-expiry";
import { call, json } from "./support/api";
import { createBike, createBooking, createCategory, createUser, db, newBikeBody, type TestUser } from "./support/fixtures";

/**
 * Ads that end (#38 point 4): a listing is live for 60 days from publishing, putting back on sale
 * or renewing; its seller is warned 7 days and 1 day before; the hourly Cron Trigger ends it (out of
 * browse, its open bookings closed as a withdrawal closes them); one request renews one or many.
 */
const DAY = 86_400_000;
const at = (base: Date, days: number) => new Date(base.getTime() + days * DAY);

describe("dueNotice", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  it.each<[string, number, 0 | 7 | 1, 7 | 1 | null]>([
    ["8 days left: nothing yet", 8, 0, null],
    ["7 days left: the first warning", 7, 0, 7],
    ["3 days left, warned at 7: nothing", 3, 7, null],
    ["a day left, warned at 7: the last warning", 1, 7, 1],
    ["hours left, never warned: only the last", 0.2, 0, 1],
    ["hours left, warned the day before: nothing", 0.2, 1, null],
    ["ended: the ending tells them", -0.1, 0, null],
  ])("%s", (_name, daysLeft, last, expected) => {
    expect(dueNotice(at(now, daysLeft), now, last)).toBe(expected);
  });

  it("offers Renew for an ended listing and one ending within 7 days, not before nor for another status", () => {
    expect(renewalOffered("expired", at(now, -3), now)).toBe(true);
    expect(renewalOffered("available", at(now, 6), now)).toBe(true);
    expect(renewalOffered("available", at(now, 30), now)).toBe(false);
    expect(renewalOffered("withdrawn", at(now, 1), now)).toBe(false);
  });
});

describe("the hourly ending of listings", () => {
  let seller: TestUser;
  let buyer: TestUser;
  let category: number;
  const liveUntil = (id: number, when: Date) => db().updateTable("bikes").set({ live_until: when }).where("id", "=", id).execute();
  const row = (id: number) =>
    db().selectFrom("bikes").select(["status", "live_until", "expiry_notice", "advertised"]).where("id", "=", id).executeTakeFirstOrThrow();
  const titles = async (userId: number, since: Date) =>
    (
      await db()
        .selectFrom("notifications")
        .select("title")
        .where("user_id", "=", userId)
        .where("created_at", ">=", since)
        .orderBy("id")
        .execute()
    ).map((n) => n.title);

  beforeAll(async () => {
    seller = await createUser("seller", { verified: true });
    buyer = await createUser("buyer");
    category = await createCategory();
  });

  it("gives a new listing 60 days", async () => {
    const id = await createBike(seller.id, { categoryId: category });
    const { live_until } = await row(id);
    expect(Math.abs(live_until.getTime() - at(new Date(), 60).getTime())).toBeLessThan(60_000);
  });

  it("warns 7 days and 1 day before, each once, then ends the listing, its ad and its open bookings", async () => {
    const started = new Date(Date.now() - 1000);
    const id = await createBike(seller.id, { categoryId: category, name: "Ending Bike", advertised: true });
    const booking = await createBooking(buyer, id);
    const now = new Date();
    await liveUntil(id, at(now, 6.5));
    await warnEndingListings(db(), now);
    await warnEndingListings(db(), now);
    expect((await row(id)).expiry_notice).toBe(7);
    await liveUntil(id, at(now, 0.5));
    await warnEndingListings(db(), now);
    await warnEndingListings(db(), now);
    expect((await row(id)).expiry_notice).toBe(1);
    expect(await titles(seller.id, started)).toEqual([
      "Your listing “Ending Bike” ends in 7 days. Renew it to keep it for sale.",
      "Your listing “Ending Bike” ends tomorrow. Renew it to keep it for sale.",
    ]);

    await liveUntil(id, at(now, -0.01));
    expect(await endDueListings(db(), now)).toBeGreaterThanOrEqual(1);
    expect(await row(id)).toMatchObject({ status: "expired", advertised: false });
    expect((await titles(seller.id, started)).at(-1)).toBe(
      "Your listing “Ending Bike” ended after 60 days. Renew it to put it back on sale.",
    );
    const closed = await db().selectFrom("bookings").select(["state", "state_reason"]).where("id", "=", booking).executeTakeFirstOrThrow();
    expect(closed).toEqual({ state: "listing_removed", state_reason: "The listing ended after 60 days without a renewal." });
    expect((await titles(buyer.id, started)).length).toBe(1);

    // Out of browse and the ads; its answer says it ended (its page: tests/e2e/listing-expiry.spec.ts); it cannot be booked.
    const browse = await json(await call("GET", `/api/bikes?id=${category}&limit=100`));
    expect(browse.items.map((b: { _id: number }) => b._id)).not.toContain(id);
    expect((await json(await call("GET", `/api/bikes/${id}`))).status).toBe("expired");
    const booked = await call("POST", "/api/bookings", {
      token: buyer.token,
      body: { bikeId: id, phone: "01711223344", location: "Dhaka", email: buyer.email },
    });
    expect(booked.status).toBe(409);
  });

  it("ends many listings in batches, each once", async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => createBike(seller.id, { categoryId: category })));
    const now = new Date();
    await db()
      .updateTable("bikes")
      .set({ live_until: at(now, -1) })
      .where("id", "in", ids)
      .execute();
    await endDueListings(db(), now);
    const statuses = await db().selectFrom("bikes").select("status").where("id", "in", ids).execute();
    expect(statuses.every((b) => b.status === "expired")).toBe(true);
    expect(await endDueListings(db(), now)).toBe(0);
  });
});

describe("PUT /api/bulk/bikes/renew", () => {
  let seller: TestUser;
  let other: TestUser;
  let category: number;
  beforeAll(async () => {
    seller = await createUser("seller", { verified: true });
    other = await createUser("seller", { verified: true });
    category = await createCategory();
  });
  const renew = (token: string, ids: number[]) => call("PUT", "/api/bulk/bikes/renew", { token, body: { ids } });

  it("renews an ended listing and one ending soon in one request: for sale for 60 days from now, warnings reset", async () => {
    const ended = await createBike(seller.id, { categoryId: category, status: "expired" });
    const ending = await createBike(seller.id, { categoryId: category });
    await db()
      .updateTable("bikes")
      .set({ live_until: at(new Date(), 2), expiry_notice: 7 })
      .where("id", "=", ending)
      .execute();
    const response = await renew(seller.token, [ended, ending]);
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toMatchObject({ acknowledged: true, renewedCount: 2 });
    expect(Math.abs(new Date(body.liveUntil).getTime() - at(new Date(), 60).getTime())).toBeLessThan(60_000);
    const rows = await db().selectFrom("bikes").select(["status", "expiry_notice"]).where("id", "in", [ended, ending]).execute();
    expect(rows).toEqual([
      { status: "available", expiry_notice: 0 },
      { status: "available", expiry_notice: 0 },
    ]);
    const browse = await json(await call("GET", `/api/bikes?id=${category}&limit=100`));
    expect(browse.items.map((b: { _id: number }) => b._id)).toContain(ended);
  });

  it("refuses all or none: someone else's (403), a withdrawn or sold one (409), an unknown one (404)", async () => {
    const mine = await createBike(seller.id, { categoryId: category, status: "expired" });
    const theirs = await createBike(other.id, { categoryId: category });
    const withdrawn = await createBike(seller.id, { categoryId: category, status: "withdrawn" });
    const sold = await createBike(seller.id, { categoryId: category, status: "sold" });
    expect((await renew(seller.token, [mine, theirs])).status).toBe(403);
    expect((await renew(seller.token, [mine, withdrawn])).status).toBe(409);
    expect((await renew(seller.token, [mine, sold])).status).toBe(409);
    expect((await renew(seller.token, [mine, 2_147_483_000])).status).toBe(404);
    expect((await db().selectFrom("bikes").select("status").where("id", "=", mine).executeTakeFirstOrThrow()).status).toBe("expired");
  });

  it("an edit does not renew; putting a withdrawn bike back on sale starts its 60 days again", async () => {
    const id = await createBike(seller.id, { categoryId: category });
    const soon = at(new Date(), 3);
    await db().updateTable("bikes").set({ live_until: soon }).where("id", "=", id).execute();
    const edited = await call("PUT", `/api/bikes/my/${id}`, {
      token: seller.token,
      body: newBikeBody(seller, category, { name: "Edited" }),
    });
    expect(edited.status).toBe(200);
    expect((await db().selectFrom("bikes").select("live_until").where("id", "=", id).executeTakeFirstOrThrow()).live_until).toEqual(soon);
    await call("PUT", `/api/bikes/my/${id}/status`, { token: seller.token, body: { status: "withdrawn" } });
    await call("PUT", `/api/bikes/my/${id}/status`, { token: seller.token, body: { status: "available" } });
    const back = await db().selectFrom("bikes").select("live_until").where("id", "=", id).executeTakeFirstOrThrow();
    expect(back.live_until.getTime()).toBeGreaterThan(at(new Date(), 59).getTime());
  });
});
