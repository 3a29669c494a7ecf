import { beforeAll, describe, expect, it } from "vitest";
import { COUNT_CAP, KEYWORD_COUNT_CAP } from "../../edge-api/src/lib/browse/count-bikes";
import { call, json } from "./support/api";
import { createBike, createCategory, createUser, insertBikes, type TestUser } from "./support/fixtures";

/** The filter panel's calls: the selects' values (GET /api/bikes/filters) and the live count (GET /api/bikes/count). */

let seller: TestUser;
let cat: number;
/** A country no other test file uses, so lists across every category can be checked exactly. */
const country = `Filteria ${Date.now().toString(36)}`;

beforeAll(async () => {
  seller = await createUser("seller", { verified: true });
  cat = await createCategory();
  const bike = (o: Parameters<typeof createBike>[1]) => createBike(seller.id, { categoryId: cat, ...o });
  await bike({
    country: "Bangladesh",
    city: "Dhaka",
    model: "FZ",
    engineCc: 150,
    priceCents: 30_000,
    monthsUsed: 3,
    year: 2021,
    mileageKm: 4000,
  });
  await bike({
    country: "Bangladesh",
    city: "Chattogram",
    model: "R15",
    engineCc: 155,
    priceCents: 90_000,
    monthsUsed: 12,
    year: 2016,
    mileageKm: 30_000,
  });
  await bike({
    country: "India",
    city: "Delhi",
    model: "Pulsar",
    engineCc: 220,
    priceCents: 60_000,
    monthsUsed: 30,
    year: null,
    mileageKm: null,
  });
  await bike({
    country: "India",
    city: "Mumbai",
    model: "Pulsar",
    engineCc: 220,
    priceCents: 65_000,
    monthsUsed: null,
    year: 2023,
    mileageKm: 900,
  });
  await bike({ country, city: "Upper Town", model: "FZ" });
  await bike({ country, city: "Lower Town", model: "FZ" });
  // Not available: neither offered nor counted.
  await bike({ country: "Nepal", city: "Kathmandu", model: "Sold One", status: "sold" });
  // Another category's city of the same country: not this category's.
  await createBike(seller.id, { categoryId: await createCategory(), country, city: "Elsewhere" });
});

describe("GET /api/bikes/filters", () => {
  it("offers the category's countries, cities and models", async () => {
    expect(await json(await call("GET", `/api/bikes/filters?id=${cat}`))).toEqual({
      countries: ["Bangladesh", country, "India"].sort(),
      cities: ["Chattogram", "Delhi", "Dhaka", "Lower Town", "Mumbai", "Upper Town"],
      models: ["FZ", "Pulsar", "R15"],
    });
  });

  it("narrows the cities to a country's, leaving the countries and models as they are", async () => {
    expect(await json(await call("GET", `/api/bikes/filters?id=${cat}&country=India`))).toEqual({
      countries: ["Bangladesh", country, "India"].sort(),
      cities: ["Delhi", "Mumbai"],
      models: ["FZ", "Pulsar", "R15"],
    });
    const some = await json(await call("GET", `/api/bikes/filters?id=${cat}&country=${encodeURIComponent(country)}`));
    expect(some.cities).toEqual(["Lower Town", "Upper Town"]);
    // A country without bikes here has no cities; an empty one is no narrowing.
    expect((await json(await call("GET", `/api/bikes/filters?id=${cat}&country=Nepal`))).cities).toEqual([]);
    expect((await json(await call("GET", `/api/bikes/filters?id=${cat}&country=`))).cities).toHaveLength(6);
  });

  it("without a category, narrows to the country's cities in every category", async () => {
    const all = await json(await call("GET", `/api/bikes/filters?country=${encodeURIComponent(country)}`));
    expect(all.cities).toEqual(["Elsewhere", "Lower Town", "Upper Town"]);
    expect(all.countries).toContain(country);
  });

  it("rejects a country that is not a filter value", async () => {
    const response = await call("GET", `/api/bikes/filters?id=${cat}&country=${"x".repeat(61)}`);
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({ country: "Country is too long" });
  });
});

describe("GET /api/bikes/count", () => {
  const count = async (query: string) => json(await call("GET", `/api/bikes/count?id=${cat}${query ? `&${query}` : ""}`));

  it.each([
    ["nothing", "", 6],
    ["country", "country=India", 2],
    ["country and city", "country=Bangladesh&city=Dhaka", 1],
    ["model", "model=FZ", 3],
    ["cc range", "minCc=151&maxCc=220", 3],
    ["max price", "maxPrice=600", 4],
    ["months used", "maxMonths=12", 4],
    // Year and mileage (#38): a bike that does not state them is left out.
    ["a first year", "minYear=2020", 2],
    ["a range of years", "minYear=2016&maxYear=2019", 3],
    ["a most mileage", "maxKm=5000", 2],
    ["a least price", "minPrice=600", 3],
    ["a price range", "minPrice=500&maxPrice=700", 2],
    ["a keyword", "q=pulsar", 2],
    ["a misspelt keyword, forgiven as in the results", "q=pulsr", 2],
    ["nothing matching", "country=Nepal", 0],
  ])("counts the available bikes browse would list for %s", async (_label, query, expected) => {
    expect(await count(query)).toEqual({ count: expected, capped: false });
    // The same bikes browse lists with those filters.
    const page = await json(await call("GET", `/api/bikes?id=${cat}${query ? `&${query}` : ""}&limit=100`));
    expect(page.items).toHaveLength(expected);
  });

  it(`stops at ${COUNT_CAP} and says there are more`, async () => {
    const big = await createCategory();
    await insertBikes(seller.id, big, COUNT_CAP + 50, { months: "g % 40" });
    expect(await json(await call("GET", `/api/bikes/count?id=${big}`))).toEqual({ count: COUNT_CAP, capped: true });
    // 0–12 months: 13 of every 40 (g % 40), under the cap so counted exactly.
    expect(await json(await call("GET", `/api/bikes/count?id=${big}&maxMonths=12`))).toEqual({ count: 348, capped: false });
    // A keyword's matches come from browse's keyword strategies, one page of them: a lower cap.
    expect(await json(await call("GET", `/api/bikes/count?id=${big}&q=filler`))).toEqual({ count: KEYWORD_COUNT_CAP, capped: true });
  });

  it("rejects bad filters with browse's per-field messages", async () => {
    const response = await call("GET", `/api/bikes/count?id=0&minCc=300&maxCc=100&maxPrice=-1&maxMonths=x`);
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toMatchObject({
      id: "Category must be positive",
      maxPrice: "Max price must be a positive number",
      maxMonths: expect.stringMatching(/^Max months used/),
    });
    const reversed = await call("GET", `/api/bikes/count?id=${cat}&minCc=300&maxCc=100`);
    expect((await json(reversed)).error.fields).toEqual({ minCc: "Min CC must not be above Max CC" });
    const nextYear = new Date().getUTCFullYear() + 1;
    const facts = await call("GET", `/api/bikes/count?id=${cat}&minYear=${nextYear}&maxYear=1899&maxKm=-1&minPrice=0`);
    expect(facts.status).toBe(400);
    expect((await json(facts)).error.fields).toEqual({
      minYear: "From year cannot be in the future",
      maxYear: "To year must be 1900 or later",
      maxKm: "Max mileage cannot be negative",
      minPrice: "Min price must be a positive number",
    });
    const backwards = await call("GET", `/api/bikes/count?id=${cat}&minYear=2020&maxYear=2010&minPrice=900&maxPrice=100`);
    expect((await json(backwards)).error.fields).toEqual({
      minYear: "From year must not be above To year",
      minPrice: "Min price must not be above Max price",
    });
  });
});
