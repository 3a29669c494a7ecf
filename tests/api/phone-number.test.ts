import { describe, expect, it } from "vitest";
import { call, json } from "./support/api";
import { createBike, createUser, db, type TestUser } from "./support/fixtures";

/** Phone on request (#36 point 5): no answer a visitor gets carries a seller's number until they ask. */

const NUMBER = "+1 555 0199 321";
const reveal = (who: TestUser | undefined, bikeId: number | string) => call("POST", `/api/bikes/${bikeId}/phone`, { token: who?.token });
const leadsOf = async (seller: TestUser, bikeId: number) => {
  const page = await json(await call("GET", `/api/bikes/my?email=${encodeURIComponent(seller.email)}`, { token: seller.token }));
  return page.items.find((bike: { _id: number }) => bike._id === bikeId).phoneLeads as number;
};

describe("a seller's phone number", () => {
  // The pages drawn from these answers: pages.test.ts.
  it("is in no public answer: the bike, browse, the ads slider, a seller's bikes, saved bikes", async () => {
    const seller = await createUser("seller", { verified: true });
    const buyer = await createUser("buyer");
    const bikeId = await createBike(seller.id, { mobileNumber: NUMBER, advertised: true });
    const { category_id: categoryId } = await db()
      .selectFrom("bikes")
      .select("category_id")
      .where("id", "=", bikeId)
      .executeTakeFirstOrThrow();
    expect((await call("PUT", `/api/saved-bikes/${bikeId}`, { token: buyer.token })).ok).toBe(true);
    const answers = await Promise.all([
      call("GET", `/api/bikes/${bikeId}`),
      call("GET", `/api/bikes?id=${categoryId}&limit=100`),
      call("GET", "/api/ads"),
      call("GET", `/api/bikes?seller=${seller.id}`),
      call("GET", "/api/saved-bikes", { token: buyer.token }),
    ]);
    for (const answer of answers) {
      expect(answer.status, answer.url).toBe(200);
      const text = await answer.text();
      // The bike is there, its number is not.
      expect(text, answer.url).toContain("Test Bike");
      expect(text, answer.url).not.toContain(NUMBER);
      expect(text, answer.url).not.toContain("mobileNumber");
    }
  });

  it("is given to a signed-in person who asks, who is counted once as the listing's lead", async () => {
    const seller = await createUser("seller");
    const [buyer, otherBuyer, admin] = await Promise.all([createUser("buyer"), createUser("buyer"), createUser("admin")]);
    const bikeId = await createBike(seller.id, { mobileNumber: NUMBER });
    expect(await leadsOf(seller, bikeId)).toBe(0);

    const first = await reveal(buyer, bikeId);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await json(first)).toEqual({ mobileNumber: NUMBER });
    expect(await leadsOf(seller, bikeId)).toBe(1);

    // Asking again is the same lead; another buyer is a second one.
    expect((await reveal(buyer, bikeId)).status).toBe(200);
    expect(await leadsOf(seller, bikeId)).toBe(1);
    expect((await reveal(otherBuyer, bikeId)).status).toBe(200);
    expect(await leadsOf(seller, bikeId)).toBe(2);

    // The seller's own look and an admin's are not leads.
    expect(await json(await reveal(seller, bikeId))).toEqual({ mobileNumber: NUMBER });
    expect(await json(await reveal(admin, bikeId))).toEqual({ mobileNumber: NUMBER });
    expect(await leadsOf(seller, bikeId)).toBe(2);
  });

  it("is refused signed out, for a missing bike, and for one no longer for sale (but not to its seller)", async () => {
    const seller = await createUser("seller");
    const buyer = await createUser("buyer");
    const bikeId = await createBike(seller.id, { mobileNumber: NUMBER });
    const response = await reveal(undefined, bikeId);
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain(NUMBER);
    expect((await reveal(buyer, 2_000_000_000)).status).toBe(404);

    for (const status of ["sold", "withdrawn", "sold_elsewhere"] as const) {
      const offMarket = await createBike(seller.id, { mobileNumber: NUMBER, status });
      const refused = await reveal(buyer, offMarket);
      expect(refused.status, status).toBe(409);
      expect((await json(refused)).error.message).toBe("This bike is no longer for sale.");
      expect((await reveal(seller, offMarket)).status, status).toBe(200);
      expect(await leadsOf(seller, offMarket)).toBe(0);
    }
  });
});

describe("GET /api/bikes/my/:id (the Edit form's bike)", () => {
  it("gives the seller their own bike with its number and photos; not anyone else's", async () => {
    const seller = await createUser("seller");
    const otherSeller = await createUser("seller");
    const bikeId = await createBike(seller.id, { mobileNumber: NUMBER });
    const own = await call("GET", `/api/bikes/my/${bikeId}`, { token: seller.token });
    expect(own.status).toBe(200);
    expect(await json(own)).toMatchObject({ _id: bikeId, mobileNumber: NUMBER, phoneLeads: 0, photos: [] });

    const other = await call("GET", `/api/bikes/my/${bikeId}`, { token: otherSeller.token });
    expect(other.status).toBe(403);
    expect(await other.text()).not.toContain(NUMBER);
    expect((await call("GET", `/api/bikes/my/2000000000`, { token: seller.token })).status).toBe(404);
  });
});
