import type Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { createStripe } from "../../edge-api/src/payments/stripe-client";
import { spacedCardNumber, typedExpiry } from "../../edge-api/src/payments/card-input";
import { call, json } from "./support/api";
import { createBike, createBooking, createUser, db, type TestUser } from "./support/fixtures";
import { env } from "./support/test-env";

let seller: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  [seller, buyer] = await Promise.all([createUser("seller"), createUser("buyer")]);
});

const stripe = () => createStripe(env);

/** A fresh bike at this price (cents) and the buyer's booking of it. */
async function booked(who: TestUser = buyer, priceCents = 125_000) {
  const bikeId = await createBike(seller.id, { priceCents, advertised: true });
  const bookingId = await createBooking(who, bikeId);
  await db().updateTable("bookings").set({ price_cents: priceCents }).where("id", "=", bookingId).execute();
  return { bikeId, bookingId };
}

const startPayment = (who: TestUser, body: Record<string, unknown>) =>
  call("POST", "/api/create-payment-intent", { token: who.token, body });
const confirmTestCard = (who: TestUser, bookingId: number, cardNumber: string, expiry = "12/34", cvc = "123") =>
  call("POST", "/api/payments/test-confirm", { token: who.token, body: { bookingId, cardNumber, expiry, cvc } });
const recordPaymentCall = (who: TestUser, bookingId: number, transactionId: string) =>
  call("POST", "/api/payment", { token: who.token, body: { bookingId, transactionId } });

/** The buyer pays as the payment page does: intent, confirm with a test card. */
async function paidIntent(who: TestUser, bookingId: number): Promise<string> {
  expect((await startPayment(who, { bookingId })).status).toBe(200);
  const confirmed = await json(await confirmTestCard(who, bookingId, "4242 4242 4242 4242"));
  expect(confirmed.status).toBe("succeeded");
  return confirmed.transactionId;
}

/** An event signed like the offline Stripe server signs it: with this run's generated secret. */
const signedEvent = async (intent: Stripe.PaymentIntent, secret = env.STRIPE_LOCAL_WEBHOOK_SECRET!) => {
  const payload = JSON.stringify({ id: `evt_${intent.id}`, object: "event", type: "payment_intent.succeeded", data: { object: intent } });
  const signature = await stripe().webhooks.generateTestHeaderStringAsync({ payload, secret });
  return { payload, signature };
};
const postWebhook = async (payload: string, signature: string) => {
  const { app } = await import("../../edge-api/src/app");
  return app.request(
    "/api/stripe/webhook",
    { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, body: payload },
    env,
  );
};

const paymentsFor = (bookingIds: number[]) => db().selectFrom("payments").selectAll().where("booking_id", "in", bookingIds).execute();
const bikeStatus = async (bikeId: number) =>
  (await db().selectFrom("bikes").select("status").where("id", "=", bikeId).executeTakeFirstOrThrow()).status;

describe("POST /api/create-payment-intent", () => {
  it("creates one intent for the booking's stored price, whatever the body says, and reuses it", async () => {
    const { bookingId } = await booked(buyer, 98_765);
    const first = await json(await startPayment(buyer, { _id: bookingId, price: 1, amount: 1 }));
    expect(first).toMatchObject({
      clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      amount: 987.65,
      currency: "usd",
      testMode: true,
    });
    const again = await json(await startPayment(buyer, { bookingId }));
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
    const intent = await stripe().paymentIntents.retrieve(first.paymentIntentId);
    expect(intent.amount).toBe(98_765);
    expect(intent.metadata).toEqual({ bookingId: String(bookingId) });
  });

  it("answers 409 with what to do, not a 500, when Stripe refuses the amount (a bike listed below its minimum before the floor)", async () => {
    const { bookingId } = await booked(buyer, 49);
    const response = await startPayment(buyer, { bookingId });
    expect(response.status).toBe(409);
    expect((await json(response)).error).toEqual({
      code: "payment_refused",
      message:
        "This bike's price is below the lowest amount a card can be charged. Nothing was charged; the seller has to correct the price.",
    });
    const booking = await db()
      .selectFrom("bookings")
      .select(["paid", "payment_intent_id"])
      .where("id", "=", bookingId)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ paid: false, payment_intent_id: null });
  });

  it("refuses another buyer's booking (403), an unknown one (404) and a missing id (400)", async () => {
    const other = await createUser("buyer");
    const { bookingId } = await booked();
    expect((await startPayment(other, { bookingId })).status).toBe(403);
    expect((await startPayment(buyer, { bookingId: 2_000_000_000 })).status).toBe(404);
    const missing = await startPayment(buyer, {});
    expect((await json(missing)).error.fields).toEqual({ bookingId: "Booking is required" });
  });
});

describe("paying in offline test mode", () => {
  it("pays with 4242…: the booking is paid, the bike sold and gone from browse and ads; repeats change nothing", async () => {
    const { bikeId, bookingId } = await booked();
    const transactionId = await paidIntent(buyer, bookingId);
    const recorded = await recordPaymentCall(buyer, bookingId, transactionId);
    expect(recorded.status).toBe(201);
    const { insertedId } = await json(recorded);
    expect(insertedId).toEqual(expect.any(Number));

    const booking = await json(await call("GET", `/api/bookings/${bookingId}`, { token: buyer.token }));
    expect(booking.paid).toBe(true);
    expect(await bikeStatus(bikeId)).toBe("sold");
    const browse = await json(await call("GET", "/api/bikes?limit=100"));
    expect(browse.items.map((b: { _id: number }) => b._id)).not.toContain(bikeId);
    const ads = await json(await call("GET", "/api/ads"));
    expect(ads.map((a: { _id: number }) => a._id)).not.toContain(bikeId);

    const repeat = await recordPaymentCall(buyer, bookingId, transactionId);
    expect(repeat.status).toBe(200);
    expect((await json(repeat)).insertedId).toBe(insertedId);
    expect(await paymentsFor([bookingId])).toHaveLength(1);
    const paidAgain = await startPayment(buyer, { bookingId });
    expect(paidAgain.status).toBe(409);
    expect((await json(paidAgain)).error.code).toBe("already_paid");
  });

  it.each([
    ["4000 0000 0000 0002", "Your card was declined."],
    ["4000 0000 0000 9995", "Your card has insufficient funds."],
    ["4000 0000 0000 0069", "Your card has expired."],
    ["4000 0000 0000 0127", "Your card's security code is incorrect."],
    ["4111 1111 1111 1111", "Your card was declined. Your request was in test mode, but used a non test card."],
  ])("declines %s with Stripe's message and records nothing", async (card, message) => {
    const { bookingId } = await booked();
    await startPayment(buyer, { bookingId });
    const response = await confirmTestCard(buyer, bookingId, card);
    expect(response.status).toBe(402);
    expect((await json(response)).error.message).toContain(message);
    expect(await paymentsFor([bookingId])).toEqual([]);
  });

  it("names bad card fields", async () => {
    const { bookingId } = await booked();
    const response = await call("POST", "/api/payments/test-confirm", {
      token: buyer.token,
      body: { bookingId, cardNumber: "42", expiry: "13/40", cvc: "x" },
    });
    expect((await json(response)).error.fields).toEqual({
      cardNumber: "Card number must be 12 to 19 digits",
      expiry: "Expiry must be MM/YY",
      cvc: "CVC must be 3 or 4 digits",
    });
  });

  it("reads an expiry typed as digits, as the form shows it (#33)", () => {
    for (const [typed, read] of [
      ["1228", "12/28"],
      ["12/28", "12/28"],
      ["12 / 28", "12/28"],
      ["122", "12/2"],
      ["1", "1"],
      ["122834", "12/28"],
    ] as const)
      expect(typedExpiry(typed), typed).toBe(read);
    expect(spacedCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(spacedCardNumber("4000-0000-0000-0002")).toBe("4000 0000 0000 0002");
    expect(spacedCardNumber("42424")).toBe("4242 4");
  });

  it("takes an expiry typed as digits", async () => {
    const { bookingId } = await booked();
    expect((await startPayment(buyer, { bookingId })).status).toBe(200);
    const confirmed = await confirmTestCard(buyer, bookingId, "4242424242424242", "1234");
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  });
});

describe("POST /api/payment trusts only Stripe", () => {
  it("refuses an intent that has not succeeded, one for another booking, and an unknown id", async () => {
    const { bookingId } = await booked();
    const started = await json(await startPayment(buyer, { bookingId }));
    expect((await recordPaymentCall(buyer, bookingId, started.paymentIntentId)).status).toBe(409);

    const other = await booked();
    const otherPaid = await paidIntent(buyer, other.bookingId);
    expect((await recordPaymentCall(buyer, bookingId, otherPaid)).status).toBe(409);
    expect((await recordPaymentCall(buyer, bookingId, "pi_doesnotexist")).status).toBe(404);
    expect(await paymentsFor([bookingId])).toEqual([]);
  });

  it("refuses an intent whose amount differs from the booking", async () => {
    const { bookingId } = await booked(buyer, 50_000);
    const cheap = await stripe().paymentIntents.create({ amount: 100, currency: "usd", metadata: { bookingId: String(bookingId) } });
    await stripe().paymentIntents.confirm(cheap.id, { payment_method: "pm_card_visa" });
    const response = await recordPaymentCall(buyer, bookingId, cheap.id);
    expect(response.status).toBe(409);
    expect((await json(response)).error.message).toBe("The amount paid does not match the booking.");
  });
});

describe("the Stripe webhook", () => {
  it("records a signed payment_intent.succeeded once, however often it is replayed", async () => {
    const { bikeId, bookingId } = await booked();
    const transactionId = await paidIntent(buyer, bookingId);
    const intent = await stripe().paymentIntents.retrieve(transactionId);
    const { payload, signature } = await signedEvent(intent);
    const responses = await Promise.all(Array.from({ length: 10 }, () => postWebhook(payload, signature)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await paymentsFor([bookingId])).toHaveLength(1);
    expect(await bikeStatus(bikeId)).toBe("sold");
  });

  it("rejects a forged signature and records nothing", async () => {
    const { bookingId } = await booked();
    const transactionId = await paidIntent(buyer, bookingId);
    const intent = await stripe().paymentIntents.retrieve(transactionId);
    // Another secret, or the constant older checkouts shipped: only this run's generated one verifies.
    for (const secret of ["whsec_someone_else", "whsec_motomart_local_test"]) {
      const forged = await signedEvent(intent, secret);
      expect((await postWebhook(forged.payload, forged.signature)).status).toBe(400);
    }
    const tampered = await signedEvent(intent);
    expect((await postWebhook(tampered.payload.replace(String(intent.amount), "1"), tampered.signature)).status).toBe(400);
    expect((await postWebhook(tampered.payload, "")).status).toBe(400);
    expect(await paymentsFor([bookingId])).toEqual([]);
  });
});

describe("offline test mode's Stripe server", () => {
  it("answers only this run's generated key; any other gets Stripe's 401", async () => {
    // Another key, or the constant older checkouts shipped.
    for (const key of ["sk_test_someone_else_entirely", "sk_test_motomart_local"]) {
      const response = await fetch(`${env.STRIPE_API_BASE}/v1/payment_intents`, {
        method: "POST",
        headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/x-www-form-urlencoded" },
        body: "amount=5000&currency=usd",
      });
      expect(response.status).toBe(401);
      const body = await json(response);
      expect(body).toEqual({
        error: { type: "invalid_request_error", message: expect.stringMatching(/^Invalid API Key provided: sk_test_\*+/) },
      });
      expect(body.error.message).not.toContain(key);
    }
    const wrongKey = createStripe({ ...env, STRIPE_LOCAL_KEY: "sk_test_someone_else_entirely" });
    await expect(wrongKey.paymentIntents.create({ amount: 5000, currency: "usd" })).rejects.toMatchObject({
      type: "StripeAuthenticationError",
      statusCode: 401,
    });
    expect((await stripe().paymentIntents.create({ amount: 5000, currency: "usd" })).status).toBe("requires_payment_method");
  });
});

describe("one bike, many payers at once", () => {
  it("50 concurrent payment attempts and 10 webhook replays end with one payment, one sold bike, the rest refunded", async () => {
    const bikeId = await createBike(seller.id, { priceCents: 70_000 });
    const buyers = await Promise.all(Array.from({ length: 5 }, () => createUser("buyer")));
    const bookings = await Promise.all(buyers.map((b) => createBooking(b, bikeId)));
    await db().updateTable("bookings").set({ price_cents: 70_000 }).where("id", "in", bookings).execute();
    // Every buyer's card went through at Stripe before any of them was recorded.
    const intents = await Promise.all(bookings.map((bookingId, i) => paidIntent(buyers[i]!, bookingId)));
    const firstIntent = await stripe().paymentIntents.retrieve(intents[0]!);
    const event = await signedEvent(firstIntent);

    const attempts = [
      ...Array.from({ length: 50 }, (_, n) => recordPaymentCall(buyers[n % 5]!, bookings[n % 5]!, intents[n % 5]!)),
      ...Array.from({ length: 10 }, () => postWebhook(event.payload, event.signature)),
    ];
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    expect(
      statuses.every((s) => [200, 201, 409].includes(s)),
      statuses.join(","),
    ).toBe(true);
    // Whoever records first (a POST or the webhook) wins; nothing after it creates a second payment.
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(1);
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThanOrEqual(40);

    const payments = await paymentsFor(bookings);
    expect(payments).toHaveLength(1);
    expect(await bikeStatus(bikeId)).toBe("sold");
    const paidBookings = await db().selectFrom("bookings").select("id").where("id", "in", bookings).where("paid", "=", true).execute();
    expect(paidBookings.map((b) => b.id)).toEqual([payments[0]!.booking_id]);
    // Every buyer who lost the race got their money back.
    const losers = intents.filter((intentId) => intentId !== payments[0]!.transaction_id);
    for (const intentId of losers) {
      const refunds = await stripe().refunds.list({ payment_intent: intentId });
      expect(refunds.data, intentId).toHaveLength(1);
    }
  });
});
