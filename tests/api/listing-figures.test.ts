import { beforeAll, describe, expect, it, vi } from "vitest";
import { countViews } from "../../edge-api/src/lib/listing-figures/count-views";
import { dailySeries, FIGURE_DAYS, firstDay } from "../../edge-api/src/lib/listing-figures/listing-figures";
import { viewEvent } from "../../edge-api/src/lib/listing-figures/view-events";
import { call, json } from "./support/api";
import { createBike, createBooking, createConversation, createUser, db, type TestUser } from "./support/fixtures";

/**
 * What an ad does (#38 point 6): a bike page's view travels through the views Queue and is counted
 * by its consumer in batches — once per visitor per day, never a crawler's nor the seller's own —
 * and the seller reads each listing's last 30 days: views, saves, phone reveals, questions, bookings.
 */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0 Safari/537.36";
const at = new Date("2026-11-20T10:00:00Z");

describe("a view as the Queue carries it", () => {
  it("is one visitor for the same day, address and browser, another for another day or address, and the account when signed in", async () => {
    const seen = { at, address: "203.0.113.7", userAgent: BROWSER, uid: null };
    const first = await viewEvent(5, seen);
    expect(first).toMatchObject({ bikeId: 5, day: "2026-11-20", uid: null });
    expect(first!.visitor).toMatch(/^anon:[0-9a-f]{32}$/);
    expect((await viewEvent(5, seen))!.visitor).toBe(first!.visitor);
    expect((await viewEvent(5, { ...seen, address: "203.0.113.8" }))!.visitor).not.toBe(first!.visitor);
    expect((await viewEvent(5, { ...seen, at: new Date("2026-11-21T00:00:01Z") }))!.visitor).not.toBe(first!.visitor);
    expect(await viewEvent(5, { ...seen, uid: "abc" })).toMatchObject({ visitor: "user:abc", uid: "abc" });
  });

  it.each([
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    ["Bingbot", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"],
    ["curl", "curl/8.5.0"],
    ["no user agent", ""],
  ])("is not made for %s", async (_name, userAgent) => {
    expect(await viewEvent(5, { at, address: "203.0.113.7", userAgent, uid: null })).toBeNull();
  });
});

describe("the days a chart draws", () => {
  it("are the last 30 up to today, zeros where nothing happened", () => {
    expect(firstDay(new Date("2026-11-30T23:59:00Z"))).toBe("2026-11-01");
    expect(firstDay(new Date("2026-03-01T00:00:00Z"), 3)).toBe("2026-02-27");
    const days = dailySeries([{ day: "2026-11-03", views: 4, saves: 1, reveals: 0, questions: 2, bookings: 0 }], "2026-11-01");
    expect(days).toHaveLength(FIGURE_DAYS);
    expect(days[0]).toEqual({ day: "2026-11-01", views: 0, saves: 0, reveals: 0, questions: 0, bookings: 0 });
    expect(days[2]).toEqual({ day: "2026-11-03", views: 4, saves: 1, reveals: 0, questions: 2, bookings: 0 });
    expect(days.at(-1)!.day).toBe("2026-11-30");
  });
});

describe("counting a batch", () => {
  let seller: TestUser;
  beforeAll(async () => {
    seller = await createUser("seller");
  });
  const viewsOf = async (bikeId: number) =>
    (await db().selectFrom("bike_daily_views").select(["day", "views"]).where("bike_id", "=", bikeId).execute()).reduce(
      (sum, row) => sum + row.views,
      0,
    );

  it("counts each visitor once a day, a retried batch never twice, and neither the seller nor a bike that is gone", async () => {
    const bikeId = await createBike(seller.id);
    const event = (visitor: string, day = "2026-11-20", uid: string | null = null) => ({ bikeId, day, visitor, uid });
    const batch = [
      event("anon:a"),
      event("anon:a"),
      event("anon:b"),
      event("anon:a", "2026-11-21"),
      event(`user:${seller.uid}`, "2026-11-20", seller.uid),
    ];
    expect(await countViews(db(), [...batch, { ...event("anon:c"), bikeId: 2_000_000_000 }])).toBe(3);
    expect(await viewsOf(bikeId)).toBe(3);
    // The platform retries a batch whose consumer failed: nothing is counted again.
    expect(await countViews(db(), batch)).toBe(0);
    expect(await viewsOf(bikeId)).toBe(3);
  });
});

describe("a bike page's view, through the Queue", () => {
  let seller: TestUser;
  let buyer: TestUser;
  let bikeId: number;
  beforeAll(async () => {
    [seller, buyer] = await Promise.all([createUser("seller"), createUser("buyer")]);
    bikeId = await createBike(seller.id);
  });
  const view = (options: { ip: string; userAgent?: string; token?: string }) =>
    call("POST", `/api/bikes/${bikeId}/views`, {
      ip: options.ip,
      token: options.token,
      headers: { "User-Agent": options.userAgent ?? BROWSER },
    });

  it("is counted for the seller once per visitor, leaving out crawlers and the seller's own visits", async () => {
    const seen = await view({ ip: "198.51.100.1" });
    expect(seen.status).toBe(202);
    expect(await json(seen)).toEqual({ counted: true });
    await view({ ip: "198.51.100.1" });
    await view({ ip: "198.51.100.2", token: buyer.token });
    await view({ ip: "198.51.100.3", token: seller.token });
    const crawler = await view({ ip: "198.51.100.4", userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1)" });
    expect(await json(crawler)).toEqual({ counted: false });

    const todays = async () => {
      const figures = await json(await call("GET", `/api/listing-figures/${bikeId}`, { token: seller.token }));
      return figures.days.at(-1).views as number;
    };
    await vi.waitUntil(async () => (await todays()) >= 2, { timeout: 30_000, interval: 250 });
    // The seller's own visit went through the queue too, and was left out there.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await todays()).toBe(2);
  });
});

describe("GET /api/listing-figures", () => {
  let seller: TestUser;
  let other: TestUser;
  let buyer: TestUser;
  let busy: number;
  let quiet: number;
  beforeAll(async () => {
    [seller, other, buyer] = await Promise.all([createUser("seller"), createUser("seller"), createUser("buyer")]);
    busy = await createBike(seller.id, { name: "Busy listing" });
    quiet = await createBike(seller.id, { name: "Quiet listing" });
    const today = new Date().toISOString().slice(0, 10);
    await countViews(db(), [
      { bikeId: busy, day: today, visitor: "anon:1", uid: null },
      { bikeId: busy, day: today, visitor: "anon:2", uid: null },
    ]);
    await db().insertInto("saved_bikes").values({ user_id: buyer.id, bike_id: busy, price_when_saved_cents: 100_000 }).execute();
    await db().insertInto("phone_reveals").values({ user_id: buyer.id, bike_id: busy }).execute();
    await createConversation(buyer, seller, { bikeId: busy });
    await createBooking(buyer, busy);
  });

  it("lists every one of the seller's listings with its 30 days' totals", async () => {
    const response = await call("GET", "/api/listing-figures", { token: seller.token });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.days).toBe(FIGURE_DAYS);
    expect(body.listings).toEqual([
      { bikeId: quiet, name: "Quiet listing", status: "available", views: 0, saves: 0, reveals: 0, questions: 0, bookings: 0 },
      { bikeId: busy, name: "Busy listing", status: "available", views: 2, saves: 1, reveals: 1, questions: 1, bookings: 1 },
    ]);
    expect((await json(await call("GET", "/api/listing-figures", { token: other.token }))).listings).toEqual([]);
  });

  it("gives one listing's days to its seller only", async () => {
    const mine = await json(await call("GET", `/api/listing-figures/${busy}`, { token: seller.token }));
    expect(mine.days).toHaveLength(FIGURE_DAYS);
    expect(mine.days.at(-1)).toMatchObject({ views: 2, saves: 1, reveals: 1, questions: 1, bookings: 1 });
    expect(mine.days.slice(0, -1).every((day: { views: number }) => day.views === 0)).toBe(true);
    expect((await call("GET", `/api/listing-figures/${busy}`, { token: other.token })).status).toBe(403);
    expect((await call("GET", "/api/listing-figures/2000000000", { token: seller.token })).status).toBe(404);
    expect((await call("GET", `/api/listing-figures/${busy}`, { token: buyer.token })).status).toBe(403);
  });
});
