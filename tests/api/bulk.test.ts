import { beforeAll, describe, expect, it } from "vitest";
import { call, json } from "./support/api";
import { createBike, createCategory, createUser, db, newBikeBody, type TestUser } from "./support/fixtures";

let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let admin: TestUser;
let categoryId: number;

beforeAll(async () => {
  [seller, otherSeller, buyer, admin] = await Promise.all([
    createUser("seller", { verified: true }),
    createUser("seller"),
    createUser("buyer"),
    createUser("admin"),
  ]);
  categoryId = await createCategory();
});

const countBikes = async (sellerId: number) =>
  Number(
    (
      await db()
        .selectFrom("bikes")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("seller_id", "=", sellerId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const rows = (who: TestUser, n: number, overrides: (i: number) => Record<string, unknown> = () => ({})) =>
  Array.from({ length: n }, (_, i) => newBikeBody(who, categoryId, { name: `Import ${i + 1}`, ...overrides(i) }));

describe("POST /api/bulk/bikes (CSV import)", () => {
  it("saves every row of a good file, prices in minor units, as the signed-in seller", async () => {
    const importer = await createUser("seller");
    const response = await call("POST", "/api/bulk/bikes", { token: importer.token, body: { bikes: rows(importer, 3) } });
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body).toMatchObject({ acknowledged: true, insertedCount: 3 });
    expect(body.insertedIds).toHaveLength(3);
    const saved = await db()
      .selectFrom("bikes")
      .select(["name", "resale_price_cents", "seller_id", "seller_name"])
      .where("id", "in", body.insertedIds)
      .orderBy("id")
      .execute();
    expect(saved).toEqual(
      [1, 2, 3].map((i) => ({ name: `Import ${i}`, resale_price_cents: 165_050, seller_id: importer.id, seller_name: importer.name })),
    );
  });

  it("names each bad row's field (bikes.<row>.<field>) with the Add product messages and saves nothing", async () => {
    const importer = await createUser("seller");
    const bikes = rows(importer, 20, (i) => (i === 3 ? { resalePrice: "-5" } : i === 12 ? { condition: "mint", name: "" } : {}));
    const response = await call("POST", "/api/bulk/bikes", { token: importer.token, body: { bikes } });
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({
      "bikes.3.resalePrice": "Resale price must be a positive number",
      "bikes.12.name": "Name is required",
      "bikes.12.condition": "Condition must be excellent, good or fair",
    });
    expect(await countBikes(importer.id)).toBe(0);
  });

  it("saves a 1,000-row file in one request", async () => {
    const importer = await createUser("seller");
    const response = await call("POST", "/api/bulk/bikes", { token: importer.token, body: { bikes: rows(importer, 1000) } });
    expect(response.status, await response.clone().text()).toBe(201);
    expect((await json(response)).insertedCount).toBe(1000);
    expect(await countBikes(importer.id)).toBe(1000);
  });

  it("rolls the whole 1,000-row file back when the database refuses its last row (unknown category)", async () => {
    const importer = await createUser("seller");
    const bikes = rows(importer, 1000, (i) => (i === 999 ? { id: 2_000_000_000 } : {}));
    const response = await call("POST", "/api/bulk/bikes", { token: importer.token, body: { bikes } });
    expect(response.status).toBe(400);
    const error = (await json(response)).error;
    expect(error.fields).toEqual({ "bikes.999.id": "Category not found" });
    expect(error.message).toMatch(/Nothing was saved/);
    // Rows 1–750 went in before the failing chunk: the transaction took them back out.
    expect(await countBikes(importer.id)).toBe(0);
  });

  it("refuses more than 1,000 rows, an empty list, and rows posted as someone else", async () => {
    const tooMany = await call("POST", "/api/bulk/bikes", { token: seller.token, body: { bikes: rows(seller, 1001) } });
    expect(tooMany.status).toBe(400);
    expect((await json(tooMany)).error.fields).toEqual({ bikes: "Import at most 1000 bikes at once" });
    const empty = await call("POST", "/api/bulk/bikes", { token: seller.token, body: { bikes: [] } });
    expect(empty.status).toBe(400);
    const before = await countBikes(otherSeller.id);
    const asOther = await call("POST", "/api/bulk/bikes", {
      token: seller.token,
      body: { bikes: [...rows(seller, 2), ...rows(otherSeller, 1)] },
    });
    expect(asOther.status).toBe(403);
    expect((await json(asOther)).error.message).toMatch(/row 3/);
    expect(await countBikes(otherSeller.id)).toBe(before);
  });

  it("is for sellers only", async () => {
    for (const who of [buyer, admin]) {
      const response = await call("POST", "/api/bulk/bikes", { token: who.token, body: { bikes: rows(who, 1) } });
      expect(response.status).toBe(403);
    }
  });
});

const bikeState = (ids: number[]) => db().selectFrom("bikes").select(["id", "advertised"]).where("id", "in", ids).orderBy("id").execute();

describe("PUT /api/bulk/bikes/ads and DELETE /api/bulk/bikes (multi-select in My products)", () => {
  it("advertises many own bikes at once and counts only the ones that changed", async () => {
    const ids = [await createBike(seller.id), await createBike(seller.id), await createBike(seller.id, { advertised: true })];
    const response = await call("PUT", "/api/bulk/bikes/ads", { token: seller.token, body: { ids: [...ids, ids[0]] } });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ acknowledged: true, matchedCount: 3, modifiedCount: 2 });
    expect((await bikeState(ids)).every((b) => b.advertised)).toBe(true);
  });

  it("changes nothing when one of the bikes is another seller's (403)", async () => {
    const mine = [await createBike(seller.id), await createBike(seller.id)];
    const theirs = await createBike(otherSeller.id);
    const advertise = await call("PUT", "/api/bulk/bikes/ads", { token: seller.token, body: { ids: [...mine, theirs] } });
    expect(advertise.status).toBe(403);
    expect((await bikeState([...mine, theirs])).some((b) => b.advertised)).toBe(false);
    const remove = await call("DELETE", "/api/bulk/bikes", { token: seller.token, body: { ids: [...mine, theirs] } });
    expect(remove.status).toBe(403);
    expect(await bikeState([...mine, theirs])).toHaveLength(3);
  });

  it("deletes many own bikes in one go; an unknown id or a sold bike stops the whole delete", async () => {
    const ids = [await createBike(seller.id), await createBike(seller.id)];
    const unknown = await call("DELETE", "/api/bulk/bikes", { token: seller.token, body: { ids: [...ids, 2_000_000_000] } });
    expect(unknown.status).toBe(404);
    const sold = await createBike(seller.id, { status: "sold" });
    const withSold = await call("DELETE", "/api/bulk/bikes", { token: seller.token, body: { ids: [...ids, sold] } });
    expect(withSold.status).toBe(409);
    expect(await bikeState(ids)).toHaveLength(2);

    const response = await call("DELETE", "/api/bulk/bikes", { token: seller.token, body: { ids } });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ acknowledged: true, deletedCount: 2 });
    expect(await bikeState(ids)).toHaveLength(0);
  });

  it("validates the id list", async () => {
    const empty = await call("PUT", "/api/bulk/bikes/ads", { token: seller.token, body: { ids: [] } });
    expect(empty.status).toBe(400);
    expect((await json(empty)).error.fields).toEqual({ ids: "Choose at least one item" });
    const bad = await call("DELETE", "/api/bulk/bikes", { token: seller.token, body: { ids: [1, "x"] } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields).toEqual({ "ids.1": "Id must be a number" });
  });
});

describe("PUT /api/bulk/users/verify and DELETE /api/bulk/users (admin multi-select)", () => {
  const userState = (ids: number[]) => db().selectFrom("users").select(["id", "verified"]).where("id", "in", ids).orderBy("id").execute();

  it("verifies many sellers at once; a non-seller among them changes nothing (404)", async () => {
    const sellers = await Promise.all([createUser("seller"), createUser("seller"), createUser("seller", { verified: true })]);
    const ids = sellers.map((s) => s.id);
    const mixed = await call("PUT", "/api/bulk/users/verify", { token: admin.token, body: { ids: [...ids, buyer.id] } });
    expect(mixed.status).toBe(404);
    expect((await userState(ids)).filter((u) => u.verified)).toHaveLength(1);

    const response = await call("PUT", "/api/bulk/users/verify", { token: admin.token, body: { ids } });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ acknowledged: true, matchedCount: 3, modifiedCount: 2 });
    expect((await userState(ids)).every((u) => u.verified)).toBe(true);
  });

  it("deletes many users with their listings and remembers each account; an admin among them stops all", async () => {
    const [a, b] = await Promise.all([createUser("seller"), createUser("buyer")]);
    const bike = await createBike(a.id);
    const withAdmin = await call("DELETE", "/api/bulk/users", { token: admin.token, body: { ids: [a.id, b.id, admin.id] } });
    expect(withAdmin.status).toBe(403);
    expect(await userState([a.id, b.id])).toHaveLength(2);

    const response = await call("DELETE", "/api/bulk/users", { token: admin.token, body: { ids: [a.id, b.id] } });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ acknowledged: true, deletedCount: 2 });
    expect(await userState([a.id, b.id])).toHaveLength(0);
    expect(await bikeState([bike])).toHaveLength(0);
    const tombstones = await db()
      .selectFrom("deleted_accounts")
      .select("firebase_uid")
      .where("firebase_uid", "in", [a.uid, b.uid])
      .execute();
    expect(tombstones).toHaveLength(2);
    // The deleted seller cannot come back by signing in again.
    const again = await call("PUT", "/api/users", { token: a.token, body: { name: a.name, email: a.email, role: "seller" } });
    expect(again.status).toBe(403);
  });

  it("is for admins only", async () => {
    const target = await createUser("buyer");
    for (const who of [seller, buyer]) {
      const response = await call("DELETE", "/api/bulk/users", { token: who.token, body: { ids: [target.id] } });
      expect(response.status).toBe(403);
    }
    expect(await userState([target.id])).toHaveLength(1);
  });
});

// One rule per action (lib/bikes/advertise.ts, lib/bikes/bike-removal.ts, lib/users/seller-verification.ts): the
// single-item route and the multi-select answer the same checks alike, a list naming its ids.
describe("a single item and a multi-select follow the same rule", () => {
  const error = async (who: TestUser, method: string, path: string, body?: unknown) =>
    (await json(await call(method, path, { token: who.token, body }))).error;

  it("advertise and delete: sold → 409, another seller's → 403, unknown → 404", async () => {
    const sold = await createBike(seller.id, { status: "sold" });
    const theirs = await createBike(otherSeller.id);
    const unknown = 2_000_000_000;
    const cases: Array<[string, string, string, number, { code: string; message: string }, string]> = [
      [
        "PUT",
        "/api/bikes/ads/",
        "/api/bulk/bikes/ads",
        sold,
        { code: "conflict", message: "A sold bike cannot be advertised." },
        `A sold bike cannot be advertised (${sold}).`,
      ],
      [
        "DELETE",
        "/api/bikes/my/",
        "/api/bulk/bikes",
        sold,
        { code: "conflict", message: "A sold bike stays on record and cannot be deleted." },
        `A sold bike stays on record and cannot be deleted (${sold}).`,
      ],
      [
        "PUT",
        "/api/bikes/ads/",
        "/api/bulk/bikes/ads",
        theirs,
        { code: "forbidden", message: "You can only advertise your own bikes." },
        `You can only advertise your own bikes (not ${theirs}).`,
      ],
      [
        "DELETE",
        "/api/bikes/my/",
        "/api/bulk/bikes",
        theirs,
        { code: "forbidden", message: "You can only delete your own bikes." },
        `You can only delete your own bikes (not ${theirs}).`,
      ],
      [
        "DELETE",
        "/api/bikes/my/",
        "/api/bulk/bikes",
        unknown,
        { code: "not_found", message: "Bike not found." },
        `Bike not found: ${unknown}.`,
      ],
    ];
    for (const [method, single, bulk, id, expected, listMessage] of cases) {
      expect(await error(seller, method, `${single}${id}`)).toEqual(expected);
      expect(await error(seller, method, bulk, { ids: [id] })).toEqual({ code: expected.code, message: listMessage });
    }
    expect((await call("POST", "/api/ads", { token: seller.token, body: { id: sold } })).status).toBe(409);
    expect(await bikeState([sold, theirs])).toEqual([
      { id: sold, advertised: false },
      { id: theirs, advertised: false },
    ]);
  });

  it("verify: a non-seller → 404, and the answer counts only sellers that changed", async () => {
    expect(await error(admin, "PUT", `/api/users/seller/${buyer.id}`)).toEqual({ code: "not_found", message: "Seller not found." });
    expect(await error(admin, "PUT", "/api/bulk/users/verify", { ids: [buyer.id] })).toEqual({
      code: "not_found",
      message: `Seller not found: ${buyer.id}.`,
    });
    const target = await createUser("seller");
    expect(await json(await call("PUT", `/api/users/seller/${target.id}`, { token: admin.token }))).toEqual({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: 1,
    });
    expect(await json(await call("PUT", "/api/bulk/users/verify", { token: admin.token, body: { ids: [target.id] } }))).toEqual({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: 0,
    });
  });
});
