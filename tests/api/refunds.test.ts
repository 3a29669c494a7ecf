import { sql } from "kysely";
import type Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { createStripe } from "../../edge-api/src/payments/stripe-client";
import { BOOKING_GONE, REFUNDED_IN_STRIPE } from "../../edge-api/src/payments/refund";
import { call, json } from "./support/api";
import { createBooking, createCategory, createUser, db, type TestUser } from "./support/fixtures";
import { createPaidBooking } from "./support/route-table";
import { env } from "./support/test-env";

const stripe = () => createStripe(env);

let buyer: TestUser;
let seller: TestUser;
let admin: TestUser;
beforeAll(async () => {
  [buyer, seller, admin] = await Promise.all([createUser("buyer"), createUser("seller"), createUser("admin")]);
});

/** As the admin unless told; null is no one signed in. */
const refund = (paymentId: number, body: unknown, who: TestUser | null = admin) =>
  call("POST", `/api/payments/${paymentId}/refund`, { token: who?.token, body });

/** An event as the offline Stripe server recorded it, signed with this run's webhook secret and posted to the app. */
const postEvent = async (event: Stripe.Event) => {
  const payload = JSON.stringify(event);
  const signature = await stripe().webhooks.generateTestHeaderStringAsync({ payload, secret: env.STRIPE_LOCAL_WEBHOOK_SECRET! });
  return call("POST", "/api/stripe/webhook", {
    rawBody: payload,
    contentType: "application/json",
    headers: { "Stripe-Signature": signature },
  });
};
const refundedEvent = async (intentId: string): Promise<Stripe.Event> => {
  for await (const event of stripe().events.list({ type: "charge.refunded", limit: 100 })) {
    if ((event.data.object as Stripe.Charge).payment_intent === intentId) return event;
  }
  throw new Error(`No charge.refunded for ${intentId}`);
};

const refundRows = (paymentId: number) =>
  db()
    .selectFrom("refunds")
    .select(["stripe_refund_id", "amount_cents", "reason", "refunded_by"])
    .where("payment_id", "=", paymentId)
    .execute();
const bookingState = (bookingId: number) =>
  db().selectFrom("bookings").select(["state", "state_reason", "paid"]).where("id", "=", bookingId).executeTakeFirstOrThrow();
const bikeStatus = async (bikeId: number) =>
  (await db().selectFrom("bikes").select("status").where("id", "=", bikeId).executeTakeFirstOrThrow()).status;
const noticeCount = async (userId: number) =>
  Number(
    (
      await db()
        .selectFrom("notifications")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("an admin's refund", () => {
  it("20 concurrent refunds make one refund at Stripe and one record; the bike is back on the market and the buyer sees Refunded", async () => {
    const categoryId = await createCategory();
    const sale = await createPaidBooking(buyer, seller.id, { categoryId });
    expect(await bikeStatus(sale.bikeId)).toBe("sold");
    const noticesBefore = [await noticeCount(buyer.id), await noticeCount(seller.id)];

    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(sale.paymentId, { reason: "Buyer never got the bike" })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    const conflictBody = await json(answers.find((r) => r.status === 409)!);
    expect(conflictBody.error.message).toBe("This booking was refunded.");

    const atStripe = await stripe().refunds.list({ payment_intent: sale.transactionId });
    expect(atStripe.data).toHaveLength(1);
    expect(atStripe.data[0]!.amount).toBe(45_000);
    const charge = await stripe().charges.retrieve(atStripe.data[0]!.charge as string);
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 45_000 });
    // The seller's transfer and the platform fee are reversed with it.
    const transfer = await stripe().transfers.retrieve(charge.transfer as string);
    expect(transfer.reversed).toBe(true);
    const fee = await stripe().applicationFees.retrieve(charge.application_fee as string);
    expect(fee.refunded).toBe(true);

    expect(await refundRows(sale.paymentId)).toEqual([
      { stripe_refund_id: atStripe.data[0]!.id, amount_cents: 45_000, reason: "Buyer never got the bike", refunded_by: admin.id },
    ]);
    expect(await bookingState(sale.bookingId)).toEqual({ state: "refunded", state_reason: "Buyer never got the bike", paid: false });
    expect(await bikeStatus(sale.bikeId)).toBe("available");
    expect([await noticeCount(buyer.id), await noticeCount(seller.id)]).toEqual([noticesBefore[0]! + 1, noticesBefore[1]! + 1]);

    // The buyer's My orders says Refunded; the bike is in its category's browse again.
    const orders = await json(await call("GET", `/api/bookings?email=${buyer.email}&limit=100`, { token: buyer.token }));
    expect(orders.items.find((b: { _id: number }) => b._id === sale.bookingId)).toMatchObject({ state: "refunded" });
    const browse = await json(await call("GET", `/api/bikes?id=${categoryId}`));
    expect(browse.items.map((b: { _id: number }) => b._id)).toContain(sale.bikeId);

    // The admin's Sales list shows it refunded.
    const salesPage = await json(await call("GET", "/api/payments?limit=100", { token: admin.token }));
    expect(salesPage.items.find((p: { _id: number }) => p._id === sale.paymentId)).toMatchObject({
      bookingId: sale.bookingId,
      amountCents: 45_000,
      state: "refunded",
      refundReason: "Buyer never got the bike",
    });

    // The seller's earnings show the sale as refunded (its transfer and fee were reversed).
    const earnings = await json(await call("GET", "/api/payouts/earnings?limit=100", { token: seller.token }));
    const refundedSale = earnings.items.find((e: { _id: number }) => e._id === sale.paymentId);
    expect(refundedSale.refundedAt).toEqual(expect.any(String));

    // Replaying Stripe's charge.refunded changes nothing, however often and however concurrently.
    const event = await refundedEvent(sale.transactionId);
    const replays = await Promise.all(Array.from({ length: 5 }, () => postEvent(event)));
    expect(replays.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(await refundRows(sale.paymentId)).toHaveLength(1);
    expect([await noticeCount(buyer.id), await noticeCount(seller.id)]).toEqual([noticesBefore[0]! + 1, noticesBefore[1]! + 1]);
    expect(await db().selectFrom("stripe_events").select("id").where("id", "=", event.id).execute()).toHaveLength(1);
  });

  it("a refund made in Stripe is recorded once from charge.refunded", async () => {
    const sale = await createPaidBooking(buyer, seller.id);
    await stripe().refunds.create({ payment_intent: sale.transactionId, reverse_transfer: true, refund_application_fee: true });
    const event = await refundedEvent(sale.transactionId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postEvent(event)));
    expect(answers.map((r) => r.status)).toEqual(Array(5).fill(200));
    const rows = await refundRows(sale.paymentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount_cents: 45_000, reason: REFUNDED_IN_STRIPE, refunded_by: null });
    expect((await bookingState(sale.bookingId)).state).toBe("refunded");
    expect(await bikeStatus(sale.bikeId)).toBe("available");
    // The admin's button afterwards refunds nothing more.
    expect((await refund(sale.paymentId, { reason: "Again" })).status).toBe(409);
  });

  it("a buyer whose booking closed as sold to another can book the bike again once it is back", async () => {
    const other = await createUser("buyer");
    const sale = await createPaidBooking(buyer, seller.id);
    // Booked before the sale: closed as sold to another buyer. Marked as the payment would have.
    const closedId = await createBooking(other, sale.bikeId);
    await db().updateTable("bookings").set({ state: "sold_to_another" }).where("id", "=", closedId).execute();
    const body = { bikeId: sale.bikeId, email: other.email, phone: "01700000000", location: "Dhaka" };
    expect((await call("POST", "/api/bookings", { token: other.token, body })).status).toBe(409);
    expect((await refund(sale.paymentId, { reason: "Seller cancelled the sale" })).status).toBe(200);
    const again = await call("POST", "/api/bookings", { token: other.token, body });
    expect(again.status, await again.clone().text()).toBe(201);
    expect((await json(again)).insertedId).toBe(closedId);
    expect((await bookingState(closedId)).state).toBe("open");
  });

  it("a payment whose booking went with the buyer's account stays on the Sales page, named, and is clearly not refundable there", async () => {
    const leaving = await createUser("buyer");
    const sale = await createPaidBooking(leaving, seller.id);
    expect((await call("DELETE", `/api/users/${leaving.id}`, { token: admin.token })).status).toBe(200);
    expect(await db().selectFrom("bookings").select("id").where("id", "=", sale.bookingId).execute()).toEqual([]);

    const listed = async () =>
      (await json(await call("GET", "/api/payments?limit=100", { token: admin.token }))).items.find(
        (p: { _id: number }) => p._id === sale.paymentId,
      );
    expect(await listed()).toMatchObject({
      bookingId: null,
      itemName: "Test Bike",
      buyerName: null,
      buyerEmail: leaving.email,
      sellerName: seller.name,
      amountCents: 45_000,
      state: null,
      notRefundable: "This payment's booking was deleted with the buyer's account: refund it in Stripe's dashboard.",
      refundedAt: null,
    });
    const refused = await refund(sale.paymentId, { reason: "Buyer asked by email" });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.message).toBe(BOOKING_GONE);
    expect(await refundRows(sale.paymentId)).toEqual([]);

    // Refunded in Stripe's dashboard instead: charge.refunded records it once, and Sales shows it.
    await stripe().refunds.create({ payment_intent: sale.transactionId, reverse_transfer: true, refund_application_fee: true });
    const event = await refundedEvent(sale.transactionId);
    await Promise.all(Array.from({ length: 3 }, () => postEvent(event)));
    expect(await refundRows(sale.paymentId)).toEqual([
      expect.objectContaining({ amount_cents: 45_000, reason: REFUNDED_IN_STRIPE, refunded_by: null }),
    ]);
    expect(await listed()).toMatchObject({ refundReason: REFUNDED_IN_STRIPE, refundedAt: expect.any(String) });

    // A payment from before names were kept, whose booking went: listed with no name (the page says "Deleted listing").
    await sql`UPDATE payments SET item_name = NULL WHERE id = ${sale.paymentId}`.execute(db());
    expect(await listed()).toMatchObject({ itemName: null, bookingId: null });
  });

  it("only an admin refunds, with a reason of 3 to 300 characters; unknown payments 404", async () => {
    const sale = await createPaidBooking(buyer, seller.id);
    expect((await refund(sale.paymentId, { reason: "Nope" }, null)).status).toBe(401);
    for (const who of [buyer, seller]) expect((await refund(sale.paymentId, { reason: "Nope" }, who)).status).toBe(403);
    for (const [body, message] of [
      [{}, "Reason is required"],
      [{ reason: "  " }, "Reason is required"],
      [{ reason: "ab" }, "Reason must be at least 3 characters"],
      [{ reason: "x".repeat(301) }, undefined],
      [{ reason: 5 }, undefined],
    ] as const) {
      const answer = await refund(sale.paymentId, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const fields = (await json(answer)).error.fields;
      expect(Object.keys(fields)).toEqual(["reason"]);
      if (message) expect(fields.reason).toBe(message);
    }
    expect((await refund(2_000_000_000, { reason: "Missing" })).status).toBe(404);
    expect((await call("POST", "/api/payments/abc/refund", { token: admin.token, body: { reason: "Bad id" } })).status).toBe(400);
    // Nothing was refunded by any of these.
    expect(await refundRows(sale.paymentId)).toEqual([]);
    expect((await bookingState(sale.bookingId)).state).toBe("paid");
  });
});
