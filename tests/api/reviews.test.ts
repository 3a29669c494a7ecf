import { sql } from "kysely";
import type { NotificationKind } from "../../edge-api/src/db/database";
import { beforeAll, describe, expect, it } from "vitest";
import { publishDueReviews } from "../../edge-api/src/lib/reviews/publish";
import { remindReviews, sidesToRemind } from "../../edge-api/src/lib/reviews/review-prompts";
import { call, json, payThroughCheckout } from "./support/api";
import { createBike, createBooking, createUser, db, paidBooking, publicReview, type TestUser } from "./support/fixtures";

/** #36 point 2: two-sided reviews after a paid booking (routes/reviews.ts, migrations/…_reviews.sql). */

const review = (user: TestUser, bookingId: number, stars = 5, text = "Smooth sale, bike as described.") =>
  call("POST", "/api/reviews", { token: user.token, body: { bookingId, stars, text } });

const sellerReviews = async (seller: TestUser) => json(await call("GET", `/api/sellers/${seller.id}/reviews`));
/** A user's notifications of one kind, oldest first. */
const notificationsOf = (kind: NotificationKind) => (userId: number) =>
  db().selectFrom("notifications").select(["title", "link"]).where("user_id", "=", userId).where("kind", "=", kind).orderBy("id").execute();
/** "New review": a review of them went public. */
const newReviewsOf = notificationsOf("review_published");
const sellerRating = async (seller: TestUser) => (await json(await call("GET", `/api/sellers/${seller.id}`))).rating;

describe("reviews of a paid booking", () => {
  let buyer: TestUser;
  let seller: TestUser;
  beforeAll(async () => {
    [buyer, seller] = await Promise.all([createUser("buyer", { name: "Rita Buyer" }), createUser("seller", { verified: true })]);
  });

  it("stay hidden until both sides have written, then both are public at once", async () => {
    const booking = await paidBooking(buyer, seller);
    const first = await review(buyer, booking, 4, "Friendly seller.\nThe bike was as described.");
    expect(first.status).toBe(201);
    expect(await json(first)).toMatchObject({ published: false });
    expect((await sellerReviews(seller)).items).toEqual([]);
    expect(await sellerRating(seller)).toBeNull();

    // Nobody hears of a hidden review.
    expect(await newReviewsOf(seller.id)).toEqual([]);

    const second = await review(seller, booking, 5, "Paid on time, easy to deal with.");
    expect(await json(second)).toMatchObject({ published: true });
    // Both reviewed people hear theirs is public: the seller on their page, the buyer in My orders.
    expect(await newReviewsOf(seller.id)).toEqual([{ title: "Rita Buyer reviewed you: 4 of 5 stars.", link: `/seller/${seller.id}` }]);
    expect(await newReviewsOf(buyer.id)).toEqual([{ title: `${seller.name} reviewed you: 5 of 5 stars.`, link: "/dashboard/myorder" }]);
    const page = await sellerReviews(seller);
    // The seller's page shows what buyers said of them, not what they said of buyers.
    expect(page.items).toEqual([
      {
        _id: expect.any(Number),
        stars: 4,
        text: "Friendly seller.\nThe bike was as described.",
        author: "Rita Buyer",
        publishedAt: expect.stringMatching(/Z$/),
        answer: null,
        answeredAt: null,
      },
    ]);
    expect(await sellerRating(seller)).toEqual({ average: 4, count: 1 });
    // The stars are on every card and bike page of theirs.
    const [card] = (await json(await call("GET", `/api/bikes?seller=${seller.id}&limit=1`))).items;
    expect(card.sellerRating).toEqual({ average: 4, count: 1 });
    expect((await json(await call("GET", `/api/bikes/${card._id}`))).sellerRating).toEqual({ average: 4, count: 1 });
  });

  it("are written once per side, by the booking's buyer and seller only", async () => {
    const booking = await paidBooking(buyer, seller);
    expect((await review(buyer, booking)).status).toBe(201);
    const again = await review(buyer, booking);
    expect(again.status).toBe(409);
    expect((await json(again)).error.message).toBe("You have already reviewed this booking.");
    const stranger = await createUser("buyer");
    expect((await review(stranger, booking)).status).toBe(404);
    expect((await review(buyer, 2_000_000_000)).status).toBe(404);
    expect((await call("POST", "/api/reviews", { body: { bookingId: booking, stars: 5, text: "x" } })).status).toBe(401);
  });

  it("are refused for an unpaid, refunded or cancelled booking and after 60 days, by the database too", async () => {
    const open = await createBooking(buyer, await createBike(seller.id));
    expect((await json(await review(buyer, open))).error.message).toBe("Only a paid booking can be reviewed.");
    const refunded = await paidBooking(buyer, seller);
    await db().updateTable("bookings").set({ state: "refunded" }).where("id", "=", refunded).execute();
    const refusal = await review(seller, refunded);
    expect(refusal.status).toBe(409);
    expect((await json(refusal)).error.message).toBe("This booking was refunded, so it cannot be reviewed.");
    const old = await paidBooking(buyer, seller, 61);
    expect((await json(await review(buyer, old))).error.message).toBe("Reviews can be written within 60 days of the payment.");

    // The handler aside, the database itself refuses each of them, and a review of oneself.
    const insert = (values: { booking_id: number; author_role: "buyer" | "seller"; author_id: number; subject_id: number }) =>
      db()
        .insertInto("reviews")
        .values({ ...values, stars: 5, body: "x" })
        .execute();
    await expect(insert({ booking_id: refunded, author_role: "buyer", author_id: buyer.id, subject_id: seller.id })).rejects.toThrow(
      /only a paid booking/,
    );
    await expect(insert({ booking_id: old, author_role: "buyer", author_id: buyer.id, subject_id: seller.id })).rejects.toThrow(/60 days/);
    const paid = await paidBooking(buyer, seller);
    await expect(insert({ booking_id: paid, author_role: "buyer", author_id: seller.id, subject_id: seller.id })).rejects.toThrow();
    await expect(insert({ booking_id: paid, author_role: "seller", author_id: buyer.id, subject_id: seller.id })).rejects.toThrow(
      /buyer and seller/,
    );
  });

  it("check their stars and text with per-field messages", async () => {
    const booking = await paidBooking(buyer, seller);
    const response = await call("POST", "/api/reviews", {
      token: buyer.token,
      body: { bookingId: booking, stars: 6, text: "x".repeat(1001) },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({
      stars: "Stars must be 1 to 5",
      text: "Review must be at most 1,000 characters",
    });
  });

  it("are published alone once 14 days have passed, dated when their wait ended; a deleted author is a Former member", async () => {
    const other = await createUser("seller", { verified: true });
    const booking = await paidBooking(buyer, other, 20);
    expect((await review(buyer, booking, 2, "Slow to answer.")).status).toBe(201);
    await sql`UPDATE reviews SET created_at = now() - interval '15 days' WHERE booking_id = ${booking}`.execute(db());
    expect(await publishDueReviews(db())).toBeGreaterThanOrEqual(1);
    const [published] = (await sellerReviews(other)).items;
    expect(published).toMatchObject({ stars: 2, text: "Slow to answer." });
    expect(Date.now() - Date.parse(published.publishedAt)).toBeLessThan(86_400_000 + 60_000);
    expect(await sellerRating(other)).toEqual({ average: 2, count: 1 });
    // The seller hears of it, with a way to their page to answer it.
    expect(await newReviewsOf(other.id)).toEqual([{ title: "Rita Buyer reviewed you: 2 of 5 stars.", link: `/seller/${other.id}` }]);

    const leaving = await createUser("buyer");
    const second = await paidBooking(leaving, other);
    await review(leaving, second, 5, "Great.");
    await review(other, second, 5, "Great buyer.");
    await db().deleteFrom("users").where("id", "=", leaving.id).execute();
    const page = await sellerReviews(other);
    expect(page.items.map((r: { author: string; stars: number }) => [r.author, r.stars])).toEqual([
      ["Former member", 5],
      ["Rita Buyer", 2],
    ]);
    expect(await sellerRating(other)).toEqual({ average: 3.5, count: 2 });
  });

  it("show on My orders and the seller's Bookings as Leave a review, then Reviewed", async () => {
    const [shopper, shop] = await Promise.all([createUser("buyer"), createUser("seller", { verified: true })]);
    const booking = await paidBooking(shopper, shop);
    const open = await createBooking(shopper, await createBike(shop.id));
    const statusIn = async (user: TestUser, path: string) => {
      const items = (await json(await call("GET", path, { token: user.token }))).items as { _id: number; review: string | null }[];
      return Object.fromEntries(items.map((item) => [item._id, item.review]));
    };
    const mine = `/api/bookings?email=${encodeURIComponent(shopper.email)}`;
    expect(await statusIn(shopper, mine)).toEqual({ [booking]: "write", [open]: null });
    await review(shopper, booking);
    expect(await statusIn(shopper, mine)).toEqual({ [booking]: "written", [open]: null });
    expect((await statusIn(shop, "/api/received-bookings"))[booking]).toBe("write");
    await db().updateTable("bookings").set({ state: "refunded" }).where("id", "=", booking).execute();
    expect((await statusIn(shop, "/api/received-bookings"))[booking]).toBeNull();
  });

  it("can be answered once, publicly, by the reviewed person only", async () => {
    const [shopper, shop] = await Promise.all([createUser("buyer"), createUser("seller", { verified: true })]);
    const booking = await paidBooking(shopper, shop);
    await review(shopper, booking, 3, "Late to the meeting.");
    const [hidden] = await db().selectFrom("reviews").select("id").where("booking_id", "=", booking).execute();
    const answer = (user: TestUser, text = "Sorry, traffic.") =>
      call("POST", `/api/reviews/${hidden!.id}/answer`, { token: user.token, body: { text } });
    // Not public yet: nothing to answer.
    expect((await answer(shop)).status).toBe(404);
    await review(shop, booking);
    expect((await answer(shopper)).status).toBe(404);
    expect((await answer(shop, "")).status).toBe(400);
    expect((await answer(shop)).status).toBe(200);
    const again = await answer(shop, "Second thoughts.");
    expect(again.status).toBe(409);
    expect((await json(again)).error.message).toBe("You have already answered this review.");
    const [shown] = (await sellerReviews(shop)).items;
    expect(shown).toMatchObject({ text: "Late to the meeting.", answer: "Sorry, traffic.", answeredAt: expect.stringMatching(/Z$/) });
  });

  it("page newest first", async () => {
    const busy = await createUser("seller", { verified: true });
    for (let i = 0; i < 3; i++) {
      const booking = await paidBooking(buyer, busy);
      await review(buyer, booking, 1 + i, `Review ${i}`);
      await review(busy, booking);
    }
    const first = await json(await call("GET", `/api/sellers/${busy.id}/reviews?limit=2`));
    const second = await json(await call("GET", `/api/sellers/${busy.id}/reviews?limit=2&cursor=${first.nextCursor}`));
    expect([...first.items, ...second.items].map((r: { text: string }) => r.text)).toEqual(["Review 2", "Review 1", "Review 0"]);
    expect(second.nextCursor).toBeNull();
  });
});

describe("reporting a review (Reported Items)", () => {
  it("anyone signed in but its author reports a public review, once while the report is open", async () => {
    const [author, seller, stranger] = await Promise.all([createUser("buyer"), createUser("seller"), createUser("buyer")]);
    const reviewId = await publicReview(author, seller);
    const report = (who: TestUser | undefined, id: number | string = reviewId) =>
      call("POST", `/api/reviews/${id}/report`, { token: who?.token, body: { reason: "Insults the seller." } });

    expect((await report(undefined)).status).toBe(401);
    const own = await report(author);
    expect(own.status).toBe(403);
    expect((await json(own)).error.message).toBe("You cannot report your own review.");
    expect((await report(stranger)).status).toBe(201);
    const again = await report(stranger);
    expect(again.status).toBe(409);
    expect((await json(again)).error.message).toBe("You have already reported this review.");
    // The reviewed seller may report it too; a hidden or unknown review is not there to report.
    expect((await report(seller)).status).toBe(201);
    const hidden = await paidBooking(author, seller);
    await review(author, hidden);
    const { id: hiddenId } = await db().selectFrom("reviews").select("id").where("booking_id", "=", hidden).executeTakeFirstOrThrow();
    expect((await report(stranger, hiddenId)).status).toBe(404);
    expect((await report(stranger, 2_000_000_000)).status).toBe(404);
    const empty = await call("POST", `/api/reviews/${reviewId}/report`, { token: stranger.token, body: { reason: " " } });
    expect(empty.status).toBe(400);
    expect((await json(empty)).error.fields).toEqual({ reason: "Reason is required" });
  });

  it("the admin reads it in the queue, and removing it takes it off the seller's page and rating and tells its author why", async () => {
    const [author, seller, stranger, admin] = await Promise.all([
      createUser("buyer", { name: "Loud Larry" }),
      createUser("seller", { verified: true }),
      createUser("buyer"),
      createUser("admin"),
    ]);
    const reviewId = await publicReview(author, seller);
    expect(await sellerRating(seller)).toEqual({ average: 5, count: 1 });
    const reported = await Promise.all(
      [stranger, seller].map(
        async (who) =>
          (await json(await call("POST", `/api/reviews/${reviewId}/report`, { token: who.token, body: { reason: "Rude." } }))).insertedId,
      ),
    );

    const { item_name: itemName } = await db()
      .selectFrom("reviews")
      .innerJoin("bookings", "bookings.id", "reviews.booking_id")
      .select("bookings.item_name")
      .where("reviews.id", "=", reviewId)
      .executeTakeFirstOrThrow();
    const queue = await json(await call("GET", `/api/reports?q=${encodeURIComponent(itemName)}&limit=50`, { token: admin.token }));
    const listed = queue.items.find((r: { _id: number }) => r._id === reported[0]);
    expect(listed).toMatchObject({
      bikeId: null,
      bikeName: itemName,
      review: { _id: reviewId, stars: 5, text: "Fine.", author: "Loud Larry" },
    });

    const reason = "Reviews must be about the sale, not the person.";
    const removed = await call("PUT", `/api/reports/${reported[0]}`, { token: admin.token, body: { action: "remove", reason } });
    expect(removed.status).toBe(200);
    // Both open reports of it are resolved.
    expect(await json(removed)).toMatchObject({ modifiedCount: 2 });
    expect((await sellerReviews(seller)).items).toEqual([]);
    expect(await sellerRating(seller)).toBeNull();
    const told = (await json(await call("GET", "/api/notifications", { token: author.token }))).items;
    expect(told).toContainEqual(
      expect.objectContaining({ kind: "review_removed", title: `MotoMart removed your review: ${reason}`, link: "/dashboard/myorder" }),
    );
    const second = await call("PUT", `/api/reports/${reported[1]}`, { token: admin.token, body: { action: "remove", reason } });
    expect(second.status).toBe(409);
    // A removed review cannot be reported again.
    expect((await call("POST", `/api/reviews/${reviewId}/report`, { token: stranger.token, body: { reason: "Rude." } })).status).toBe(404);
  });

  it("dismissing the report leaves the review public", async () => {
    const [author, seller, stranger, admin] = await Promise.all([
      createUser("buyer"),
      createUser("seller"),
      createUser("buyer"),
      createUser("admin"),
    ]);
    const reviewId = await publicReview(author, seller);
    const { insertedId } = await json(
      await call("POST", `/api/reviews/${reviewId}/report`, { token: stranger.token, body: { reason: "I disagree." } }),
    );
    expect((await call("PUT", `/api/reports/${insertedId}`, { token: admin.token, body: { action: "dismiss" } })).status).toBe(200);
    expect((await sellerReviews(seller)).items.map((r: { _id: number }) => r._id)).toEqual([reviewId]);
  });
});

describe("review prompts", () => {
  const promptsOf = notificationsOf("review_prompt");

  it("tell both sides they can review as soon as the booking is paid", async () => {
    const [buyer, seller] = await Promise.all([createUser("buyer"), createUser("seller")]);
    const bookingId = await createBooking(buyer, await createBike(seller.id));
    const paid = await payThroughCheckout(buyer.token, bookingId);
    expect(paid.status, await paid.clone().text()).toBeLessThan(300);
    const booked = await db()
      .selectFrom("bookings")
      .select(["item_name", "user_name"])
      .where("id", "=", bookingId)
      .executeTakeFirstOrThrow();
    expect(await promptsOf(buyer.id)).toEqual([
      { title: `How was buying ${booked.item_name}? Leave a review of the seller.`, link: "/dashboard/myorder" },
    ]);
    expect(await promptsOf(seller.id)).toEqual([
      { title: `How was selling ${booked.item_name} to ${booked.user_name}? Leave a review of the buyer.`, link: "/dashboard/bookings" },
    ]);
  });

  it("remind a side that has not written once, 7 days after the payment; none after writing, none twice", async () => {
    const [buyer, seller, early] = await Promise.all([createUser("buyer"), createUser("seller"), createUser("buyer")]);
    await paidBooking(buyer, seller, 8);
    const reviewedWeekOld = await paidBooking(buyer, seller, 9);
    await review(buyer, reviewedWeekOld);
    // Not yet due, and past the 60 days: nothing.
    await paidBooking(early, seller, 3);
    await paidBooking(early, seller, 61);

    await remindReviews(db());
    const reminders = async (userId: number) => (await promptsOf(userId)).filter((n) => n.title.startsWith("Reminder: "));
    // The buyer is reminded of the booking they have not reviewed, not of the one they have.
    expect(await reminders(buyer.id)).toHaveLength(1);
    // The seller wrote neither: reminded of both.
    expect(await reminders(seller.id)).toHaveLength(2);
    expect(await reminders(early.id)).toEqual([]);

    await remindReviews(db());
    expect(await reminders(buyer.id)).toHaveLength(1);
    expect(await reminders(seller.id)).toHaveLength(2);
  });

  it.each([
    ["nobody has written", "paid", null, 8, ["buyer", "seller"]],
    ["the buyer has written", "paid", ["buyer"], 8, ["seller"]],
    ["both have written", "paid", ["buyer", "seller"], 8, []],
    ["the payment was refunded", "refunded", null, 8, []],
    ["the 60 days are over", "paid", null, 61, []],
  ] as const)("sidesToRemind: %s", (_, state, reviewed, daysAgo, sides) => {
    const paidAt = new Date(Date.now() - daysAgo * 86_400_000);
    expect(sidesToRemind({ state, reviewed_by: reviewed ? [...reviewed] : null, paid_at: paidAt })).toEqual(sides);
  });
});

describe("a buyer's rating from sellers", () => {
  it("shows on the Bookings of a seller they book from, once a seller's review of them is public", async () => {
    const [buyer, firstSeller, nextSeller] = await Promise.all([createUser("buyer"), createUser("seller"), createUser("seller")]);
    const booking = await paidBooking(buyer, firstSeller);
    const onNextSellersBookings = async () => {
      const items = (await json(await call("GET", "/api/received-bookings", { token: nextSeller.token }))).items;
      return items[0].buyerRating;
    };
    await createBooking(buyer, await createBike(nextSeller.id));
    expect(await onNextSellersBookings()).toBeNull();
    // Hidden until the buyer has written theirs too.
    await review(firstSeller, booking, 4, "Paid promptly.");
    expect(await onNextSellersBookings()).toBeNull();
    await review(buyer, booking);
    expect(await onNextSellersBookings()).toEqual({ average: 4, count: 1 });
  });
});
