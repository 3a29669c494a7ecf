import { describe, expect, it } from "vitest";
import { call, json } from "./support/api";
import { createBike, createUser, db } from "./support/fixtures";

/** GET /api/sellers/:id (routes/sellers.ts) and a seller's bikes (GET /api/bikes?seller=): their page, #36 point 1. */
describe("GET /api/sellers/:id", () => {
  it("tells who the seller is, since when, where from, and how many bikes they have for sale and sold", async () => {
    const seller = await createUser("seller", { verified: true, name: "Grace Hopper" });
    await createBike(seller.id, { city: "Pune", country: "India" });
    await createBike(seller.id, { city: "Lyon", country: "France" });
    await createBike(seller.id, { status: "sold" });
    await createBike(seller.id, { status: "withdrawn" });
    const response = await call("GET", `/api/sellers/${seller.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    const body = await json(response);
    expect(body).toEqual({
      _id: seller.id,
      name: "Grace Hopper",
      verified: true,
      memberSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // Their newest bike for sale's place.
      city: "Lyon",
      country: "France",
      bikesForSale: 2,
      sold: 1,
      // No reviews yet (reviews.test.ts).
      rating: null,
    });
    // Never their phone or email.
    expect(JSON.stringify(body)).not.toMatch(/@|\+1555/);
  });

  it("shows an unverified seller as unverified, and a seller with nothing for sale without a place", async () => {
    const seller = await createUser("seller", { verified: false });
    expect(await json(await call("GET", `/api/sellers/${seller.id}`))).toMatchObject({
      verified: false,
      bikesForSale: 0,
      sold: 0,
      city: null,
      country: null,
    });
  });

  it("answers 404 for an id that is no seller, and says so when the seller's account was closed", async () => {
    const [buyer, admin, seller] = await Promise.all([createUser("buyer"), createUser("admin"), createUser("seller", { verified: true })]);
    for (const id of [buyer.id, admin.id, 2_000_000_000]) {
      const response = await call("GET", `/api/sellers/${id}`);
      expect(response.status).toBe(404);
      expect((await json(response)).error.message).toBe("Seller not found.");
    }
    await createBike(seller.id);
    const removed = await call("DELETE", `/api/users/${seller.id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    const closed = await call("GET", `/api/sellers/${seller.id}`);
    expect(closed.status).toBe(404);
    expect((await json(closed)).error.message).toBe("This seller's account was closed.");
    expect((await call("GET", "/api/sellers/abc")).status).toBe(400);
  });
});

describe("GET /api/bikes?seller=", () => {
  it("pages one seller's bikes for sale in every sort, by their own index, and no one else's", async () => {
    const seller = await createUser("seller", { verified: true });
    const other = await createUser("seller", { verified: true });
    const prices = [310_000, 120_000, 990_000, 450_000, 120_000];
    const ids: number[] = [];
    for (const priceCents of prices) ids.push(await createBike(seller.id, { priceCents }));
    await createBike(seller.id, { status: "sold" });
    await createBike(other.id);

    const pageThrough = async (sort: string) => {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const response = await call("GET", `/api/bikes?seller=${seller.id}&sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
        expect(response.headers.get("Server-Timing")).toContain(`plan;desc="${sort === "deal" ? "deals-first" : "walk"}"`);
        const page = await json(response);
        seen.push(...page.items.map((bike: { _id: number; sellerId: number }) => bike._id));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    const byPrice = ids.map((id, i) => ({ id, price: prices[i]! })).sort((a, b) => a.price - b.price || a.id - b.id);
    expect(await pageThrough("newest")).toEqual([...ids].reverse());
    expect(await pageThrough("price_asc")).toEqual(byPrice.map((b) => b.id));
    expect(await pageThrough("price_desc")).toEqual([...byPrice].reverse().map((b) => b.id));
    expect((await pageThrough("deal")).sort()).toEqual([...ids].sort());
    const count = await json(await call("GET", `/api/bikes/count?seller=${seller.id}`));
    expect(count).toMatchObject({ count: 5, capped: false });
  });

  it("takes only a seller id", async () => {
    const response = await call("GET", "/api/bikes?seller=x");
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({ seller: expect.stringContaining("Seller") });
    const rows = await db().selectFrom("bikes").select("id").where("seller_id", "=", 2_000_000_000).execute();
    expect(rows).toEqual([]);
    expect(await json(await call("GET", "/api/bikes?seller=2000000000"))).toEqual({ items: [], nextCursor: null });
  });
});
