import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { KEYWORD_PROBE_ROWS } from "../../edge-api/src/lib/browse/keyword-probe";
import { call, json } from "./support/api";
import { allPages, sqlOrder } from "./support/browse";
import { createBike, createCategory, createUser, db, insertBikes, newBikeBody, type TestUser } from "./support/fixtures";

let seller: TestUser;
let otherSeller: TestUser;
let categoryId: number;

beforeAll(async () => {
  [seller, otherSeller] = await Promise.all([createUser("seller", { verified: true }), createUser("seller")]);
  categoryId = await createCategory();
});

const ids = (page: { items: { _id: number }[] }) => page.items.map((b) => b._id);

/** Every bike a browse of category `cat` lists, one per page, following nextCursor. */
const onePerPageOf = (cat: number, query: string) => allPages(`id=${cat}&${query}`, 1);

describe("POST /api/bikes (Add product)", () => {
  it("saves the bike with prices in minor units and answers acknowledged + insertedId", async () => {
    const response = await call("POST", "/api/bikes", { token: seller.token, body: newBikeBody(seller, categoryId) });
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body).toMatchObject({ acknowledged: true, insertedId: expect.any(Number) });
    expect(body.bike).toMatchObject({
      name: "Yamaha FZ V3",
      resalePrice: 1650.5,
      originalPrice: 2400,
      sellerName: seller.name,
      sellerVerified: true,
      mobileNumber: "01711111111",
      status: "available",
      ads: false,
      category: categoryId,
      year: 2019,
      mileageKm: 8400,
    });
    const row = await db()
      .selectFrom("bikes")
      .select(["resale_price_cents", "seller_id"])
      .where("id", "=", body.insertedId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ resale_price_cents: 165_050, seller_id: seller.id });
  });

  it("takes SPEC's payload without year and mileage: the bike says they are not stated", async () => {
    const { year: _year, mileageKm: _km, ...specPayload } = newBikeBody(seller, categoryId);
    const response = await call("POST", "/api/bikes", { token: seller.token, body: specPayload });
    expect(response.status).toBe(201);
    expect((await json(response)).bike).toMatchObject({ year: null, mileageKm: null });
  });

  it("refuses a year in the future, before 1900 or not whole, and a negative or fractional mileage", async () => {
    const body = (year: unknown, mileageKm: unknown) => newBikeBody(seller, categoryId, { year, mileageKm });
    const cases: Array<[unknown, unknown, Record<string, string>]> = [
      [new Date().getUTCFullYear() + 1, -1, { year: "Year cannot be in the future", mileageKm: "Mileage cannot be negative" }],
      [1899, 1.5, { year: "Year must be 1900 or later", mileageKm: "Mileage must be a whole number" }],
      ["2019.5", "lots", { year: "Year must be a whole year", mileageKm: "Mileage must be a number" }],
    ];
    for (const [year, mileageKm, fields] of cases) {
      const response = await call("POST", "/api/bikes", { token: seller.token, body: body(year, mileageKm) });
      expect(response.status).toBe(400);
      expect((await json(response)).error.fields).toEqual(fields);
    }
    // This year is not the future, and a bike may have ridden nothing yet.
    const current = await call("POST", "/api/bikes", { token: seller.token, body: body(new Date().getUTCFullYear(), 0) });
    expect(current.status).toBe(201);
  });

  it("names every bad field in the answer", async () => {
    const response = await call("POST", "/api/bikes", {
      token: seller.token,
      body: newBikeBody(seller, categoryId, {
        name: "",
        picture: "javascript:alert(1)",
        resalePrice: "-5",
        originalPrice: "abc",
        phone: "call me",
        condition: "mint",
        description: undefined,
      }),
    });
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({
      name: "Name is required",
      picture: "Image url must be a web address (https://…)",
      resalePrice: "Resale price must be a positive number",
      originalPrice: "Original price must be a number",
      phone: "Phone must be a phone number",
      condition: "Condition must be excellent, good or fair",
      description: "Description is required",
    });
  });

  it("refuses a body email that is not the seller's, and an unknown category", async () => {
    const notMine = await call("POST", "/api/bikes", {
      token: seller.token,
      body: newBikeBody(seller, categoryId, { email: otherSeller.email }),
    });
    expect(notMine.status).toBe(403);
    const noCategory = await call("POST", "/api/bikes", { token: seller.token, body: newBikeBody(seller, 2_000_000_000) });
    expect(noCategory.status).toBe(404);
  });
});

describe("GET /api/bikes (browse a category)", () => {
  let cat: number;
  const bikes: Record<string, number> = {};
  beforeAll(async () => {
    cat = await createCategory();
    bikes.dhakaCheap = await createBike(seller.id, {
      categoryId: cat,
      city: "Dhaka",
      model: "FZ",
      engineCc: 150,
      priceCents: 30_000,
      monthsUsed: 3,
      name: "Blue Thunder",
    });
    bikes.dhakaBig = await createBike(seller.id, {
      categoryId: cat,
      city: "Dhaka",
      model: "R15",
      engineCc: 155,
      priceCents: 90_000,
      monthsUsed: 12,
    });
    bikes.delhi = await createBike(seller.id, {
      categoryId: cat,
      country: "India",
      city: "Delhi",
      model: "Pulsar",
      engineCc: 220,
      priceCents: 60_000,
      monthsUsed: 24,
    });
    bikes.sold = await createBike(seller.id, { categoryId: cat, status: "sold" });
    bikes.unknownAge = await createBike(otherSeller.id, {
      categoryId: cat,
      city: "Dhaka",
      model: "FZ",
      engineCc: 150,
      priceCents: 40_000,
      monthsUsed: null,
    });
  });

  /** The ids of every page of `query` in the category, one bike a page, following the cursors. */
  const onePerPage = (query: string) => onePerPageOf(cat, query);

  it("lists the category's available bikes newest first, without sold ones", async () => {
    const page = await json(await call("GET", `/api/bikes?id=${cat}`));
    expect(ids(page)).toEqual([bikes.unknownAge, bikes.delhi, bikes.dhakaBig, bikes.dhakaCheap]);
    expect(page.nextCursor).toBeNull();
  });

  it.each([
    ["country", "country=India", ["delhi"]],
    ["city", "city=Dhaka", ["unknownAge", "dhakaBig", "dhakaCheap"]],
    ["model", "model=FZ", ["unknownAge", "dhakaCheap"]],
    ["cc range", "minCc=151&maxCc=220", ["delhi", "dhakaBig"]],
    ["max price", "maxPrice=450", ["unknownAge", "dhakaCheap"]],
    ["months used", "maxMonths=12", ["dhakaBig", "dhakaCheap"]],
    ["keyword prefix", "q=thund", ["dhakaCheap"]],
    ["combined", "city=Dhaka&model=FZ&maxPrice=350", ["dhakaCheap"]],
  ])("filters by %s", async (_label, query, expected) => {
    const page = await json(await call("GET", `/api/bikes?id=${cat}&${query}`));
    expect(ids(page)).toEqual(expected.map((key) => bikes[key]));
  });

  it("answers a cc range matching one bike or none", async () => {
    const rare = await json(await call("GET", `/api/bikes?id=${cat}&minCc=200&sort=price_desc`));
    expect(ids(rare)).toEqual([bikes.delhi]);
    const none = await json(await call("GET", `/api/bikes?id=${cat}&minCc=2000`));
    expect(none).toEqual({ items: [], nextCursor: null });
  });

  it("pages a cc range in price order across engine sizes (merged per size) without repeats or gaps", async () => {
    expect(await onePerPage("minCc=150&maxCc=220&sort=price_asc")).toEqual([
      bikes.dhakaCheap,
      bikes.unknownAge,
      bikes.delhi,
      bikes.dhakaBig,
    ]);
    expect(await onePerPage("minCc=150&sort=price_desc")).toEqual([bikes.dhakaBig, bikes.delhi, bikes.unknownAge, bikes.dhakaCheap]);
    expect(await onePerPage("maxCc=155&maxMonths=12&sort=price_asc")).toEqual([bikes.dhakaCheap, bikes.dhakaBig]);
    expect(await onePerPage("minCc=151&maxPrice=700&sort=price_desc")).toEqual([bikes.delhi]);
  });

  it("names the plan that found a page or a count in Server-Timing", async () => {
    const plan = async (path: string) => /plan;desc="([^"]+)"/.exec((await call("GET", path)).headers.get("Server-Timing") ?? "")?.[1];
    expect(await plan(`/api/bikes?id=${cat}`)).toBe("walk");
    expect(await plan(`/api/bikes?id=${cat}&sort=price_asc&minCc=150&maxCc=220`)).toBe("per-size");
    expect(await plan(`/api/bikes?id=${cat}&sort=deal`)).toBe("deals-first");
    expect(await plan(`/api/bikes?sort=price_desc&city=Dhaka`)).toBe("per-category walk");
    expect(await plan(`/api/bikes/count?id=${cat}&maxMonths=12`)).toBe("walk");
    // A keyword's plan depends on its estimated matches (the statistics): one of the planner's names.
    expect(await plan(`/api/bikes?q=thund`)).toMatch(/^(per-category )?(probe-then-)?(walk|bands|matches-sorted)$/);
    expect(await plan(`/api/search/facets?q=thund`)).toMatch(/^(per-category )?(walk|bands|matches-sorted)$/);
  });

  it("sorts by price both ways and pages with a cursor without repeats or gaps", async () => {
    const asc = await json(await call("GET", `/api/bikes?id=${cat}&sort=price_asc`));
    expect(asc.items.map((b: { resalePrice: number }) => b.resalePrice)).toEqual([300, 400, 600, 900]);
    expect(await onePerPage("sort=price_desc")).toEqual([bikes.dhakaBig, bikes.delhi, bikes.unknownAge, bikes.dhakaCheap]);
  });

  it("offers the filter values of the category", async () => {
    const filters = await json(await call("GET", `/api/bikes/filters?id=${cat}`));
    expect(filters).toEqual({ countries: ["Bangladesh", "India"], cities: ["Delhi", "Dhaka"], models: ["FZ", "Pulsar", "R15"] });
  });

  it("rejects bad filters with per-field messages", async () => {
    const response = await call("GET", `/api/bikes?id=${cat}&minCc=300&maxCc=100&maxPrice=-1&limit=500&sort=random&cursor=%%%`);
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toMatchObject({
      maxPrice: "Max price must be a positive number",
      limit: "Limit must be at most 100",
      sort: "Sort must be newest, price_asc, price_desc, deal or nearest",
    });
    const badCursor = await call("GET", `/api/bikes?id=${cat}&cursor=nonsense`);
    expect(badCursor.status).toBe(400);
    const reversed = await call("GET", `/api/bikes?id=${cat}&minCc=300&maxCc=100`);
    expect((await json(reversed)).error.fields).toEqual({ minCc: "Min CC must not be above Max CC" });
  });

  it("shows one bike by id, and 404 for an unknown one", async () => {
    const bike = await json(await call("GET", `/api/bikes/${bikes.delhi}`));
    expect(bike).toMatchObject({ _id: bikes.delhi, city: "Delhi", engineCc: 220, resalePrice: 600 });
    const missing = await call("GET", "/api/bikes/2000000000");
    expect(missing.status).toBe(404);
    expect((await json(missing)).error).toEqual({ code: "not_found", message: "Bike not found." });
  });
});

describe("GET /api/bikes with a keyword rare in the category", () => {
  // More bikes than the probe reads, newer and cheaper than the matches: a keyword page must come
  // from the bands (bikes_keyword_band_idx), not the probe.
  const FILLERS = KEYWORD_PROBE_ROWS + 200;
  let cat: number;
  let zephyrs: Record<"old" | "mid" | "new", number>;

  beforeAll(async () => {
    const owner = await createUser("seller", { verified: true });
    cat = await createCategory();
    const other = await createCategory();
    const zephyr = (priceCents: number, categoryId = cat, engineCc = 650) =>
      createBike(owner.id, { categoryId, name: "Zephyr Tourer", model: "Zephyr", priceCents, engineCc });
    // Oldest first, so the fillers added after them come first newest-first.
    zephyrs = { old: await zephyr(900_000), mid: await zephyr(700_000, cat, 400), new: await zephyr(800_000) };
    await zephyr(100, other); // common in another category: must not count
    await createBike(owner.id, { categoryId: cat, name: "Zephyr Sold", model: "Zephyr", status: "sold" });
    await insertBikes(owner.id, cat, FILLERS);
  });

  const pages = (query: string) => onePerPageOf(cat, query);

  it("pages the matches in every sort order without repeats or gaps", async () => {
    expect(await pages("q=zeph")).toEqual([zephyrs.new, zephyrs.mid, zephyrs.old]);
    expect(await pages("q=Zephyr&sort=price_asc")).toEqual([zephyrs.mid, zephyrs.new, zephyrs.old]);
    expect(await pages("q=zephyr%20tour&sort=price_desc")).toEqual([zephyrs.old, zephyrs.new, zephyrs.mid]);
    const all = await json(await call("GET", `/api/bikes?id=${cat}&q=zephyr&sort=price_asc&limit=12`));
    expect(all).toEqual({ items: expect.any(Array), nextCursor: null });
    expect(ids(all)).toEqual([zephyrs.mid, zephyrs.new, zephyrs.old]);
  });

  it("applies the other filters and the cc range among the matches", async () => {
    expect(await pages("q=zephyr&minCc=500")).toEqual([zephyrs.new, zephyrs.old]);
    expect(await pages("q=zephyr&maxPrice=8000&sort=price_desc")).toEqual([zephyrs.new, zephyrs.mid]);
    expect(await pages("q=zephyr&city=Delhi")).toEqual([]);
  });

  it("answers a keyword with no match in the category with an empty page", async () => {
    expect(await json(await call("GET", `/api/bikes?id=${cat}&q=vespa`))).toEqual({ items: [], nextCursor: null });
  });

  it("still finds a common keyword in the first rows", async () => {
    const page = await json(await call("GET", `/api/bikes?id=${cat}&q=filler&limit=2`));
    expect(page.items.map((b: { name: string }) => b.name)).toEqual([`Filler ${FILLERS}`, `Filler ${FILLERS - 1}`]);
  });
});

// Each test pages through every match, 7 at a time, in several filter sets: dozens of requests in a
// row, each walking the category's bands — under a second in all since the band index has no
// pending list to rescan per band (fastupdate = off in migrations/1700000000000_baseline.sql; it took
// ~25 s with the fillers just inserted). Speed itself is judged by npm run bench, not here.
describe("GET /api/bikes with a keyword common in the category but far down its order", () => {
  // The matches ("Kite") are older than every filler and priced between two sets of fillers, more
  // than KEYWORD_PROBE_ROWS each, so in every sort order the probe finds none: the page comes from
  // the bands (bikes_keyword_band_idx, read band by band of the sort order), or with a cc range or
  // a maximum price from the few matches in its bands. Their prices span many price bands with
  // ties, and their ids cross an id band (8,192 ids).
  const FILLERS = KEYWORD_PROBE_ROWS + 200;
  const KITES = 60;
  let cat: number;

  beforeAll(async () => {
    const owner = await createUser("seller", { verified: true });
    cat = await createCategory();
    const insert = (name: string, count: number, price: string, cc: string, country: string, months: string) =>
      insertBikes(owner.id, cat, count, {
        name,
        price,
        originalPrice: "90000000",
        cc,
        country,
        months,
        model: "Model",
        description: "A plain bike.",
      });
    // The next ids straddle a multiple of 8,192 (the sequence only moves forward).
    await sql`SELECT setval(pg_get_serial_sequence('bikes', 'id'),
      greatest((SELECT last_value FROM bikes_id_seq), ((SELECT last_value FROM bikes_id_seq) / 8192 + 1) * 8192 - ${KITES / 2}))`.execute(
      db(),
    );
    // Prices from $50 to ~$50,000 (pairs of equal prices), alternating 400/650 cc and two countries.
    await insert(
      "Kite",
      KITES,
      "(5000 * power(1.125, g / 2))::int",
      "CASE WHEN g % 2 = 0 THEN 400 ELSE 650 END",
      "CASE WHEN g % 3 = 0 THEN 'India' ELSE 'Bangladesh' END",
      "g % 24",
    );
    await insert("Cheap filler", FILLERS, "100 + g", "650", "'India'", "6");
    await insert("Dear filler", FILLERS, "90000000 + g", "650", "'India'", "6");
  });

  /** Every page of `query`, `limit` a page, following the cursors; and the ids as SQL orders them. */
  async function pagesAndExpected(query: string, where: ReturnType<typeof sql>, sort: string) {
    const seen = await allPages(`id=${cat}&q=kite&sort=${sort}&${query}`, 7);
    const expected = await sql<{ id: number }>`SELECT id FROM bikes WHERE category_id = ${cat} AND status = 'available'
      AND name LIKE 'Kite %' AND ${where} ORDER BY ${sqlOrder(sort)}`.execute(db());
    return { seen, expected: expected.rows.map((r) => r.id) };
  }

  it.each(["newest", "price_asc", "price_desc"])("pages every match by %s without repeats or gaps", async (sort) => {
    const { seen, expected } = await pagesAndExpected("", sql`true`, sort);
    expect(expected).toHaveLength(KITES);
    expect(seen).toEqual(expected);
  });

  it.each(["newest", "price_asc", "price_desc"])("applies the other filters (%s)", async (sort) => {
    const cases: Array<[string, ReturnType<typeof sql>]> = [
      // in the bands
      ["maxMonths=5", sql`months_used <= 5`],
      ["maxMonths=20&country=India", sql`months_used <= 20 AND country = 'India'`],
      // a cc range or a maximum price: few matches in its cc and price bands, sorted among them
      ["maxPrice=100", sql`resale_price_cents <= 10000`],
      ["maxPrice=2000&country=India", sql`resale_price_cents <= 200000 AND country = 'India'`],
      ["minCc=500", sql`engine_cc >= 500`],
      ["maxCc=500&maxPrice=5000", sql`engine_cc <= 500 AND resale_price_cents <= 500000`],
    ];
    for (const [query, where] of cases) {
      const { seen, expected } = await pagesAndExpected(query, where, sort);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(seen, query).toEqual(expected);
    }
  });

  it("answers a keyword no bike of the category has with an empty page", async () => {
    for (const sort of ["newest", "price_asc", "price_desc"]) {
      expect(await json(await call("GET", `/api/bikes?id=${cat}&q=kitesurf&sort=${sort}`))).toEqual({ items: [], nextCursor: null });
    }
  });
});

describe("GET /api/bikes with a keyword prefix, read from the bands", () => {
  // The bands and band keys read a prefix as every lexeme it starts: "quas" is quasar or quasarix;
  // "q" starts 17 and more; "quokka" starts none (and is no typo of a known word). The fillers, newer
  // and cheaper than the matches, make newest and price low→high pages come from the bands.
  const FILLERS = KEYWORD_PROBE_ROWS + 200;
  const Q_WORDS = 17;
  let cat: number;

  beforeAll(async () => {
    const owner = await createUser("seller", { verified: true });
    cat = await createCategory();
    const bike = (name: string, priceCents: number, engineCc = 650) =>
      createBike(owner.id, { categoryId: cat, name, model: "Model", priceCents, engineCc });
    await bike("Quasar One", 500_000);
    await bike("Quasarix Two", 700_000, 400);
    await bike("Quark Three", 600_000);
    for (let i = 0; i < Q_WORDS; i++) await bike(`Q${String.fromCharCode(97 + i)}x Bike`, 800_000 + i);
    await insertBikes(owner.id, cat, FILLERS);
  });

  /** The ids SQL finds for the prefix tsquery, in the sort's order. */
  async function expected(words: string, sort: string, where = sql`true`) {
    const rows = await sql<{ id: number }>`SELECT id FROM bikes WHERE category_id = ${cat} AND status = 'available'
      AND search @@ to_tsquery('simple', ${words}) AND ${where} ORDER BY ${sqlOrder(sort)}`.execute(db());
    return rows.rows.map((r) => r.id);
  }

  it.each(["newest", "price_asc", "price_desc"])("finds every word a prefix starts, and nothing else (%s)", async (sort) => {
    const quas = await expected("quas:*", sort);
    expect(quas).toHaveLength(2);
    expect(await onePerPageOf(cat, `q=quas&sort=${sort}`)).toEqual(quas);
    const q = await expected("q:*", sort);
    expect(q).toHaveLength(3 + Q_WORDS);
    expect(await onePerPageOf(cat, `q=q&sort=${sort}`)).toEqual(q);
    expect(await onePerPageOf(cat, `q=quokka&sort=${sort}`)).toEqual([]);
  });

  it("reads the prefix as its words within a cc range and under a maximum price too", async () => {
    expect(await onePerPageOf(cat, "q=quas&sort=price_asc&minCc=500")).toEqual(
      await expected("quas:*", "price_asc", sql`engine_cc >= 500`),
    );
    expect(await onePerPageOf(cat, "q=quas&maxPrice=6500")).toEqual(await expected("quas:*", "newest", sql`resale_price_cents <= 650000`));
    expect(await onePerPageOf(cat, "q=q&maxPrice=8000&sort=price_desc")).toEqual(
      await expected("q:*", "price_desc", sql`resale_price_cents <= 800000`),
    );
  });
});

describe("a seller's own bikes", () => {
  it("lists only the seller's bikes, sold ones included", async () => {
    const mine = await createBike(otherSeller.id, { status: "sold" });
    const page = await json(await call("GET", `/api/bikes/my?email=${otherSeller.email}`, { token: otherSeller.token }));
    expect(ids(page)).toContain(mine);
    expect(page.items.every((b: { sellerName: string }) => b.sellerName === "Test Seller")).toBe(true);
    const sellersOfPage = await db().selectFrom("bikes").select("seller_id").where("id", "in", ids(page)).execute();
    expect(new Set(sellersOfPage.map((r) => r.seller_id))).toEqual(new Set([otherSeller.id]));
  });

  it("deletes an own bike (deletedCount 1) but not someone else's (403) and not twice (404)", async () => {
    const bikeId = await createBike(seller.id);
    expect((await call("DELETE", `/api/bikes/my/${bikeId}`, { token: otherSeller.token })).status).toBe(403);
    expect(await json(await call("DELETE", `/api/bikes/my/${bikeId}`, { token: seller.token }))).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
    expect((await call("DELETE", `/api/bikes/my/${bikeId}`, { token: seller.token })).status).toBe(404);
  });

  it("advertises an own bike: it joins the ads list once", async () => {
    const bikeId = await createBike(seller.id, { name: "Advertised Special" });
    const first = await json(await call("PUT", `/api/bikes/ads/${bikeId}`, { token: seller.token }));
    expect(first).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await json(await call("PUT", `/api/bikes/ads/${bikeId}`, { token: seller.token }))).modifiedCount).toBe(0);
    const ads = await json(await call("GET", "/api/ads"));
    expect(ads[0]).toMatchObject({ _id: bikeId, id: bikeId, ads: true, name: "Advertised Special" });
  });

  it("POST /api/ads advertises once, then answers 409; sold bikes cannot be advertised", async () => {
    const bikeId = await createBike(seller.id);
    expect(await json(await call("POST", "/api/ads", { token: seller.token, body: { id: bikeId } }))).toEqual({
      acknowledged: true,
      insertedId: bikeId,
    });
    expect((await call("POST", "/api/ads", { token: seller.token, body: { id: bikeId } })).status).toBe(409);
    const sold = await createBike(seller.id, { status: "sold" });
    expect((await call("PUT", `/api/bikes/ads/${sold}`, { token: seller.token })).status).toBe(409);
    const ads = await json(await call("GET", "/api/ads"));
    expect(ads.map((a: { _id: number }) => a._id)).not.toContain(sold);
  });
});
