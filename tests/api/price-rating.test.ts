import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../edge-api/src/db/client";
import { call, json } from "./support/api";
import { createBike, createCategory, createUser, db, newBikeBody, type TestUser } from "./support/fixtures";
import { env } from "./support/test-env";
import { recomputeReason, type RatingsFreshness } from "../../edge-api/src/lib/price-rating/freshness";

/**
 * The fair-price rating (#14 point 4; edge-api/src/lib/price-rating/): ratings from a known set of
 * comparables (median and quantiles of the adjusted log price, the explanation's figures), not
 * enough data, the fallback from a model to its category's engine-size band, months used and
 * condition moving a rating the right way, the rating on write and the recompute following the
 * market, "Best deals first" and "Great or good deals" with keyset pages, and the seller's
 * suggested range with its per-field 400s.
 *
 * Each test has a category of its own: a group's statistics depend only on its bikes, so other
 * files' recomputes (the matrix and the fuzz run call the admin's recompute) change nothing here.
 */
let seller: TestUser;
let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  [seller, admin, buyer] = await Promise.all([
    createUser("seller", { verified: true, emailVerified: true }),
    createUser("admin"),
    createUser("buyer"),
  ]);
});

/** Eleven bikes of one model, $4,000 to $6,000 in steps of $200, 0 months, good: median $5,000. */
const ELEVEN = [4000, 4200, 4400, 4600, 4800, 5000, 5200, 5400, 5600, 5800, 6000];

async function market(categoryId: number, model: string, prices = ELEVEN, engineCc = 150) {
  const ids: Record<number, number> = {};
  for (const price of prices) {
    ids[price] = await createBike(seller.id, { categoryId, model, engineCc, priceCents: price * 100, monthsUsed: 0 });
  }
  return ids;
}

async function recompute() {
  const response = await call("POST", "/api/price-rating/recompute", { token: admin.token });
  expect(response.status, await response.clone().text()).toBe(200);
  return json(response);
}

async function ratingOf(bikeId: number) {
  const response = await call("GET", `/api/bikes/${bikeId}`);
  expect(response.status).toBe(200);
  return (await json(response)).priceRating;
}

describe("fair-price rating", () => {
  it("rates a bike by the quantiles of its model's comparables and explains it with the median", async () => {
    const categoryId = await createCategory();
    const ids = await market(categoryId, "Known 150");
    await recompute();

    expect(await ratingOf(ids[4000]!)).toEqual({
      rating: "great",
      label: "Great price",
      percentFromMedian: -20,
      similarBikes: 11,
      explanation: expect.stringMatching(/^\$4,000 is 20 % below the median of 11 similar bikes \(\$5,000/),
    });
    expect(await ratingOf(ids[4400]!)).toMatchObject({ rating: "good", label: "Good price", percentFromMedian: -12 });
    expect(await ratingOf(ids[5000]!)).toMatchObject({
      rating: "fair",
      label: "Fair price",
      percentFromMedian: 0,
      explanation: expect.stringMatching(/^\$5,000 is at the median of 11 similar bikes/),
    });
    expect(await ratingOf(ids[5400]!)).toMatchObject({ rating: "high", label: "High price", percentFromMedian: 8 });
    expect(await ratingOf(ids[6000]!)).toMatchObject({
      rating: "high",
      explanation: expect.stringMatching(/^\$6,000 is 20 % above the median of 11 similar bikes/),
    });
  });

  it("rates a price hundreds of times its comparables' median as high, without failing the recompute", async () => {
    const categoryId = await createCategory();
    // $10,000,000 (the largest price) among $4,000–$6,000 bikes: 199,900 % above the median.
    const ids = await market(categoryId, "Known 150", [...ELEVEN, 10_000_000]);
    await recompute();

    expect(await ratingOf(ids[10_000_000]!)).toMatchObject({ rating: "high", label: "High price", similarBikes: 12 });
    expect((await ratingOf(ids[10_000_000]!)).percentFromMedian).toBeGreaterThan(32_767);
    expect(await ratingOf(ids[4000]!)).toMatchObject({ rating: "great" });
  });

  it("has not enough data under 5 comparables, and falls back from a model to its category's engine-size band", async () => {
    const categoryId = await createCategory();
    const rare = await market(categoryId, "Rare 150", [4000, 5000, 6000], 150);
    await market(categoryId, "Other 200", [4500, 5500, 6500], 200);
    const big = await createBike(seller.id, { categoryId, model: "Big 1000", engineCc: 1000, priceCents: 900_000, monthsUsed: 0 });
    await recompute();

    // Three of its model, but six of 126–250 cc in the category.
    expect(await ratingOf(rare[4000]!)).toMatchObject({ rating: "great", similarBikes: 6 });
    // Alone in 901–1200 cc.
    expect(await ratingOf(big)).toEqual({
      rating: null,
      label: "Not enough data",
      explanation: expect.stringContaining("Too few similar bikes"),
      percentFromMedian: null,
      similarBikes: null,
    });
  });

  it("rates a bike as it is written, adjusted for months used and condition", async () => {
    const categoryId = await createCategory();
    await market(categoryId, "Fresh 150");
    await recompute();
    const post = async (overrides: Record<string, unknown>) => {
      const response = await call("POST", "/api/bikes", {
        token: seller.token,
        body: newBikeBody(seller, categoryId, { model: "Fresh 150", engineCc: 150, ...overrides }),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      const { insertedId, bike } = await json(response);
      return { id: insertedId as number, rating: bike.priceRating };
    };
    // The same price, rated at once: good condition at 0 months is at the median…
    const plain = await post({ resalePrice: 5000, monthsUsed: 0, condition: "good" });
    expect(plain.rating).toMatchObject({ rating: "fair", percentFromMedian: 0 });
    // …five years of use make it dear (0.8 % of value a month), excellent condition cheap, fair condition dear.
    expect((await post({ resalePrice: 5000, monthsUsed: 60, condition: "good" })).rating).toMatchObject({ rating: "high" });
    expect((await post({ resalePrice: 4200, monthsUsed: 0, condition: "excellent" })).rating).toMatchObject({ rating: "great" });
    expect((await post({ resalePrice: 5000, monthsUsed: 0, condition: "fair" })).rating).toMatchObject({ rating: "high" });

    // An edit re-rates it at once.
    const edited = await call("PUT", `/api/bikes/my/${plain.id}`, {
      token: seller.token,
      body: newBikeBody(seller, categoryId, { model: "Fresh 150", engineCc: 150, resalePrice: 4000, monthsUsed: 0, condition: "good" }),
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect((await json(edited)).bike.priceRating).toMatchObject({ rating: "great", percentFromMedian: -20 });

    // Off the market: no rating shown, none kept.
    const withdrawn = await call("PUT", `/api/bikes/my/${plain.id}/status`, { token: seller.token, body: { status: "withdrawn" } });
    expect(withdrawn.status).toBe(200);
    expect(await ratingOf(plain.id)).toBeNull();
    expect(await db().selectFrom("bike_price_ratings").select("bike_id").where("bike_id", "=", plain.id).execute()).toEqual([]);
  });

  it("follows the market: the recompute moves a rating when the comparables' prices move", async () => {
    const categoryId = await createCategory();
    const ids = await market(categoryId, "Moving 150");
    await recompute();
    expect(await ratingOf(ids[5000]!)).toMatchObject({ rating: "fair", percentFromMedian: 0 });

    // Twelve dearer ones come on the market: $5,000 is now well below the median.
    await market(
      categoryId,
      "Moving 150",
      Array.from({ length: 12 }, () => 8000),
    );
    await recompute();
    const moved = await ratingOf(ids[5000]!);
    expect(moved.rating).toBe("good");
    expect(moved.percentFromMedian).toBeLessThan(-30);
    expect(moved.similarBikes).toBe(23);
  });

  it("keeps what is written during a recompute: those bikes are re-rated in the table it swaps in", async () => {
    const categoryId = await createCategory();
    const ids = await market(categoryId, "During 150");
    await recompute();
    expect(await ratingOf(ids[5000]!)).toMatchObject({ rating: "fair" });

    // A price cut and a deletion, committed only once a recompute has read the market and waits to
    // swap its table in: without its catch-up the cut bike would keep its old rating, and the
    // deleted bike's rating would break the new table's foreign key.
    let running: Promise<Response> | undefined;
    // db() has one connection, which the writer's transaction holds: the watcher needs its own.
    const watcher = createDb(env);
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable("bikes").set({ resale_price_cents: 300_000 }).where("id", "=", ids[5000]!).execute();
        await trx.deleteFrom("bikes").where("id", "=", ids[6000]!).execute();
        running = call("POST", "/api/price-rating/recompute", { token: admin.token });
        for (let waited = 0; ; waited += 50) {
          const { rows } = await sql<{ waiting: number }>`SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND query LIKE 'LOCK TABLE bikes%'`.execute(watcher);
          if (rows[0]!.waiting > 0) break;
          if (waited > 20_000) throw new Error("the recompute never reached its swap");
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })
      .finally(() => watcher.destroy());
    const response = await running!;
    expect(response.status, await response.clone().text()).toBe(200);
    // Against the statistics of the market as the recompute read it (11 bikes; the next one reads 10).
    expect(await ratingOf(ids[5000]!)).toMatchObject({ rating: "great", similarBikes: 11 });
    expect(await db().selectFrom("bike_price_ratings").select("bike_id").where("bike_id", "=", ids[6000]!).execute()).toEqual([]);
  });

  it("sorts Best deals first in keyset pages and filters Great or good deals", async () => {
    const categoryId = await createCategory();
    const ids = await market(categoryId, "Deal 150");
    const unrated = await createBike(seller.id, { categoryId, model: "Solo 2000", engineCc: 2000, priceCents: 100_000 });
    await recompute();

    const pages: number[] = [];
    let cursor = "";
    for (let page = 0; page < 10; page++) {
      const response = await call("GET", `/api/bikes?id=${categoryId}&sort=deal&limit=5${cursor ? `&cursor=${cursor}` : ""}`);
      expect(response.status).toBe(200);
      const body = await json(response);
      pages.push(...body.items.map((bike: { _id: number }) => bike._id));
      if (!body.nextCursor) break;
      cursor = body.nextCursor;
    }
    // Cheapest against the median first (the same months and condition: by price), the unrated last.
    expect(pages).toEqual([...ELEVEN.map((price) => ids[price]), unrated]);

    const deals = await json(await call("GET", `/api/bikes?id=${categoryId}&sort=deal&deals=1`));
    expect(deals.items.map((bike: { _id: number }) => bike._id)).toEqual([4000, 4200, 4400, 4600].map((price) => ids[price]));
    expect(deals.items.every((bike: { priceRating: { rating: string } }) => ["great", "good"].includes(bike.priceRating.rating))).toBe(
      true,
    );
    const newest = await json(await call("GET", `/api/bikes?id=${categoryId}&deals=1&limit=3`));
    expect(newest.items.map((bike: { _id: number }) => bike._id)).toEqual([4600, 4400, 4200].map((price) => ids[price]));
    const rest = await json(await call("GET", `/api/bikes?id=${categoryId}&deals=1&limit=3&cursor=${newest.nextCursor}`));
    expect(rest.items.map((bike: { _id: number }) => bike._id)).toEqual([ids[4000]]);
    expect(await json(await call("GET", `/api/bikes/count?id=${categoryId}&deals=1`))).toEqual({ count: 4, capped: false });

    const bad = await call("GET", `/api/bikes?id=${categoryId}&sort=cheapest&deals=yes`);
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields).toEqual({
      sort: "Sort must be newest, price_asc, price_desc, deal or nearest",
      deals: "Deals must be 1 (great or good deals only)",
    });
  });

  it("suggests the range similar bikes ask to a seller, for the months and condition entered", async () => {
    const categoryId = await createCategory();
    await market(categoryId, "Suggest 150");
    await recompute();
    // null: signed out (undefined would take the default).
    const suggest = async (query: string, who: TestUser | null = seller) =>
      call("GET", `/api/price-rating/suggestion?id=${categoryId}&${query}`, { token: who?.token });

    const plain = await suggest("model=Suggest%20150&engineCc=150&monthsUsed=0&condition=good");
    expect(plain.status).toBe(200);
    expect(await json(plain)).toEqual({ enough: true, similarBikes: 11, basis: "model", low: 4500, median: 5000, high: 5500 });
    // Older and worn ask less; excellent more. Months may be left out (counted as 24).
    const older = await json(await suggest("model=Suggest%20150&engineCc=150&monthsUsed=24&condition=good"));
    expect(older.median).toBeLessThan(5000);
    expect((await json(await suggest("model=Suggest%20150&engineCc=150&condition=good"))).median).toBe(older.median);
    expect((await json(await suggest("model=Suggest%20150&engineCc=150&monthsUsed=0&condition=excellent"))).median).toBeGreaterThan(5000);
    expect((await json(await suggest("model=Suggest%20150&engineCc=150&monthsUsed=0&condition=fair"))).median).toBeLessThan(5000);
    // Another model of the same size: the category's 126–250 cc bikes; a size nobody sells: not enough.
    expect(await json(await suggest("model=Unknown&engineCc=200&monthsUsed=0&condition=good"))).toMatchObject({
      enough: true,
      basis: "category",
      similarBikes: 11,
    });
    expect(await json(await suggest("model=Unknown&engineCc=1800&monthsUsed=0&condition=good"))).toEqual({
      enough: false,
      similarBikes: null,
      basis: null,
      low: null,
      median: null,
      high: null,
    });

    // Sellers only; every bad field named.
    expect((await suggest("model=X&engineCc=150&condition=good", null)).status).toBe(401);
    expect((await suggest("model=X&engineCc=150&condition=good", buyer)).status).toBe(403);
    const bad = await call("GET", "/api/price-rating/suggestion?id=abc&engineCc=20&monthsUsed=-1&condition=mint", { token: seller.token });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json(bad)).error.fields).sort()).toEqual(["condition", "engineCc", "id", "model", "monthsUsed"]);
  });

  it("rates an import of six bikes of a new model at once, not at the next 07:00 (#33)", async () => {
    const categoryId = await createCategory();
    const model = `Fresh ${Date.now().toString(36)}`;
    const bikes = [4000, 4500, 5000, 5500, 6000, 9000].map((resalePrice, i) =>
      newBikeBody(seller, categoryId, { name: `${model} ${i}`, model, resalePrice, monthsUsed: 0, condition: "good", engineCc: 150 }),
    );
    const imported = await call("POST", "/api/bulk/bikes", { token: seller.token, body: { bikes } });
    expect(imported.status, await imported.clone().text()).toBe(201);
    const ids = (await json(imported)).insertedIds as number[];
    expect(await ratingOf(ids[0]!)).toMatchObject({ rating: "great", similarBikes: 6 });
    expect(await ratingOf(ids[5]!)).toMatchObject({ rating: "high", similarBikes: 6 });
    const status = await json(await call("GET", "/api/price-rating/status", { token: admin.token }));
    expect(status).toMatchObject({ lastRun: { finishedAt: expect.any(String) }, stale: null });
    expect(Date.now() - new Date(status.lastRun.finishedAt).getTime()).toBeLessThan(60_000);
  });

  it("recomputes when the ratings are missing or stale, not only on the clock", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const ran = (hoursAgo: number, bikes = 1000) => ({ finishedAt: new Date(now.getTime() - hoursAgo * 3_600_000), bikes, groups: 40 });
    const cases: [string, RatingsFreshness, string | null][] = [
      ["a first start or a new deployment", { lastRun: null, newBikes: 0, modelReady: false }, "never computed"],
      ["an import whose model now has 5 bikes", { lastRun: ran(1), newBikes: 6, modelReady: true }, "a model has enough bikes"],
      ["a tenth more bikes than last rated", { lastRun: ran(1), newBikes: 100, modelReady: false }, "market grew"],
      ["at least 5 new bikes in a small market", { lastRun: ran(1, 12), newBikes: 5, modelReady: false }, "market grew"],
      ["a few new bikes of known models", { lastRun: ran(1), newBikes: 99, modelReady: false }, null],
      ["the daily run missed", { lastRun: ran(27), newBikes: 0, modelReady: false }, "out of date"],
      ["computed this morning", { lastRun: ran(5), newBikes: 0, modelReady: false }, null],
    ];
    for (const [what, freshness, reason] of cases) expect(recomputeReason(freshness, now), what).toBe(reason);
  });

  it("lets only an admin run the recompute", async () => {
    expect((await call("POST", "/api/price-rating/recompute")).status).toBe(401);
    expect((await call("POST", "/api/price-rating/recompute", { token: seller.token })).status).toBe(403);
  });
});
