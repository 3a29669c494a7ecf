import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { browseBikes, fetchBrowsePage } from "../../edge-api/src/lib/browse/browse-bikes";
import { planName } from "../../edge-api/src/lib/browse/planner";
import { FACET_CAP } from "../../edge-api/src/lib/search/facets";
import { searchKeywords } from "../../edge-api/src/lib/search/keywords";
import { fallbackCandidates } from "../../edge-api/src/lib/search/fallback";
import { SUGGESTIONS } from "../../edge-api/src/lib/search/suggestions";
import { call, json } from "./support/api";
import { allPages, sqlOrder } from "./support/browse";
import { createBike, createCategory, createUser, db, insertBikes, newBikeBody, type TestUser } from "./support/fixtures";

/**
 * The search (lib/search/): typo-tolerant keywords on GET /api/bikes, the suggestions while typing
 * and the results page's category counts. Brands are made up per run ("Quokka" + letters), so the
 * other test files' bikes never match and the vocabulary's closest term is ours.
 */

let seller: TestUser;
/** Three categories of the run: sports has two matches, scooters one, touring none. */
let sports: number;
let scooters: number;
let touring: number;
let lots: number;
const tag = Date.now()
  .toString(36)
  .replace(/[0-9]/g, (d) => "abcdefghij"[Number(d)]!);
const brand = `Quokka${tag}`;
/** The brand of more bikes than a category count shows (tags differ, so the brands are not alike). */
const bulkBrand = `Numbat${[...tag].reverse().join("")}`;
const bikes: Record<string, number> = {};

type Page = { items: { _id: number; name: string }[]; nextCursor: string | null };
const found = async (query: string) => {
  const response = await call("GET", `/api/bikes?${query}&limit=100`);
  expect(response.status).toBe(200);
  return ((await json(response)) as Page).items.map((b) => b._id);
};

beforeAll(async () => {
  seller = await createUser("seller", { verified: true });
  [sports, scooters, touring, lots] = await Promise.all([createCategory(), createCategory(), createCategory(), createCategory()]);
  const bike = (categoryId: number, model: string, o: Parameters<typeof createBike>[1] = {}) =>
    createBike(seller.id, { categoryId, name: `2021 ${brand} ${model}`, model: `${brand} ${model}`, ...o });
  bikes.mt07 = await bike(sports, "MT-07", { priceCents: 600_000 });
  bikes.mt09 = await bike(sports, "MT-09", { priceCents: 900_000, city: "Chattogram" });
  bikes.scooter = await bike(scooters, "Nmax 155", { priceCents: 300_000 });
  bikes.sold = await bike(touring, "Tracer 9", { status: "sold" });
  // More matches than a category count shows, in one statement (the vocabulary trigger runs once).
  await db()
    .insertInto("bikes")
    .values(
      Array.from({ length: FACET_CAP + 5 }, (_, i) => ({
        seller_id: seller.id,
        category_id: lots,
        name: `2020 ${bulkBrand} Bulk ${i}`,
        picture: "/images/bikes/sport-blue.svg",
        resale_price_cents: 100_000 + i,
        original_price_cents: 200_000,
        seller_name: "Test Seller",
        location: "Dhaka, Bangladesh",
        country: "Bangladesh",
        city: "Dhaka",
        model: `${bulkBrand} Bulk ${i}`,
        engine_cc: 125,
        months_used: 3,
        condition: "good" as const,
        description: "One of many.",
        mobile_number: "01700000000",
        status: "available" as const,
        advertised: false,
        advertised_at: null,
      })),
    )
    .execute();
});

describe("GET /api/bikes?q= (search across categories)", () => {
  it("finds by brand and model across every category", async () => {
    const ids = await found(`q=${brand}`);
    expect(ids).toEqual(expect.arrayContaining([bikes.mt07, bikes.mt09, bikes.scooter]));
    expect(ids).not.toContain(bikes.sold);
  });

  it("forgives typing errors: a misspelt brand and a model without its hyphen", async () => {
    const typo = brand.slice(0, 3) + brand.slice(4); // one letter dropped
    expect(await found(`q=${encodeURIComponent(`${typo} mt07`)}`)).toEqual([bikes.mt07]);
    expect(await found(`q=${encodeURIComponent(`${brand.toUpperCase()} MT-07`)}`)).toEqual([bikes.mt07]);
  });

  it("needs every word (AND), typo-corrected or not", async () => {
    expect(await found(`q=${encodeURIComponent(`${brand} nmax`)}`)).toEqual([bikes.scooter]);
    expect(await found(`q=${encodeURIComponent(`${brand} mt07 nmax`)}`)).toEqual([]);
    expect(await found(`q=${encodeURIComponent(`${brand} zzqxv`)}`)).toEqual([]);
  });

  it("keeps the filters, sort and pages of browse", async () => {
    expect(await found(`q=${brand}&city=Chattogram`)).toEqual([bikes.mt09]);
    expect(await found(`q=${encodeURIComponent(`${brand} mt`)}&sort=price_asc`)).toEqual([bikes.mt07, bikes.mt09]);
    // Page by page (one per page) across categories, nothing twice, nothing left out.
    expect(await allPages(`q=${encodeURIComponent(`${brand} mt`)}&sort=price_desc`, 1)).toEqual([bikes.mt09, bikes.mt07]);
  });

  it("finds the same page whether the statistics call a keyword rare or common", async () => {
    // ANALYZE gives bikes.search its lexeme frequencies, which searchKeywords reads as estimated
    // matches. (A word this file has not searched yet: the isolate keeps a word's estimate once looked up.)
    await sql`ANALYZE bikes`.execute(db());
    const q = `${brand.slice(0, -1)} mt`;
    const keywords = (await searchKeywords(db(), q))!;
    expect(keywords.estimatedMatches).toBeGreaterThan(0);
    for (const sort of ["newest", "price_asc", "price_desc"] as const) {
      const page = async (estimatedMatches: number) => {
        const f = { q, keywords: { ...keywords, estimatedMatches }, sort, limit: 1 };
        const statements = browseBikes(db(), f, undefined);
        const ids = (await fetchBrowsePage(db(), statements, 1)).map((b) => b.id);
        return { plan: planName(statements.plan), probed: statements.probe !== null, ids };
      };
      // Common: the probe of the first bikes goes first, then the bands; rare: all matches sorted, one statement.
      const [common, rare] = [await page(1_000_000), await page(1)];
      expect([common.plan, rare.plan]).toEqual(["probe-then-bands", "matches-sorted"]);
      expect([common.probed, rare.probed]).toEqual([true, false]);
      expect(rare.ids).toEqual(common.ids);
      expect(rare.ids).toEqual(sort === "price_asc" ? [bikes.mt07, bikes.mt09] : [bikes.mt09, bikes.mt07]);
    }
  });

  it("lists a match first in price order as soon as it is repriced beyond every other", async () => {
    // In price order a category's keyword page walks the price bands between the category's own ends,
    // which move with every write: a bike made dearer or cheaper than the others is still where the order puts it.
    const category = await createCategory();
    const bilby = `Bilby${tag}`;
    const bike = (priceCents: number, name = `2018 ${bilby} Tour`) =>
      createBike(seller.id, { categoryId: category, name, model: name.slice(5), priceCents });
    const [low, middle, high] = [await bike(200_000), await bike(300_000), await bike(400_000)];
    // Bikes of another brand far cheaper and dearer, so the category's own ends are not the keyword's.
    await bike(40_000, "2018 Other Cheap");
    await bike(5_000_000, "2018 Other Dear");
    const inOrder = (sort: string) => found(`id=${category}&q=${bilby}&sort=${sort}`);
    expect(await inOrder("price_desc")).toEqual([high, middle, low]);

    const reprice = async (id: number, resalePrice: number) => {
      const body = newBikeBody(seller, category, { name: `2018 ${bilby} Tour`, model: `${bilby} Tour`, resalePrice });
      expect((await call("PUT", `/api/bikes/my/${id}`, { token: seller.token, body })).status).toBe(200);
    };
    await reprice(low, 30_000);
    expect(await inOrder("price_desc")).toEqual([low, high, middle]);
    await reprice(middle, 600);
    expect(await inOrder("price_asc")).toEqual([middle, high, low]);
    expect(await found(`q=${bilby}&sort=price_asc&maxCc=2000`)).toEqual([middle, high, low]);
  });

  it("learns a new listing's brand at once (the vocabulary is kept by the database)", async () => {
    const fresh = `Wombat${tag.slice(3)}${tag.slice(0, 3)}`;
    const id = await createBike(seller.id, { categoryId: touring, name: `2022 ${fresh} Scout`, model: `${fresh} Scout` });
    expect(await found(`q=${fresh.slice(0, 4)}${fresh.slice(5)}`)).toEqual([id]);
  });
});

describe("GET /api/bikes?q= with an engine-size range in price order (each category's bands, merged)", () => {
  // keyword-bands-across.ts: the bands of all categories are read together and the walk stops once
  // they hold a page across categories. Prices climb 15 % a bike (a price band is ~6 %), interleaved
  // across three categories, so a page takes bands of several categories; the third category has
  // only 125 cc bikes, none in the ranges above 125 cc.
  const racer = `Wallaby${tag}`;
  const BIKES = 24;

  beforeAll(async () => {
    const [first, second, small] = await Promise.all([createCategory(), createCategory(), createCategory()]);
    const series = (offset: number, cc: string) => ({
      name: `2019 ${racer}`,
      price: `(10000 * power(1.15, 3 * g + ${offset}))::int`,
      cc,
      country: "CASE WHEN g % 2 = 0 THEN 'India' ELSE 'Bangladesh' END",
    });
    await insertBikes(seller.id, first, BIKES, series(0, "CASE g % 3 WHEN 0 THEN 400 WHEN 1 THEN 650 ELSE 900 END"));
    await insertBikes(seller.id, second, BIKES, series(1, "CASE g % 2 WHEN 0 THEN 350 ELSE 700 END"));
    await insertBikes(seller.id, small, BIKES, series(2, "125"));
  });

  /** Every page of `query`, three bikes a page, following the cursors. */
  const threePerPage = (query: string) => allPages(`q=${racer}&${query}`, 3);

  it.each(["price_asc", "price_desc"])("pages every match in the range across categories in order (%s)", async (sort) => {
    const cases: Array<[string, ReturnType<typeof sql>]> = [
      ["minCc=300&maxCc=660", sql`engine_cc BETWEEN 300 AND 660`],
      ["minCc=680", sql`engine_cc >= 680`],
      ["maxCc=400&maxPrice=20000", sql`engine_cc <= 400 AND resale_price_cents <= 2000000`],
      ["minCc=300&country=India", sql`engine_cc >= 300 AND country = 'India'`],
      ["maxCc=130", sql`engine_cc <= 130`],
    ];
    for (const [query, where] of cases) {
      const expected = await sql<{ id: number }>`SELECT id FROM bikes WHERE status = 'available' AND name LIKE ${`2019 ${racer} %`}
        AND ${where} ORDER BY ${sqlOrder(sort)}`.execute(db());
      expect(expected.rows.length, query).toBeGreaterThan(3);
      expect(await threePerPage(`sort=${sort}&${query}`), query).toEqual(expected.rows.map((r) => r.id));
    }
  });

  it("finds nothing when no category has a bike of the range", async () => {
    expect(await threePerPage("sort=price_asc&minCc=1000")).toEqual([]);
    expect(await threePerPage("sort=price_desc&minCc=126&maxCc=340")).toEqual([]);
  });
});

describe("GET /api/search/suggestions", () => {
  const suggest = async (q: string) => {
    const response = await call("GET", `/api/search/suggestions?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return ((await json(response)) as { suggestions: { text: string; kind: string }[] }).suggestions;
  };

  it("lists the brand first, then its models, from a prefix", async () => {
    const list = await suggest(brand.slice(0, 9).toLowerCase());
    expect(list[0]).toEqual({ text: brand, kind: "brand" });
    expect(list.map((s) => s.text)).toEqual(expect.arrayContaining([`${brand} MT-07`, `${brand} MT-09`, `${brand} Nmax 155`]));
  });

  it("forgives typing errors", async () => {
    const typo = `${brand.slice(0, 3)}${brand.slice(4)} mt07`;
    expect((await suggest(typo)).map((s) => s.text)).toContain(`${brand} MT-07`);
  });

  it(`answers at most ${SUGGESTIONS}, all brands and models that exist`, async () => {
    const list = await suggest(bulkBrand);
    expect(list).toHaveLength(SUGGESTIONS);
    expect(list[0]).toEqual({ text: bulkBrand, kind: "brand" });
    for (const s of list.slice(1))
      expect(s).toEqual({ text: expect.stringMatching(new RegExp(`^${bulkBrand} Bulk \\d+$`)), kind: "model" });
    expect(await suggest("zzqxvwy")).toEqual([]);
  });

  it("requires what was typed", async () => {
    const response = await call("GET", "/api/search/suggestions");
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({ q: "Search is required" });
    expect((await call("GET", `/api/search/suggestions?q=${"a".repeat(101)}`)).status).toBe(400);
  });
});

describe("GET /api/search/facets", () => {
  type Facets = { cap: number; categories: { id: number; name: string; count: number; capped: boolean }[] };
  const facets = async (query: string) => {
    const response = await call("GET", `/api/search/facets?${query}`);
    expect(response.status).toBe(200);
    const body = (await json(response)) as Facets;
    return Object.fromEntries(body.categories.map((c) => [c.id, { count: c.count, capped: c.capped }]));
  };

  it("counts each category's matches of the keyword and filters", async () => {
    const counts = await facets(`q=${brand}`);
    expect(counts[sports]).toEqual({ count: 2, capped: false });
    expect(counts[scooters]).toEqual({ count: 1, capped: false });
    expect(counts[touring]).toEqual({ count: 0, capped: false });
    expect(await facets(`q=${brand}&city=Chattogram`)).toMatchObject({ [sports]: { count: 1 }, [scooters]: { count: 0 } });
    expect(await facets(`q=${encodeURIComponent(`${brand.slice(0, 3)}${brand.slice(4)} mt07`)}`)).toMatchObject({
      [sports]: { count: 1 },
      [scooters]: { count: 0 },
    });
  });

  it(`stops at ${FACET_CAP} and says there are more`, async () => {
    const response = await call("GET", `/api/search/facets?q=${bulkBrand}`);
    const body = (await json(response)) as Facets;
    expect(body.cap).toBe(FACET_CAP);
    expect(body.categories.find((c) => c.id === lots)).toMatchObject({ count: FACET_CAP, capped: true });
  });

  it("counts a category again as soon as one of its matches is listed or repriced under the filters", async () => {
    // A category whose matches are all dearer than the maximum price (or outside the engine-size
    // range) is ruled out from its lexemes' bounds; the database widens them with every write.
    const wombat = `Wombat${tag}`;
    const bike = (categoryId: number, priceCents: number, engineCc: number) =>
      createBike(seller.id, { categoryId, name: `2019 ${wombat} Trail`, model: `${wombat} Trail`, priceCents, engineCc });
    const dear = await bike(sports, 500_000, 650);
    await bike(scooters, 150_000, 125);
    const counts = async (filters: string) => {
      const all = await facets(`q=${wombat}&${filters}`);
      return [all[sports]!.count, all[scooters]!.count];
    };
    expect(await counts("maxPrice=2000")).toEqual([0, 1]);
    expect(await counts("minCc=600")).toEqual([1, 0]);
    expect(await counts("maxCc=200")).toEqual([0, 1]);
    expect(await found(`q=${wombat}&maxPrice=2000`)).toHaveLength(1);

    // The seller lowers the sports bike's price under $2,000 (Edit), and a 700 cc scooter is listed.
    const body = newBikeBody(seller, sports, { name: `2019 ${wombat} Trail`, model: `${wombat} Trail`, engineCc: 650, resalePrice: 1800 });
    expect((await call("PUT", `/api/bikes/my/${dear}`, { token: seller.token, body })).status).toBe(200);
    await bike(scooters, 400_000, 700);
    expect(await counts("maxPrice=2000")).toEqual([1, 1]);
    expect(await counts("minCc=600")).toEqual([1, 1]);
    expect(await found(`q=${wombat}&maxPrice=2000`)).toEqual(expect.arrayContaining([dear]));
    expect(await found(`q=${wombat}&maxPrice=2000`)).toHaveLength(2);
  });

  it("rejects bad filters with browse's per-field messages", async () => {
    const response = await call("GET", "/api/search/facets?minCc=700&maxCc=100");
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({ minCc: "Min CC must not be above Max CC" });
  });
});

describe("GET /api/search/fallback (when a search finds nothing, #33)", () => {
  const fallback = async (q: string) =>
    (await json(await call("GET", `/api/search/fallback?q=${encodeURIComponent(q)}`))).fallback as { q: string; label: string } | null;
  // The brand misspelt (a letter dropped) is corrected to the brand's own spelling.
  const misspelt = brand.slice(0, 3) + brand.slice(4);

  it("shows the brand when a misspelt brand and a model no bike has find nothing", async () => {
    expect(await found(`q=${encodeURIComponent(`${misspelt} zq9x`)}`)).toEqual([]);
    expect(await fallback(`${misspelt} zq9x`)).toEqual({ q: brand, label: brand });
  });

  it("tries each word alone when they only exist apart, in the order typed", async () => {
    expect(await found(`q=${encodeURIComponent(`${brand} ${bulkBrand}`)}`)).toEqual([]);
    expect(await fallback(`${brand} ${bulkBrand}`)).toEqual({ q: brand, label: brand });
  });

  it("has none when no word finds a bike", async () => {
    expect(await fallback("zq9x qqzzv")).toBeNull();
  });
});

describe("fallbackCandidates", () => {
  const word = (w: string, typedMatches: boolean | null, correction?: string) => ({
    word: w,
    label: correction ?? w,
    typedMatches,
    corrected: Boolean(correction),
  });
  it("drops words no bike has and nothing corrects; tries the rest together, then each alone", () => {
    expect(fallbackCandidates([word("yamha", false, "Yamaha"), word("zq9x", false)])).toEqual([{ q: "Yamaha", label: "Yamaha" }]);
    expect(fallbackCandidates([word("honda", true), word("forza", true)])).toEqual([
      { q: "honda", label: "honda" },
      { q: "forza", label: "forza" },
    ]);
    expect(fallbackCandidates([word("honda", true), word("cbx", false), word("2019", null)])).toEqual([
      { q: "honda 2019", label: "honda 2019" },
      { q: "honda", label: "honda" },
      { q: "2019", label: "2019" },
    ]);
    expect(fallbackCandidates([word("zq9x", false)])).toEqual([]);
    expect(fallbackCandidates([word("honda", true)])).toEqual([]);
  });
});
