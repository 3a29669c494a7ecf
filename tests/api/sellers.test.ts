import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { replyFigureTexts } from "../../edge-api/src/lib/sellers/reply-figure-text";
import { replyFigures } from "../../edge-api/src/lib/sellers/reply-figures";
import { call, json } from "./support/api";
import { averageRating } from "../../edge-api/src/lib/sellers/seller-page";
import { createBike, createCategory, createConversation, createUser, db, paidBooking, type TestUser } from "./support/fixtures";

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
      // No reviews yet (reviews.test.ts), and no one asked them anything.
      rating: null,
      replies: null,
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

describe("reply figures (#36 point 4)", () => {
  /** A buyer asks the seller (as POST /api/conversations stores it), `askedHoursAgo`; the seller replies `replyAfterHours` later, through the API. */
  async function asked(seller: TestUser, askedHoursAgo: number, replyAfterHours: number | null) {
    const buyer = await createUser("buyer");
    const conversation = await createConversation(buyer, seller);
    if (replyAfterHours !== null) {
      for (const body of ["Yes, it is.", "Come on Saturday."]) {
        const sent = await call("POST", `/api/conversations/${conversation}/messages`, { token: seller.token, body: { body } });
        expect(sent.status).toBe(201);
      }
    }
    // Move the conversation back in time, its first reply with it.
    await sql`UPDATE conversations SET created_at = now() - make_interval(hours => ${askedHoursAgo}),
        seller_replied_at = now() - make_interval(hours => ${askedHoursAgo}) + make_interval(hours => ${replyAfterHours ?? 0})
      WHERE id = ${conversation} AND seller_replied_at IS NOT NULL`.execute(db());
    await sql`UPDATE conversations SET created_at = now() - make_interval(hours => ${askedHoursAgo})
      WHERE id = ${conversation} AND seller_replied_at IS NULL`.execute(db());
    return conversation;
  }

  it("are kept on the conversation at the seller's first reply only", async () => {
    const seller = await createUser("seller");
    const conversation = await createConversation(await createUser("buyer"), seller);
    const repliedAt = async () =>
      (await db().selectFrom("conversations").select("seller_replied_at").where("id", "=", conversation).executeTakeFirstOrThrow())
        .seller_replied_at;
    expect(await repliedAt()).toBeNull();
    await call("POST", `/api/conversations/${conversation}/messages`, { token: seller.token, body: { body: "Hello" } });
    const first = await repliedAt();
    expect(first).toBeInstanceOf(Date);
    await call("POST", `/api/conversations/${conversation}/messages`, { token: seller.token, body: { body: "Still there?" } });
    expect(await repliedAt()).toEqual(first);
  });

  it("say how often and how fast the seller replies, on their page and their bikes' pages", async () => {
    const seller = await createUser("seller", { verified: true });
    await asked(seller, 48, 1);
    await asked(seller, 72, 3);
    await asked(seller, 100, 30);
    await asked(seller, 120, null);
    // Still within its day for an answer, and older than 90 days: neither counts.
    await asked(seller, 2, null);
    await asked(seller, 24 * 91, null);

    const figures = { answeredPercent: 50, medianMinutes: 180 };
    expect((await json(await call("GET", `/api/sellers/${seller.id}`))).replies).toEqual(figures);
    const bikeId = await createBike(seller.id);
    expect((await json(await call("GET", `/api/bikes/${bikeId}`))).sellerReplies).toEqual(figures);
    expect(replyFigureTexts(figures)).toEqual(["Usually replies within 3 hours", "Replies to 50 % of messages"]);
  });

  it("are not shown before three buyers have asked", async () => {
    const seller = await createUser("seller");
    await asked(seller, 48, 1);
    await asked(seller, 48, 1);
    expect((await json(await call("GET", `/api/sellers/${seller.id}`))).replies).toBeNull();
  });

  it.each([
    [{ asked: 2, answered: 2, median_seconds: 60 }, null],
    [
      { asked: 3, answered: 0, median_seconds: null },
      { answeredPercent: 0, medianMinutes: null },
    ],
    [
      { asked: 3, answered: 2, median_seconds: 20 },
      { answeredPercent: 67, medianMinutes: 1 },
    ],
    [
      { asked: 10, answered: 9, median_seconds: 5400 },
      { answeredPercent: 90, medianMinutes: 90 },
    ],
  ])("replyFigures(%o) is %o", (counts, figures) => {
    expect(replyFigures(counts)).toEqual(figures);
  });

  it.each([
    [{ answeredPercent: 92, medianMinutes: 45 }, ["Usually replies within an hour", "Replies to 92 % of messages"]],
    [{ answeredPercent: 92, medianMinutes: 61 }, ["Usually replies within 2 hours", "Replies to 92 % of messages"]],
    [{ answeredPercent: 70, medianMinutes: 23 * 60 + 1 }, ["Usually replies within a day", "Replies to 70 % of messages"]],
    [{ answeredPercent: 40, medianMinutes: 50 * 60 }, ["Usually replies within 3 days", "Replies to 40 % of messages"]],
    [{ answeredPercent: 0, medianMinutes: null }, ["Replies to 0 % of messages"]],
  ])("replyFigureTexts(%o) says %o", (figures, texts) => {
    expect(replyFigureTexts(figures)).toEqual(texts);
  });
});

describe("the seller rating filter (#36 point 6)", () => {
  /** `stars` public reviews of the seller by buyers, each from a paid booking both sides reviewed. */
  async function reviewed(seller: TestUser, stars: number[]) {
    const buyer = await createUser("buyer");
    for (const star of stars) {
      const booking = await paidBooking(buyer, seller);
      for (const [side, author, subject, given] of [
        ["buyer", buyer, seller, star],
        ["seller", seller, buyer, 5],
      ] as const) {
        await db()
          .insertInto("reviews")
          .values({ booking_id: booking, author_role: side, author_id: author.id, subject_id: subject.id, stars: given, body: "Fine." })
          .execute();
      }
    }
  }

  it("lists only bikes of sellers rated 4★ and up, and follows the ratings as reviews come and go", async () => {
    const categoryId = await createCategory();
    const [great, poor, unrated] = await Promise.all([createUser("seller"), createUser("seller"), createUser("seller")]);
    await reviewed(great, [5, 4]);
    await reviewed(poor, [3, 2]);
    const greatBike = await createBike(great.id, { categoryId });
    await createBike(poor.id, { categoryId });
    await createBike(unrated.id, { categoryId });
    const listed = async (minRating: number) =>
      (await json(await call("GET", `/api/bikes?id=${categoryId}&minRating=${minRating}`))).items.map((b: { _id: number }) => b._id);
    expect(await listed(4)).toEqual([greatBike]);
    expect((await listed(2)).length).toBe(2);

    // 4.5 → (5 + 4 + 1 + 4 + 5 + 4 + 3) / 7 ≈ 3.7: the great seller's bikes leave the filter…
    await reviewed(great, [1, 4, 5, 4, 3]);
    expect(await listed(4)).toEqual([]);
    // …and a new bike of theirs carries their stars from the start.
    const newer = await createBike(great.id, { categoryId });
    expect(await listed(3)).toEqual([newer, greatBike]);
    const count = await json(await call("GET", `/api/bikes/count?id=${categoryId}&minRating=3`));
    expect(count).toEqual({ count: 2, capped: false });
  });

  it("takes 1 to 5 stars", async () => {
    for (const bad of ["0", "6", "4.5", "x"]) {
      const response = await call("GET", `/api/bikes?minRating=${bad}`);
      expect(response.status, bad).toBe(400);
      expect(Object.keys((await json(response)).error.fields), bad).toEqual(["minRating"]);
    }
  });

  it("rounds a seller's average exactly as their pages show it", async () => {
    const pairs = Array.from({ length: 30 }, (_, i) => i + 1).flatMap((count) =>
      Array.from({ length: 4 * count + 1 }, (_, k) => [count, count + k] as const),
    );
    const { rows } = await sql<{ stars: number | null }>`SELECT seller_whole_stars(c, s) AS stars
      FROM unnest(${pairs.map(([c]) => c)}::int[], ${pairs.map(([, s]) => s)}::int[]) AS p(c, s)`.execute(db());
    const shown = pairs.map(([count, sum]) => Math.floor(averageRating(count, sum)!.average));
    expect(rows.map((row) => row.stars)).toEqual(shown);
  });
});
