import { beforeAll, describe, expect, it } from "vitest";
import { countryCode, displayName } from "../../edge-api/src/lib/places/countries";
import { placeKey } from "../../edge-api/src/lib/places/place-key";
import { call, json } from "./support/api";
import { createCategory, createUser, db, newBikeBody, type TestUser } from "./support/fixtures";

/**
 * Places are real (#38 point 1): a listing's city is a known place of the GeoNames gazetteer,
 * found with forgiveness as the seller types, stored with its coordinates; an unknown one is a
 * 400 naming the closest places, for one listing and for each row of an import.
 */
describe("names as typed", () => {
  it.each([
    ["München", "munchen"],
    ["  São   Paulo ", "sao paulo"],
    ["DÜSSELDORF", "dusseldorf"],
    ["Chittagong", "chittagong"],
  ])("placeKey(%j) is %j", (typed, key) => {
    expect(placeKey(typed)).toBe(key);
  });

  it.each([
    ["Germany", "DE"],
    ["germany", "DE"],
    ["DE", "DE"],
    ["USA", "US"],
    ["United States", "US"],
    ["uk", "GB"],
    ["Bangladesh", "BD"],
    ["BGD", "BD"],
    ["Atlantis", undefined],
    ["", undefined],
  ])("countryCode(%j) is %j", (typed, code) => {
    expect(countryCode(typed)).toBe(code);
  });

  it.each<[string | string[], string]>([
    [["United States of America", "United States", "USA"], "United States of America"],
    [["Taiwan, Province of China", "Taiwan"], "Taiwan"],
    [["The Republic of North Macedonia", "North Macedonia"], "North Macedonia"],
    ["Bangladesh", "Bangladesh"],
  ])("a country is shown as the first name that reads as one: %j", (names, shown) => {
    expect(displayName(names)).toBe(shown);
  });
});

interface PlaceBody {
  id: number;
  name: string;
  country: string;
  countryCode: string;
  population: number;
  latitude: number;
  longitude: number;
}
const suggest = async (country: string, q: string) =>
  (await json<{ places: PlaceBody[] }>(await call("GET", `/api/places?country=${encodeURIComponent(country)}&q=${encodeURIComponent(q)}`)))
    .places;

describe("GET /api/places", () => {
  it("suggests a country's cities closest to what is typed, with their coordinates", async () => {
    const [munich] = await suggest("Germany", "Munich");
    expect(munich).toMatchObject({ name: "Munich", country: "Germany", countryCode: "DE" });
    expect(munich!.latitude).toBeCloseTo(48.14, 1);
    expect(munich!.longitude).toBeCloseTo(11.58, 1);
    // A beginning, a typo, a dropped accent: the place is still offered.
    expect((await suggest("DE", "Muni")).map((p) => p.name)).toContain("Munich");
    expect((await suggest("Bangladesh", "chitagong")).map((p) => p.name)[0]).toBe("Chittagong");
    expect((await suggest("Germany", "dusseldorf")).map((p) => p.name)[0]).toBe("Düsseldorf");
  });

  it("offers at most eight, and among equally close names the most populous first", async () => {
    const portlands = (await suggest("United States of America", "Portland")).filter((p) => p.name === "Portland");
    expect(portlands.length).toBeGreaterThan(1);
    expect((await suggest("USA", "Portland")).length).toBeLessThanOrEqual(8);
    const populations = portlands.map((p) => p.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it("answers 400 for an unknown country or nothing typed, and is cacheable", async () => {
    const unknown = await call("GET", "/api/places?country=Atlantis&q=Poseidonia");
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).error.fields).toEqual({ country: 'Unknown country "Atlantis": choose one from the list' });
    expect((await call("GET", "/api/places?country=Germany&q=")).status).toBe(400);
    const ok = await call("GET", "/api/places?country=Germany&q=Berlin");
    expect(ok.headers.get("Cache-Control")).toContain("public");
  });
});

describe("a listing's place", () => {
  let seller: TestUser;
  let categoryId: number;
  beforeAll(async () => {
    seller = await createUser("seller", { verified: true });
    categoryId = await createCategory();
  });

  const stored = (id: number) =>
    db()
      .selectFrom("bikes")
      .select(["country", "city", "place_id", "latitude", "longitude"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const countOwn = async () => (await db().selectFrom("bikes").select("id").where("seller_id", "=", seller.id).execute()).length;

  it("is the place the country and city name, under the gazetteer's names and with its coordinates", async () => {
    const response = await call("POST", "/api/bikes", {
      token: seller.token,
      body: newBikeBody(seller, categoryId, { country: "uk", city: "manchester" }),
    });
    expect(response.status).toBe(201);
    const { insertedId, bike } = await json(response);
    expect(bike).toMatchObject({ country: "United Kingdom", city: "Manchester" });
    const row = await stored(insertedId);
    expect(row.place_id).toBe(bike.placeId);
    expect(row.latitude).toBeCloseTo(53.48, 1);
    expect(row.longitude).toBeCloseTo(-2.24, 1);
  });

  it("is the place picked from suggestions where a country has two of that name", async () => {
    const small = (await suggest("US", "Portland")).filter((p) => p.name === "Portland").at(-1)!;
    const response = await call("POST", "/api/bikes", {
      token: seller.token,
      body: newBikeBody(seller, categoryId, { country: "United States of America", city: "Portland", placeId: small.id }),
    });
    expect(response.status).toBe(201);
    const row = await stored((await json(response)).insertedId);
    expect(row).toMatchObject({ place_id: small.id, city: "Portland" });
    expect(row.latitude).toBeCloseTo(small.latitude, 5);
  });

  it("refuses an unknown city with the closest names, an unknown country, and a place of another country; nothing is saved", async () => {
    const before = await countOwn();
    const typo = await call("POST", "/api/bikes", { token: seller.token, body: newBikeBody(seller, categoryId, { city: "Dhakka" }) });
    expect(typo.status).toBe(400);
    expect((await json(typo)).error.fields.city).toMatch(/^Unknown city "Dhakka" in Bangladesh\. Did you mean Dhaka\b/);

    const country = await call("POST", "/api/bikes", {
      token: seller.token,
      body: newBikeBody(seller, categoryId, { country: "Atlantis" }),
    });
    expect((await json(country)).error.fields).toEqual({ country: 'Unknown country "Atlantis": choose one from the list' });

    const [berlin] = await suggest("Germany", "Berlin");
    const elsewhere = await call("POST", "/api/bikes", {
      token: seller.token,
      body: newBikeBody(seller, categoryId, { country: "Bangladesh", city: "Berlin", placeId: berlin!.id }),
    });
    expect(elsewhere.status).toBe(400);
    expect((await json(elsewhere)).error.fields.city).toMatch(/^Unknown city "Berlin" in Bangladesh/);
    expect(await countOwn()).toBe(before);
  });

  it("moves with an edit", async () => {
    const created = await json(
      await call("POST", "/api/bikes", { token: seller.token, body: newBikeBody(seller, categoryId, { city: "Sylhet" }) }),
    );
    const edited = await call("PUT", `/api/bikes/my/${created.insertedId}`, {
      token: seller.token,
      body: newBikeBody(seller, categoryId, { country: "Germany", city: "berlin" }),
    });
    expect(edited.status).toBe(200);
    expect((await json(edited)).bike).toMatchObject({ country: "Germany", city: "Berlin" });
    expect((await stored(created.insertedId)).latitude).toBeCloseTo(52.52, 1);

    const unknown = await call("PUT", `/api/bikes/my/${created.insertedId}`, {
      token: seller.token,
      body: newBikeBody(seller, categoryId, { country: "Germany", city: "Berlinn" }),
    });
    expect(unknown.status).toBe(400);
    expect((await stored(created.insertedId)).city).toBe("Berlin");
  });

  it("is checked for every row of an import, each unknown city named by its row with suggestions", async () => {
    const before = await countOwn();
    const rows = [
      newBikeBody(seller, categoryId, { name: "Row one", city: "Dhaka" }),
      newBikeBody(seller, categoryId, { name: "Row two", city: "Sylhett" }),
      newBikeBody(seller, categoryId, { name: "Row three", country: "Germany", city: "Hamburg" }),
      newBikeBody(seller, categoryId, { name: "Row four", country: "Narnia", city: "Cair Paravel" }),
    ];
    const refused = await call("POST", "/api/bulk/bikes", { token: seller.token, body: { bikes: rows } });
    expect(refused.status).toBe(400);
    const { fields } = (await json(refused)).error;
    expect(Object.keys(fields).sort()).toEqual(["bikes.1.city", "bikes.3.country"]);
    expect(fields["bikes.1.city"]).toMatch(/^Unknown city "Sylhett" in Bangladesh\. Did you mean Sylhet\b/);
    expect(await countOwn()).toBe(before);

    const saved = await call("POST", "/api/bulk/bikes", { token: seller.token, body: { bikes: [rows[0], rows[2]] } });
    expect(saved.status).toBe(201);
    const ids: number[] = (await json(saved)).insertedIds;
    expect((await stored(ids[1]!)).city).toBe("Hamburg");
    expect((await stored(ids[0]!)).country).toBe("Bangladesh");
  });
});
