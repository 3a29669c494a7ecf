import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { RADII_KM } from "../../edge-api/src/schemas/browse-filters";
import { call, json } from "./support/api";
import { createBike, createCategory, createUser, db, newBikeBody, type TestUser } from "./support/fixtures";

/**
 * Near (#38 point 2): bikes within a radius of a place or a point, nearest first if asked, each
 * saying how far it is; in the count, the search's category counts and saved searches. The
 * property test holds the API to a plain great-circle formula.
 */

/** The sphere earthdistance measures on (its earth(): metres). */
const EARTH_RADIUS_M = 6_378_168;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
/** The great-circle distance in metres between two points (the haversine formula). */
const greatCircle = (a: Point, b: Point) => {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
};

interface Point {
  lat: number;
  lng: number;
}
interface Card {
  _id: number;
  resalePrice: number;
  city: string;
  distanceKm?: number;
}
interface Page {
  items: Card[];
  nextCursor: string | null;
}

/** A small deterministic generator (mulberry32), so a failing case can be run again. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const browse = (query: string) => call("GET", `/api/bikes?${query}`);

/** Every page of a browse, following its cursors. */
async function allPages(query: string): Promise<Card[]> {
  const cards: Card[] = [];
  let cursor: string | null = null;
  do {
    const response = await browse(`${query}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(response.status, query).toBe(200);
    const page: Page = await json(response);
    cards.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return cards;
}

const placeNamed = async (countryCode: string, name: string) =>
  db()
    .selectFrom("places")
    .select(["id", "latitude", "longitude"])
    .where("country_code", "=", countryCode)
    .where("name", "=", name)
    .orderBy("population", "desc")
    .executeTakeFirstOrThrow();

describe("a radius search returns exactly the bikes within it (against the great-circle formula)", () => {
  const bikes: { id: number; at: Point; priceCents: number }[] = [];
  let category: number;

  beforeAll(async () => {
    const seller = await createUser("seller");
    category = await createCategory();
    // 40 places of central Europe, two bikes at each: a place's bikes are at one distance.
    const candidates = await db()
      .selectFrom("places")
      .select(["id", "latitude", "longitude"])
      .where("latitude", ">=", 49)
      .where("latitude", "<=", 53)
      .where("longitude", ">=", 8)
      .where("longitude", "<=", 16)
      .orderBy("id")
      .execute();
    const next = random(38);
    const places = Array.from({ length: 40 }, () => candidates[Math.floor(next() * candidates.length)]!);
    // And a place at the very point of another (a gazetteer may list a town twice): its bikes are
    // at the same distance as the other's, and nearest first interleaves them newest first.
    const twin = { ...places[0]!, id: 990_000_038 };
    await db()
      .insertInto("places")
      .values({ ...twin, name: "Twin", search_name: "twin", country_code: "DE", population: 1 })
      .onConflict((oc) => oc.doNothing())
      .execute();
    places.push(twin, places[0]!);
    for (const place of places) {
      for (let i = 0; i < 2; i++) {
        const priceCents = 10_000 + Math.floor(next() * 50) * 1_000;
        const id = await createBike(seller.id, { categoryId: category, placeId: place.id, priceCents });
        bikes.push({ id, at: { lat: place.latitude, lng: place.longitude }, priceCents });
      }
    }
  });

  const sorts = ["newest", "price_asc", "price_desc", "nearest"] as const;
  it.each(Array.from({ length: 24 }, (_, i) => i))("case %i: the same bikes, in order, with their distances", async (seed) => {
    const next = random(1000 + seed);
    const centre = { lat: Number((49 + next() * 4).toFixed(4)), lng: Number((8 + next() * 8).toFixed(4)) };
    const radius = RADII_KM[Math.floor(next() * 4)]!; // 10–100 km: within the box
    const sort = sorts[seed % sorts.length]!;
    const limit = 2 + Math.floor(next() * 5);
    const metres = new Map(bikes.map((b) => [b.id, greatCircle(centre, b.at)]));
    // No bike within a metre of the edge: a float's rounding may put it either side.
    expect(bikes.every((b) => Math.abs(metres.get(b.id)! - radius * 1000) > 1)).toBe(true);
    const within = bikes.filter((b) => metres.get(b.id)! <= radius * 1000);
    const order = {
      newest: (a: (typeof bikes)[number], b: (typeof bikes)[number]) => b.id - a.id,
      price_asc: (a: (typeof bikes)[number], b: (typeof bikes)[number]) => a.priceCents - b.priceCents || a.id - b.id,
      price_desc: (a: (typeof bikes)[number], b: (typeof bikes)[number]) => b.priceCents - a.priceCents || b.id - a.id,
      nearest: (a: (typeof bikes)[number], b: (typeof bikes)[number]) => metres.get(a.id)! - metres.get(b.id)! || b.id - a.id,
    }[sort];
    const query = `id=${category}&lat=${centre.lat}&lng=${centre.lng}&radius=${radius}&sort=${sort}&limit=${limit}`;
    const cards = await allPages(query);
    expect(
      cards.map((c) => c._id),
      query,
    ).toEqual(within.sort(order).map((b) => b.id));
    for (const card of cards) expect(card.distanceKm, query).toBe(Math.round(metres.get(card._id)! / 1000));
    const count = await json(await call("GET", `/api/bikes/count?id=${category}&lat=${centre.lat}&lng=${centre.lng}&radius=${radius}`));
    expect(count, query).toEqual({ count: within.length, capped: false });
  });

  it("bikes of two places at one point come nearest first, then newest first, on every page size", async () => {
    const centre = bikes[0]!.at;
    const metres = new Map(bikes.map((b) => [b.id, greatCircle(centre, b.at)]));
    const within = bikes.filter((b) => metres.get(b.id)! <= 10_000);
    const expected = within.sort((a, b) => metres.get(a.id)! - metres.get(b.id)! || b.id - a.id).map((b) => b.id);
    expect(within.filter((b) => metres.get(b.id)! < 1).length).toBe(6);
    for (const limit of [1, 2, 3, 4]) {
      const cards = await allPages(`id=${category}&lat=${centre.lat}&lng=${centre.lng}&radius=10&sort=nearest&limit=${limit}`);
      expect(
        cards.map((c) => c._id),
        `limit ${limit}`,
      ).toEqual(expected);
    }
  });

  it("near a place measures from the place, whose own bikes are 0 km away", async () => {
    const [first] = bikes;
    const place = await db().selectFrom("bikes").select("place_id").where("id", "=", first!.id).executeTakeFirstOrThrow();
    const byPlace = await allPages(`id=${category}&near=${place.place_id}&radius=25&sort=nearest`);
    const byPoint = await allPages(`id=${category}&lat=${first!.at.lat}&lng=${first!.at.lng}&radius=25&sort=nearest`);
    expect(byPlace).toEqual(byPoint);
    expect(byPlace[0]!.distanceKm).toBe(0);
    expect(byPlace.map((c) => c._id)).toContain(first!.id);
  });

  it("without near, cards carry no distance", async () => {
    const page: Page = await json(await browse(`id=${category}`));
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((c) => c.distanceKm === undefined)).toBe(true);
  });
});

describe("near with the other filters, the search and saved searches", () => {
  let seller: TestUser;
  let buyer: TestUser;
  let category: number;
  let berlin: { id: number; latitude: number; longitude: number };
  let potsdam: { id: number };
  let munich: { id: number };

  beforeAll(async () => {
    [seller, buyer] = await Promise.all([createUser("seller"), createUser("buyer")]);
    category = await createCategory();
    [berlin, potsdam, munich] = await Promise.all([placeNamed("DE", "Berlin"), placeNamed("DE", "Potsdam"), placeNamed("DE", "Munich")]);
  });

  it("a listing through the API is found near its place, with the keyword and price filters", async () => {
    const add = (placeId: number, city: string, name: string, resalePrice: number) =>
      call("POST", "/api/bikes", {
        token: seller.token,
        body: newBikeBody(seller, category, { country: "Germany", city, placeId, name, resalePrice, location: `${city}, Germany` }),
      });
    for (const response of [
      await add(potsdam.id, "Potsdam", "Zanella Styler near", 1800),
      await add(potsdam.id, "Potsdam", "Zanella Styler dear", 4800),
      await add(munich.id, "Munich", "Zanella Styler far", 1900),
    ])
      expect(response.status).toBe(201);
    const near = (more: string) => allPages(`id=${category}&near=${berlin.id}&radius=50&${more}`);
    expect((await near("q=zanella")).map((c) => c.city)).toEqual(["Potsdam", "Potsdam"]);
    expect((await near("q=zanella&maxPrice=2000")).map((c) => c.resalePrice)).toEqual([1800]);
    const [closest] = await near("sort=nearest");
    expect(closest!.distanceKm).toBeGreaterThan(15);
    expect(closest!.distanceKm).toBeLessThan(40);
    // The search's category counts, across categories.
    const facets = await json(await call("GET", `/api/search/facets?q=zanella&near=${berlin.id}&radius=50`));
    expect(facets.categories.find((c: { id: number }) => c.id === category)).toMatchObject({ count: 2 });
  });

  it("a saved search near a place alerts only bikes within its radius", async () => {
    const saved = await call("POST", "/api/saved-searches", {
      token: buyer.token,
      body: { name: "Near Berlin", filters: { id: category, near: berlin.id, radius: 50 } },
    });
    expect(saved.status).toBe(201);
    const { savedSearch } = await json(saved);
    expect(savedSearch.filters).toMatchObject({ near: berlin.id, radius: 50, lat: berlin.latitude, lng: berlin.longitude });
    const add = (placeId: number, city: string) =>
      call("POST", "/api/bikes", { token: seller.token, body: newBikeBody(seller, category, { country: "Germany", city, placeId }) });
    const inside = (await json(await add(potsdam.id, "Potsdam"))).bike?._id ?? null;
    await add(munich.id, "Munich");
    const matched = await db().selectFrom("saved_search_matches").select("bike_id").where("search_id", "=", savedSearch.id).execute();
    expect(matched.map((m) => m.bike_id)).toEqual([inside]);
  });

  it("a place's first listing makes it one a radius search reads", async () => {
    const town = await db()
      .selectFrom("places")
      .select(["id", "name", "latitude", "longitude"])
      .where("country_code", "=", "IS")
      .where("listed", "=", false)
      .orderBy("population", "desc")
      .executeTakeFirstOrThrow();
    const response = await call("POST", "/api/bikes", {
      token: seller.token,
      body: newBikeBody(seller, category, { country: "Iceland", city: town.name, placeId: town.id }),
    });
    expect(response.status).toBe(201);
    const cards = await allPages(`id=${category}&lat=${town.latitude}&lng=${town.longitude}&radius=10`);
    expect(cards.map((c) => c.city)).toEqual([town.name]);
  });
});

describe("places to search near", () => {
  it("suggests places of every country without one, and names one by its id", async () => {
    const { places } = await json(await call("GET", "/api/places?q=berlin"));
    expect(places[0]).toMatchObject({ name: "Berlin", country: "Germany" });
    const one = await call("GET", `/api/places/${places[0].id}`);
    expect(one.status).toBe(200);
    expect((await json(one)).place).toMatchObject({ id: places[0].id, name: "Berlin" });
    expect((await call("GET", "/api/places/2000000000")).status).toBe(404);
  });
});

describe("bad near input is a 400 naming the field", () => {
  it.each([
    ["near=2000000000&radius=50", "near", "Unknown place: pick one from the suggestions"],
    ["lat=91&lng=10&radius=50", "lat", "Latitude must be between -90 and 90"],
    ["lat=10&lng=-180.5&radius=50", "lng", "Longitude must be between -180 and 180"],
    ["lat=10&radius=50", "lng", "Latitude and longitude go together"],
    ["lat=10&lng=10&radius=30", "radius", "Radius must be 10, 25, 50, 100, 250 or 500 km"],
    ["lat=10&lng=10", "radius", "Choose a radius: 10, 25, 50, 100, 250 or 500 km"],
    ["radius=50", "radius", "Radius needs a place to measure from: near, or lat and lng"],
    ["sort=nearest", "sort", "Nearest first needs a place to measure from: near, or lat and lng"],
    ["near=berlin&radius=50", "near", "Near must be a number"],
  ])("%s", async (query, field, message) => {
    const response = await browse(query);
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toMatchObject({ [field]: message });
  });

  it("a saved search with a point off the globe is refused the same way", async () => {
    const buyer = await createUser("buyer");
    const response = await call("POST", "/api/saved-searches", {
      token: buyer.token,
      body: { name: "Off", filters: { q: "honda", lat: -95, lng: 0, radius: 10 } },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toMatchObject({ "filters.lat": "Latitude must be between -90 and 90" });
  });
});

describe("the places a radius search reads", () => {
  it("are the listed ones", async () => {
    const { rows } = await sql<{ unlisted: number }>`SELECT count(*)::int AS unlisted FROM bikes
      JOIN places ON places.id = bikes.place_id WHERE NOT places.listed`.execute(db());
    expect(rows[0]!.unlisted).toBe(0);
  });
});
