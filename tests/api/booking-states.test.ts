import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { markRefunded, REASONS } from "../../edge-api/src/lib/bookings/states";
import { call, json, resolveReport } from "./support/api";
import { createBike, createReport, createUser, db, type TestUser } from "./support/fixtures";

/**
 * A booking's whole life (#15 point 3, lib/bookings/states.ts): its state after a sale, a
 * deletion, an admin's removal, a cancel, a decline and a refund, seen by the buyer (GET
 * /api/bookings) and the seller (GET /api/received-bookings), each change announced to the other side.
 */

let seller: TestUser;
let otherSeller: TestUser;
let ann: TestUser;
let bob: TestUser;
let admin: TestUser;
beforeAll(async () => {
  [seller, otherSeller, ann, bob, admin] = await Promise.all([
    createUser("seller"),
    createUser("seller"),
    createUser("buyer"),
    createUser("buyer"),
    createUser("admin"),
  ]);
});

const book = async (who: TestUser, bikeId: number) => {
  const response = await call("POST", "/api/bookings", {
    token: who.token,
    body: { bikeId, phone: "01712345678", location: "Mirpur, Dhaka", email: who.email },
  });
  expect(response.status).toBe(201);
  return (await json(response)).insertedId as number;
};
const bookingOf = async (who: TestUser, bookingId: number) => json(await call("GET", `/api/bookings/${bookingId}`, { token: who.token }));
const myOrders = async (who: TestUser) =>
  (await json(await call("GET", `/api/bookings?email=${who.email}&limit=100`, { token: who.token }))).items as Array<{
    _id: number;
    state: string;
    stateReason: string | null;
    stateChangedAt: string;
    paid: boolean;
    bikeId: number | null;
  }>;
const notificationsOf = (who: TestUser) =>
  db().selectFrom("notifications").select(["kind", "title", "link"]).where("user_id", "=", who.id).orderBy("id", "asc").execute();
const decline = (who: TestUser, bookingId: number, body: unknown = {}) =>
  call("POST", `/api/bookings/${bookingId}/decline`, { token: who.token, body });
const cancel = (who: TestUser, bookingId: number, body: unknown = {}) =>
  call("POST", `/api/bookings/${bookingId}/cancel`, { token: who.token, body });
const openCountOf = (who: TestUser, bikeIds: string) =>
  call("GET", `/api/received-bookings/open-count?bikeId=${bikeIds}`, { token: who.token });
const openCount = (who: TestUser, bikeId: number) => openCountOf(who, String(bikeId));

/** Pays as the payment page does in test mode: intent, test card, record. */
async function pay(who: TestUser, bookingId: number) {
  expect((await call("POST", "/api/create-payment-intent", { token: who.token, body: { bookingId } })).status).toBe(200);
  const confirmed = await json(
    await call("POST", "/api/payments/test-confirm", {
      token: who.token,
      body: { bookingId, cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" },
    }),
  );
  return call("POST", "/api/payment", { token: who.token, body: { bookingId, transactionId: confirmed.transactionId } });
}

describe("booking states", () => {
  it("a new booking is open, and its seller hears who booked it", async () => {
    const bikeId = await createBike(seller.id, { name: "Suzuki Gixxer Open" });
    const bookingId = await book(ann, bikeId);
    expect(await bookingOf(ann, bookingId)).toMatchObject({ state: "open", stateReason: null, paid: false });
    expect(await notificationsOf(seller)).toContainEqual({
      kind: "booking",
      title: `${ann.name} booked Suzuki Gixxer Open.`,
      link: "/dashboard/bookings",
    });
  });

  it("after a sale: the payer's booking is paid, the other's is sold to another buyer (with reason and date) and cannot be paid", async () => {
    const bikeId = await createBike(seller.id, { name: "Yamaha FZ Sold", priceCents: 45_000 });
    const annBooking = await book(ann, bikeId);
    const bobBooking = await book(bob, bikeId);
    expect((await pay(ann, annBooking)).status).toBe(201);

    expect(await bookingOf(ann, annBooking)).toMatchObject({ state: "paid", paid: true });
    const lost = await bookingOf(bob, bobBooking);
    expect(lost).toMatchObject({ state: "sold_to_another", stateReason: REASONS.soldToAnother, paid: false });
    expect(Date.now() - Date.parse(lost.stateChangedAt)).toBeLessThan(60_000);

    const again = await call("POST", "/api/create-payment-intent", { token: bob.token, body: { bookingId: bobBooking } });
    expect(again.status).toBe(409);
    expect((await json(again)).error).toMatchObject({ code: "bike_sold", message: "This bike has already been sold." });
    expect((await cancel(bob, bobBooking)).status).toBe(409);

    expect(await notificationsOf(bob)).toContainEqual({
      kind: "booking_state",
      title: "Yamaha FZ Sold was sold to another buyer. Your booking is closed.",
      link: "/dashboard/myorder",
    });
    expect(await notificationsOf(seller)).toContainEqual(expect.objectContaining({ title: `${ann.name} paid for Yamaha FZ Sold.` }));
  });

  it("a seller's deletion: the count is told first, then the open bookings stay as 'listing removed' and their buyers hear it", async () => {
    const bikeId = await createBike(seller.id, { name: "Bajaj Pulsar Deleted" });
    const annBooking = await book(ann, bikeId);
    const bobBooking = await book(bob, bikeId);
    expect((await cancel(bob, bobBooking)).status).toBe(200);
    expect(await json(await openCount(seller, bikeId))).toEqual({ count: 1 });
    expect((await openCount(otherSeller, bikeId)).status).toBe(403);

    expect((await call("DELETE", `/api/bikes/my/${bikeId}`, { token: seller.token })).status).toBe(200);

    const annRow = (await myOrders(ann)).find((b) => b._id === annBooking);
    expect(annRow).toMatchObject({ state: "listing_removed", stateReason: REASONS.sellerDeleted, bikeId: null, paid: false });
    // A cancelled booking stays cancelled: only open ones are closed by the removal.
    expect((await myOrders(bob)).find((b) => b._id === bobBooking)).toMatchObject({ state: "cancelled" });
    expect(await notificationsOf(ann)).toContainEqual(
      expect.objectContaining({ kind: "booking_state", title: "Bajaj Pulsar Deleted is no longer listed. Your booking is closed." }),
    );
    const paying = await call("POST", "/api/create-payment-intent", { token: ann.token, body: { bookingId: annBooking } });
    expect(paying.status).toBe(409);
    expect((await json(paying)).error.message).toBe("This bike's listing was removed.");
    // The seller still sees who had booked it.
    const received = await json(await call("GET", "/api/received-bookings?limit=100", { token: seller.token }));
    expect(received.items.find((b: { _id: number }) => b._id === annBooking)).toMatchObject({ state: "listing_removed" });
  });

  it("withdrawing or marking sold elsewhere closes the open bookings like a deletion, in the same change; relisting does not reopen them", async () => {
    // Buyers of their own: booking is rate-limited per buyer (10 a minute).
    const [carol, dave] = await Promise.all([createUser("buyer"), createUser("buyer")]);
    for (const [status, reason] of [
      ["withdrawn", REASONS.sellerWithdrew],
      ["sold_elsewhere", REASONS.soldElsewhere],
    ] as const) {
      const bikeId = await createBike(seller.id, { name: `Hero Hunk ${status}` });
      const carolBooking = await book(carol, bikeId);
      const daveBooking = await book(dave, bikeId);
      expect((await cancel(dave, daveBooking)).status).toBe(200);

      const changed = await call("PUT", `/api/bikes/my/${bikeId}/status`, { token: seller.token, body: { status } });
      expect(changed.status).toBe(200);
      expect(await bookingOf(carol, carolBooking)).toMatchObject({ state: "listing_removed", stateReason: reason, bikeId, paid: false });
      // Only open bookings close.
      expect(await bookingOf(dave, daveBooking)).toMatchObject({ state: "cancelled" });
      expect(await notificationsOf(carol)).toContainEqual({
        kind: "booking_state",
        title: `Hero Hunk ${status} is no longer listed. Your booking is closed.`,
        link: "/dashboard/myorder",
      });
      expect(await json(await openCount(seller, bikeId))).toEqual({ count: 0 });

      // Back on sale: the closed booking stays closed (the buyer may book again).
      const relisted = await call("PUT", `/api/bikes/my/${bikeId}/status`, { token: seller.token, body: { status: "available" } });
      expect(relisted.status).toBe(200);
      expect(await bookingOf(carol, carolBooking)).toMatchObject({ state: "listing_removed", stateReason: reason });
      const paying = await call("POST", "/api/create-payment-intent", { token: carol.token, body: { bookingId: carolBooking } });
      expect(paying.status).toBe(409);
      expect(await book(carol, bikeId)).toBe(carolBooking);
      expect(await bookingOf(carol, carolBooking)).toMatchObject({ state: "open" });
    }
  });

  it("the open count of a multi-select: buyers with open bookings of any chosen bike, each once; only the seller's own bikes", async () => {
    const [fay, gus] = await Promise.all([createUser("buyer"), createUser("buyer")]);
    const [one, two, three] = await Promise.all([1, 2, 3].map((n) => createBike(otherSeller.id, { name: `Multi Count ${n}` })));
    await book(fay, one!);
    await book(fay, two!);
    await book(gus, two!);
    const countOf = async (ids: string) =>
      json(await call("GET", `/api/received-bookings/open-count?bikeId=${ids}`, { token: otherSeller.token }));
    expect(await countOf(`${one},${two},${three}`)).toEqual({ count: 2 });
    expect(await countOf(`${two}`)).toEqual({ count: 2 });
    expect(await countOf(`${three},${three}`)).toEqual({ count: 0 });

    const foreign = await openCountOf(otherSeller, `${one},${await createBike(seller.id)}`);
    expect(foreign.status).toBe(403);
    const missing = await openCountOf(otherSeller, `${one},2000000000`);
    expect(missing.status).toBe(404);
    expect((await json(missing)).error.message).toBe("Bike not found: 2000000000.");
    for (const bad of ["", "1,,2", "1,x", "0", "99999999999", Array.from({ length: 501 }, (_, i) => i + 1).join(",")]) {
      const answer = await openCountOf(otherSeller, bad);
      expect(answer.status, bad.slice(0, 20)).toBe(400);
      expect(Object.keys((await json(answer)).error.fields)).toEqual(["bikeId"]);
    }
  });

  it("a failed status change closes nothing: the bookings change in the status change's transaction", async () => {
    const erin = await createUser("buyer");
    const bikeId = await createBike(seller.id, { name: "Rolled Back Withdrawal" });
    const bookingId = await book(erin, bikeId);
    const before = (await notificationsOf(erin)).length;
    // The notification insert fails after the bookings are closed: the whole change rolls back.
    await db()
      .schema.alterTable("notifications")
      .addCheckConstraint("c_test_no_closed_notice", sql`title NOT LIKE 'Rolled Back%'`)
      .execute();
    try {
      const failed = await call("PUT", `/api/bikes/my/${bikeId}/status`, { token: seller.token, body: { status: "withdrawn" } });
      expect(failed.ok).toBe(false);
    } finally {
      await db().schema.alterTable("notifications").dropConstraint("c_test_no_closed_notice").execute();
    }
    expect(await bookingOf(erin, bookingId)).toMatchObject({ state: "open" });
    expect((await db().selectFrom("bikes").select("status").where("id", "=", bikeId).executeTakeFirstOrThrow()).status).toBe("available");
    expect(await notificationsOf(erin)).toHaveLength(before);
  });

  it("an admin's removal of a reported listing closes its open bookings as 'listing removed'", async () => {
    const bikeId = await createBike(seller.id, { name: "Reported Scam Bike" });
    const annBooking = await book(ann, bikeId);
    const reportId = await createReport(bob, bikeId);
    const removed = await resolveReport(admin.token, reportId, "remove");
    expect(removed.status).toBe(200);
    expect(await bookingOf(ann, annBooking)).toMatchObject({ state: "listing_removed", stateReason: REASONS.adminRemoved });
  });

  it("the buyer cancels an open booking (the seller hears it), only their own, once; booking again reopens it", async () => {
    const bikeId = await createBike(seller.id, { name: "Honda Shine Cancel" });
    const bookingId = await book(ann, bikeId);
    expect((await cancel(bob, bookingId)).status).toBe(403);
    expect((await cancel(seller, bookingId)).status).toBe(403);
    expect((await cancel(ann, 2_000_000_000)).status).toBe(404);

    const cancelled = await cancel(ann, bookingId, { reason: "Found one nearer home" });
    expect(cancelled.status).toBe(200);
    expect((await json(cancelled)).booking).toMatchObject({ state: "cancelled", stateReason: "Found one nearer home" });
    expect(await notificationsOf(seller)).toContainEqual(
      expect.objectContaining({ kind: "booking_state", title: `${ann.name} cancelled their booking of Honda Shine Cancel.` }),
    );
    const twice = await cancel(ann, bookingId);
    expect(twice.status).toBe(409);
    expect((await json(twice)).error.message).toBe("This booking was cancelled.");
    expect((await call("POST", "/api/create-payment-intent", { token: ann.token, body: { bookingId } })).status).toBe(409);

    expect(await book(ann, bikeId)).toBe(bookingId);
    expect(await bookingOf(ann, bookingId)).toMatchObject({ state: "open", stateReason: null });
  });

  it("the seller declines an open booking of their own bike with an optional reason; the buyer hears it and cannot pay", async () => {
    const bikeId = await createBike(seller.id, { name: "TVS Apache Declined" });
    const bookingId = await book(ann, bikeId);
    expect((await decline(otherSeller, bookingId)).status).toBe(403);
    expect((await decline(ann, bookingId)).status).toBe(403);

    const declined = await decline(seller, bookingId, { reason: "Promised to my cousin" });
    expect(declined.status).toBe(200);
    const { booking } = await json(declined);
    expect(booking).toMatchObject({ state: "declined", stateReason: "Promised to my cousin", userName: ann.name, phone: "01712345678" });
    expect(booking).not.toHaveProperty("email");
    expect(await bookingOf(ann, bookingId)).toMatchObject({ state: "declined", paid: false });
    expect(await notificationsOf(ann)).toContainEqual(
      expect.objectContaining({ title: "The seller declined your booking of TVS Apache Declined. Reason: Promised to my cousin" }),
    );
    expect((await decline(seller, bookingId)).status).toBe(409);
    // Declined is not cancelled: booking again does not reopen it.
    expect(
      (
        await call("POST", "/api/bookings", {
          token: ann.token,
          body: { bikeId, phone: "01712345678", location: "Dhaka", email: ann.email },
        })
      ).status,
    ).toBe(409);
    const paying = await call("POST", "/api/create-payment-intent", { token: ann.token, body: { bookingId } });
    expect((await json(paying)).error.message).toBe("The seller declined this booking.");
  });

  it("answers bad input with 400 and a message per field, never 500", async () => {
    const bikeId = await createBike(seller.id);
    const bookingId = await book(bob, bikeId);
    const long = await decline(seller, bookingId, { reason: "x".repeat(301) });
    expect(long.status).toBe(400);
    expect((await json(long)).error.fields).toEqual({ reason: "Reason must be at most 300 characters" });
    const notText = await cancel(bob, bookingId, { reason: 42 });
    expect((await json(notText)).error.fields).toEqual({ reason: "Reason must be text" });
    const badId = await call("POST", "/api/bookings/abc/cancel", { token: bob.token, body: {} });
    expect(badId.status).toBe(400);
    expect(Object.keys((await json(badId)).error.fields)).toEqual(["id"]);
    const badBike = await call("GET", "/api/received-bookings/open-count?bikeId=-1", { token: seller.token });
    expect(badBike.status).toBe(400);
    expect(Object.keys((await json(badBike)).error.fields)).toEqual(["bikeId"]);
    expect((await openCount(seller, 2_000_000_000)).status).toBe(404);
    expect((await bookingOf(bob, bookingId)).state).toBe("open");
  });

  it("the seller's list: only bookings of their own bikes, newest first, keyset pages", async () => {
    const mine = await createBike(otherSeller.id, { name: "Listing Page One" });
    const first = await book(ann, mine);
    const second = await book(bob, mine);
    const foreign = await book(ann, await createBike(seller.id));
    const page1 = await json(await call("GET", "/api/received-bookings?limit=1", { token: otherSeller.token }));
    expect(page1.items.map((b: { _id: number }) => b._id)).toEqual([second]);
    expect(page1.items[0]).toMatchObject({ itemName: "Listing Page One", userName: bob.name, location: "Mirpur, Dhaka", state: "open" });
    const page2 = await json(
      await call("GET", `/api/received-bookings?limit=100&cursor=${page1.nextCursor}`, { token: otherSeller.token }),
    );
    const ids = page2.items.map((b: { _id: number }) => b._id);
    expect(ids).toContain(first);
    expect(ids).not.toContain(foreign);
    expect((await call("GET", "/api/received-bookings", { token: ann.token })).status).toBe(403);
  });

  it("a paid booking can be refunded (markRefunded): 'refunded', no longer paid, and its buyer hears it", async () => {
    const bikeId = await createBike(seller.id, { name: "Royal Enfield Refund", priceCents: 45_000 });
    const bookingId = await book(bob, bikeId);
    expect((await pay(bob, bookingId)).status).toBe(201);
    const done = await db()
      .transaction()
      .execute((trx) => markRefunded(trx, bookingId, "Refunded by an administrator."));
    expect(done).toBe(true);
    expect(await bookingOf(bob, bookingId)).toMatchObject({ state: "refunded", stateReason: "Refunded by an administrator.", paid: false });
    expect(await notificationsOf(bob)).toContainEqual(
      expect.objectContaining({ title: "Your payment for Royal Enfield Refund was refunded." }),
    );
    // Only a paid booking is refunded.
    expect(
      await db()
        .transaction()
        .execute((trx) => markRefunded(trx, bookingId, "again")),
    ).toBe(false);
  });

  it("a removed seller's bikes' open bookings stay as 'listing removed'", async () => {
    // A buyer of its own: booking is rate-limited per buyer (10 a minute).
    const [leaving, carol] = await Promise.all([createUser("seller"), createUser("buyer")]);
    const bookingId = await book(carol, await createBike(leaving.id));
    expect((await call("DELETE", `/api/users/${leaving.id}`, { token: admin.token })).status).toBe(200);
    expect(await bookingOf(carol, bookingId)).toMatchObject({ state: "listing_removed", stateReason: REASONS.sellerAccountRemoved });
  });
});
