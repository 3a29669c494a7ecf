import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { ENGINE_BANDS, pickSimilar, SIMILAR_BIKES, type Candidate } from "../../edge-api/src/lib/bikes/similar-bikes";
import { call, json } from "./support/api";
import { createBike, createCategory, createUser, db } from "./support/fixtures";

/**
 * "Similar bikes for sale" under a bike page (#38 point 5): the same model's newest first, then the
 * category's bikes of the same engine-size band within 30 % of the price, nearest price first; never
 * the bike itself nor a bike not for sale; at most eight; for a sold bike too.
 */
describe("pickSimilar", () => {
  const bike = { id: 1, priceCents: 100_000, latitude: null, longitude: null };
  const c = (id: number, priceCents: number, group: Candidate["group"], at?: [number, number]): Candidate => ({
    id,
    priceCents,
    group,
    latitude: at?.[0] ?? null,
    longitude: at?.[1] ?? null,
  });
  it.each<[string, Candidate[], number[]]>([
    ["nothing like it", [c(1, 100_000, "self")], []],
    ["the model's first, as they come (newest first)", [c(9, 50_000, "model"), c(4, 99_000, "band"), c(7, 300_000, "model")], [9, 7, 4]],
    [
      "the band's by nearest price, the newer of two equally near first",
      [c(3, 90_000, "band"), c(5, 110_000, "band"), c(2, 101_000, "band")],
      [2, 5, 3],
    ],
    ["a bike in both groups once, where the model puts it", [c(6, 120_000, "model"), c(6, 120_000, "band"), c(8, 100_500, "band")], [6, 8]],
    ["never the bike itself", [c(1, 100_000, "self"), c(1, 100_000, "band"), c(2, 100_000, "band")], [2]],
    [
      `at most ${SIMILAR_BIKES}`,
      Array.from({ length: 12 }, (_, i) => c(100 - i, 100_000 + i, i % 2 ? "band" : "model")),
      [100, 98, 96, 94, 92, 90, 99, 97],
    ],
  ])("%s", (_name, candidates, expected) => {
    expect(pickSimilar(bike, candidates)).toEqual(expected);
  });

  // The bike in Berlin: Potsdam is ~27 km away, Leipzig ~150 km, Munich ~500 km.
  const berlin: [number, number] = [52.52, 13.405];
  const [potsdam, leipzig, munich]: [number, number][] = [
    [52.399, 13.066],
    [51.34, 12.375],
    [48.137, 11.575],
  ];
  it.each<[string, Candidate[], number[]]>([
    [
      "each group nearest first, the model's still before the band's",
      [c(9, 100_000, "model", munich), c(7, 100_000, "model", potsdam), c(4, 100_000, "band", leipzig), c(3, 130_000, "band", potsdam)],
      [7, 9, 3, 4],
    ],
    ["a bike without a place after those with one", [c(9, 100_000, "model"), c(7, 100_000, "model", munich)], [7, 9]],
    [
      "at one place, the band's by nearest price, and the model's newest first",
      [c(3, 125_000, "band", potsdam), c(2, 101_000, "band", potsdam), c(5, 100_000, "model", leipzig), c(8, 100_000, "model", leipzig)],
      [8, 5, 2, 3],
    ],
  ])("near a place: %s", (_name, candidates, expected) => {
    expect(pickSimilar({ ...bike, latitude: berlin[0], longitude: berlin[1] }, candidates)).toEqual(expected);
  });

  it("uses the fair-price rating's engine-size bands", async () => {
    const sizes = Array.from({ length: 300 }, (_, i) => i * 10 + 5);
    const { rows } = await sql<{ cc: number; band: number }>`SELECT cc, price_rating_cc_band(cc) AS band
      FROM unnest(${sizes}::int[]) AS cc`.execute(db());
    for (const { cc, band } of rows) {
      // The SQL function numbers its bands from 0; ENGINE_BANDS lists them in the same order.
      const ours = ENGINE_BANDS.findIndex((b) => cc >= b.min && cc <= b.max);
      expect(ours, `${cc} cc`).toBe(band);
    }
  });
});

describe("GET /api/bikes/:id/similar", () => {
  let bikeId: number;
  let expected: number[];
  let soldId: number;

  beforeAll(async () => {
    const seller = await createUser("seller");
    const categoryId = await createCategory();
    const bike = (model: string, engineCc: number, dollars: number, status?: "sold" | "withdrawn") =>
      createBike(seller.id, { categoryId, model, engineCc, priceCents: dollars * 100, status, name: `${model} ${dollars}` });
    bikeId = await bike("Alpha 300", 300, 2000);
    const modelOld = await bike("Alpha 300", 290, 3500);
    await bike("Alpha 300", 300, 2100, "sold");
    const modelNew = await bike("Alpha 300", 310, 1200);
    // The 251–400 cc band within $1,400–$2,600.
    const near = await bike("Beta 350", 350, 1900);
    const nearToo = await bike("Gamma 260", 260, 2100);
    const far = await bike("Delta 399", 399, 1500);
    await bike("Epsilon 380", 380, 2700); // above the window
    await bike("Zeta 270", 270, 1300); // below it
    await bike("Eta 650", 650, 2000); // another band
    await bike("Theta 330", 330, 2050, "withdrawn"); // not for sale
    await createBike(seller.id, { categoryId: await createCategory(), model: "Alpha 300", engineCc: 300, priceCents: 200_000 });
    expected = [modelNew, modelOld, nearToo, near, far];
    soldId = await bike("Alpha 300", 300, 2000, "sold");
  });

  it("lists the model's newest, then the band's nearest in price, of the bike's category, only bikes for sale", async () => {
    const response = await call("GET", `/api/bikes/${bikeId}/similar`);
    expect(response.status).toBe(200);
    const { items } = await json(response);
    expect(items.map((b: { _id: number }) => b._id)).toEqual(expected);
    // Whole cards: what a list shows.
    expect(items[0]).toMatchObject({ _id: expected[0], model: "Alpha 300", resalePrice: 1200, status: "available" });
  });

  it("shows a sold bike's page the same bikes for sale", async () => {
    const { items } = await json(await call("GET", `/api/bikes/${soldId}/similar`));
    // The bike asked about first is now one of the model's for sale, after the two newer ones.
    expect(items.map((b: { _id: number }) => b._id)).toEqual([...expected.slice(0, 2), bikeId, ...expected.slice(2)]);
  });

  it("puts the nearest first when places are known", async () => {
    const seller = await createUser("seller");
    const categoryId = await createCategory();
    const place = async (name: string) =>
      (
        await db()
          .selectFrom("places")
          .select("id")
          .where("country_code", "=", "DE")
          .where("name", "=", name)
          .orderBy("population", "desc")
          .executeTakeFirstOrThrow()
      ).id;
    const [berlin, potsdam, munich] = [await place("Berlin"), await place("Potsdam"), await place("Munich")];
    const at = (placeId: number, dollars: number) =>
      createBike(seller.id, { categoryId, model: "Omega 125", engineCc: 125, priceCents: dollars * 100, placeId });
    const viewed = await at(berlin, 1000);
    const inMunich = await at(munich, 1000);
    const inPotsdam = await at(potsdam, 1100);
    const { items } = await json(await call("GET", `/api/bikes/${viewed}/similar`));
    expect(items.map((b: { _id: number }) => b._id)).toEqual([inPotsdam, inMunich]);
  });

  it("answers 404 for a bike that does not exist, and 400 for an id that is not one", async () => {
    expect((await call("GET", "/api/bikes/2147483000/similar")).status).toBe(404);
    expect((await call("GET", "/api/bikes/0/similar")).status).toBe(400);
  });
});
