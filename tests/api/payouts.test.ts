import type Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { parseFeeRule, platformFeeCents } from "../../edge-api/src/payments/platform-fee";
import { createStripe } from "../../edge-api/src/payments/stripe-client";
import { call, json } from "./support/api";
import { completeOnboarding, createBike, createBooking, createUser, db, type TestUser } from "./support/fixtures";
import { env } from "./support/test-env";

const stripe = () => createStripe(env);
const rule = parseFeeRule(env.PLATFORM_FEE_PERCENT, env.PLATFORM_FEE_MIN_CENTS)!;

let buyer: TestUser;
beforeAll(async () => {
  buyer = await createUser("buyer");
  expect(rule, "wrangler.toml's fee vars").not.toBeNull();
});

/** A fresh bike of this seller at this price (cents), and the buyer's booking of it at that price. */
async function booked(seller: TestUser, priceCents: number) {
  const bikeId = await createBike(seller.id, { priceCents });
  const bookingId = await createBooking(buyer, bikeId);
  await db().updateTable("bookings").set({ price_cents: priceCents }).where("id", "=", bookingId).execute();
  return { bikeId, bookingId };
}

const startPayment = (bookingId: number) => call("POST", "/api/create-payment-intent", { token: buyer.token, body: { bookingId } });
const payWith4242 = async (bookingId: number) => {
  const started = await startPayment(bookingId);
  expect(started.status, await started.clone().text()).toBe(200);
  const confirm = await call("POST", "/api/payments/test-confirm", {
    token: buyer.token,
    body: { bookingId, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" },
  });
  const { transactionId } = await json(confirm);
  expect((await call("POST", "/api/payment", { token: buyer.token, body: { bookingId, transactionId } })).status).toBe(201);
  return stripe().paymentIntents.retrieve(transactionId);
};

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
/** The offline server's newest event of this type about this object. */
const eventAbout = async (type: string, objectId: string): Promise<Stripe.Event> => {
  for await (const event of stripe().events.list({ type, limit: 100 })) {
    if ((event.data.object as { id: string }).id === objectId) return event;
  }
  throw new Error(`No ${type} event for ${objectId}`);
};

const payoutRow = (userId: number) =>
  db().selectFrom("users").select(["stripe_account_id", "payout_status"]).where("id", "=", userId).executeTakeFirstOrThrow();
const payoutNotices = (userId: number) =>
  db().selectFrom("notifications").select(["title", "link"]).where("user_id", "=", userId).where("kind", "=", "payout").execute();

describe("connecting payouts", () => {
  it("onboarding makes the account pending, and the signed account.updated webhook makes it active; replays change nothing", async () => {
    const seller = await createUser("seller", { payouts: false });
    const status = async () => (await json(await call("GET", "/api/payouts", { token: seller.token }))).status;
    expect(await status()).toBe("not_connected");

    const first = await json(await call("POST", "/api/payouts/connect", { token: seller.token }));
    expect(first.url).toMatch(new RegExp(`^${env.STRIPE_API_BASE}/connect/onboarding/[a-f0-9]+$`));
    const { stripe_account_id: accountId, payout_status } = await payoutRow(seller.id);
    expect(accountId).toMatch(/^acct_/);
    expect(payout_status).toBe("pending");
    // Asking again continues with the same account, on a new link.
    const again = await json(await call("POST", "/api/payouts/connect", { token: seller.token }));
    expect(again.url).not.toBe(first.url);
    expect((await payoutRow(seller.id)).stripe_account_id).toBe(accountId);
    const account = await stripe().accounts.retrieve(accountId!);
    expect(account).toMatchObject({ type: "express", email: seller.email, charges_enabled: false, payouts_enabled: false });

    // The onboarding page's Complete returns to the dashboard's Payouts page.
    expect(await completeOnboarding(again.url)).toMatch(/\/dashboard\/payouts\?onboarding=done$/);
    // A used link sends the seller to the refresh URL for a new one, as Stripe's does.
    expect(await completeOnboarding(again.url)).toMatch(/\/dashboard\/payouts\?onboarding=expired$/);
    expect((await payoutRow(seller.id)).payout_status).toBe("pending");

    const event = await eventAbout("account.updated", accountId!);
    expect(event.data.object).toMatchObject({ charges_enabled: true, payouts_enabled: true, details_submitted: true });
    const responses = await Promise.all(Array.from({ length: 5 }, () => postEvent(event)));
    expect(responses.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(await payoutRow(seller.id)).toEqual({ stripe_account_id: accountId, payout_status: "active" });
    expect(await payoutNotices(seller.id)).toEqual([
      { title: "Payouts are connected: buyers can now pay for your bikes.", link: "/dashboard/payouts" },
    ]);
    expect(await db().selectFrom("stripe_events").select("id").where("id", "=", event.id).execute()).toHaveLength(1);
    expect((await postEvent(event)).status).toBe(200);
    expect(await payoutNotices(seller.id)).toHaveLength(1);

    expect(await status()).toBe("active");
    const connected = await call("POST", "/api/payouts/connect", { token: seller.token });
    expect(connected.status).toBe(409);
    expect((await json(connected)).error.message).toBe("Payouts are already connected.");
  });

  it("a seller back from onboarding sees Active even before the webhook arrives", async () => {
    const seller = await createUser("seller", { payouts: false });
    const { url } = await json(await call("POST", "/api/payouts/connect", { token: seller.token }));
    await completeOnboarding(url);
    const answer = await json(await call("GET", "/api/payouts", { token: seller.token }));
    expect(answer).toEqual({ status: "active", fee: { percent: rule.basisPoints / 100, minimum: rule.minimumCents / 100 } });
  });

  it("an account.updated for an account that is no seller's changes nothing", async () => {
    const account = await stripe().accounts.create({ type: "express", email: "nobody@test.motomart" });
    const link = await stripe().accountLinks.create({
      account: account.id,
      type: "account_onboarding",
      refresh_url: "https://motomart.test/r",
      return_url: "https://motomart.test/done",
    });
    await completeOnboarding(link.url);
    expect((await postEvent(await eventAbout("account.updated", account.id))).status).toBe(200);
    expect(await db().selectFrom("users").select("id").where("stripe_account_id", "=", account.id).execute()).toEqual([]);
  });

  it("the fee is public; status, connect and earnings are a seller's own", async () => {
    expect(await json(await call("GET", "/api/payouts/fee"))).toEqual({
      percent: rule.basisPoints / 100,
      minimum: rule.minimumCents / 100,
    });
    expect((await call("GET", "/api/payouts", { token: buyer.token })).status).toBe(403);
    expect((await call("POST", "/api/payouts/connect")).status).toBe(401);
  });
});

describe("paying a seller who cannot receive money", () => {
  it("is refused with seller_not_connected before any PaymentIntent, and the seller is asked (once) to connect", async () => {
    const seller = await createUser("seller", { payouts: false });
    const { bookingId } = await booked(seller, 80_000);
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await startPayment(bookingId);
      expect(response.status).toBe(409);
      expect((await json(response)).error).toEqual({
        code: "seller_not_connected",
        message: "This seller cannot receive payments yet. We have asked them to connect a payout account; try again later.",
      });
    }
    expect(
      (await db().selectFrom("bookings").select("payment_intent_id").where("id", "=", bookingId).executeTakeFirstOrThrow())
        .payment_intent_id,
    ).toBeNull();
    const notices = await payoutNotices(seller.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toMatch(/^A buyer wants to pay for .+: connect payouts so you can receive the money\.$/);

    // Onboarding started but not finished is not enough either.
    await call("POST", "/api/payouts/connect", { token: seller.token });
    expect((await payoutRow(seller.id)).payout_status).toBe("pending");
    expect((await startPayment(bookingId)).status).toBe(409);
  });
});

describe("a payment is a destination charge", () => {
  it("charges the stored price to the seller's account less the fee, and the seller's earnings show gross, fee and net", async () => {
    const seller = await createUser("seller");
    const account = (await payoutRow(seller.id)).stripe_account_id!;
    const { bookingId } = await booked(seller, 12_345);
    const intent = await payWith4242(bookingId);
    const fee = platformFeeCents(12_345, rule);
    expect(intent).toMatchObject({ amount: 12_345, application_fee_amount: fee, transfer_data: { destination: account } });

    // At Stripe: the charge's transfer carries the net to the seller.
    const charge = await stripe().charges.retrieve(intent.latest_charge as string);
    const transfer = await stripe().transfers.retrieve(charge.transfer as string);
    expect(transfer).toMatchObject({ amount: 12_345 - fee, destination: account, source_transaction: charge.id });

    const payment = await db()
      .selectFrom("payments")
      .select(["amount_cents", "fee_cents", "net_cents", "seller_id", "destination_account"])
      .where("booking_id", "=", bookingId)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({
      amount_cents: 12_345,
      fee_cents: fee,
      net_cents: 12_345 - fee,
      seller_id: seller.id,
      destination_account: account,
    });

    const earnings = await json(await call("GET", "/api/payouts/earnings", { token: seller.token }));
    expect(earnings.items).toEqual([
      {
        _id: expect.any(Number),
        itemName: "Test Bike",
        gross: 123.45,
        fee: fee / 100,
        net: (12_345 - fee) / 100,
        paidAt: expect.any(String),
        refundedAt: null,
      },
    ]);
    // Nobody else's earnings include it.
    const other = await createUser("seller");
    expect((await json(await call("GET", "/api/payouts/earnings", { token: other.token }))).items).toEqual([]);
  });

  it("takes the minimum fee on a cheap bike, and pages the earnings newest first", async () => {
    const seller = await createUser("seller");
    const cheap = await booked(seller, 2_000);
    const dear = await booked(seller, 500_000);
    expect((await payWith4242(cheap.bookingId)).application_fee_amount).toBe(Math.max(rule.minimumCents, platformFeeCents(2_000, rule)));
    await payWith4242(dear.bookingId);

    const first = await json(await call("GET", "/api/payouts/earnings?limit=1", { token: seller.token }));
    expect(first.items.map((s: { gross: number }) => s.gross)).toEqual([5_000]);
    const second = await json(await call("GET", `/api/payouts/earnings?limit=1&cursor=${first.nextCursor}`, { token: seller.token }));
    expect(second.items).toEqual([expect.objectContaining({ gross: 20, fee: platformFeeCents(2_000, rule) / 100 })]);
    expect(second.nextCursor).toBeNull();
  });

  it("a replayed payment_intent.succeeded changes nothing, and without a fee rule no payment starts", async () => {
    const seller = await createUser("seller");
    const { bookingId } = await booked(seller, 64_000);
    const intent = await payWith4242(bookingId);
    const event = await eventAbout("payment_intent.succeeded", intent.id);
    for (let i = 0; i < 3; i++) expect((await postEvent(event)).status).toBe(200);
    expect(await db().selectFrom("payments").select("id").where("booking_id", "=", bookingId).execute()).toHaveLength(1);
    expect(await db().selectFrom("stripe_events").select("id").where("id", "=", event.id).execute()).toHaveLength(1);

    const next = await booked(seller, 64_000);
    const unset = await call("POST", "/api/create-payment-intent", {
      token: buyer.token,
      body: { bookingId: next.bookingId },
      env: { ...env, PLATFORM_FEE_PERCENT: undefined },
    });
    expect(unset.status).toBe(503);
    expect((await json(unset)).error.code).toBe("misconfigured");
  });
});

describe("offline Stripe: refunds of destination charges (for admin refunds)", () => {
  it("reverses the transfer and refunds the application fee in proportion, and records charge.refunded", async () => {
    const seller = await createUser("seller");
    const { bookingId } = await booked(seller, 10_000);
    const intent = await payWith4242(bookingId);
    const fee = intent.application_fee_amount!;

    const half = await stripe().refunds.create({
      payment_intent: intent.id,
      amount: 5_000,
      reverse_transfer: true,
      refund_application_fee: true,
    });
    expect(half).toMatchObject({ amount: 5_000, status: "succeeded", transfer_reversal: expect.stringMatching(/^trr_/) });
    let charge = await stripe().charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({ amount_refunded: 5_000, refunded: false });
    expect((await stripe().transfers.retrieve(charge.transfer as string)).amount_reversed).toBe((10_000 - fee) / 2);
    expect((await stripe().applicationFees.retrieve(charge.application_fee as string)).amount_refunded).toBe(fee / 2);

    await stripe().refunds.create({ payment_intent: intent.id, reverse_transfer: true, refund_application_fee: true });
    charge = await stripe().charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({ amount_refunded: 10_000, refunded: true });
    const transfer = await stripe().transfers.retrieve(charge.transfer as string);
    expect(transfer).toMatchObject({ amount_reversed: 10_000 - fee, reversed: true });
    expect((await eventAbout("charge.refunded", charge.id)).data.object).toMatchObject({ refunded: true, amount_refunded: 10_000 });
    await expect(stripe().refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({ code: "charge_already_refunded" });
  });

  it("refuses a destination that is not a connected account able to take transfers", async () => {
    const fresh = await stripe().accounts.create({ type: "express" });
    for (const destination of [fresh.id, "acct_doesnotexist"]) {
      await expect(
        stripe().paymentIntents.create({ amount: 5_000, currency: "usd", application_fee_amount: 500, transfer_data: { destination } }),
      ).rejects.toMatchObject({ type: "StripeInvalidRequestError", param: "transfer_data[destination]" });
    }
    await expect(stripe().transfers.create({ amount: 100, currency: "usd", destination: fresh.id })).rejects.toMatchObject({
      param: "destination",
    });
  });
});
