import { beforeAll, describe, expect, it } from "vitest";
import { call, json } from "./support/api";
import { createBike, createBooking, createUser, db, type TestUser } from "./support/fixtures";
import { env } from "./support/test-env";

/** The payment service cannot be reached: a port nothing listens on stands in for Stripe's servers. */
const stripeDown = { ...env, STRIPE_API_BASE: "http://127.0.0.1:1" };

let seller: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  [seller, buyer] = await Promise.all([createUser("seller"), createUser("buyer")]);
});

const storedIntent = async (bookingId: number) =>
  await db().selectFrom("bookings").select(["payment_intent_id", "paid"]).where("id", "=", bookingId).executeTakeFirstOrThrow();

describe("the payment service unreachable", () => {
  it("answers 503 with Retry-After and a clear message, records nothing, and a retry succeeds once it is back", async () => {
    const bikeId = await createBike(seller.id, { priceCents: 210_000 });
    const bookingId = await createBooking(buyer, bikeId);

    const down = await call("POST", "/api/create-payment-intent", { token: buyer.token, body: { bookingId }, env: stripeDown });
    expect(down.status).toBe(503);
    expect(down.headers.get("Retry-After")).toBe("5");
    expect((await json(down)).error).toEqual({
      code: "unavailable",
      message: "Card payments are briefly unavailable. Nothing was recorded; try again in a moment.",
    });
    expect(await storedIntent(bookingId)).toEqual({ payment_intent_id: null, paid: false });

    const recordDown = await call("POST", "/api/payment", {
      token: buyer.token,
      body: { bookingId, transactionId: "pi_anything" },
      env: stripeDown,
    });
    expect(recordDown.status).toBe(503);
    expect(await db().selectFrom("payments").select("id").where("booking_id", "=", bookingId).execute()).toEqual([]);

    const back = await call("POST", "/api/create-payment-intent", { token: buyer.token, body: { bookingId } });
    expect(back.status).toBe(200);
    expect((await json(back)).clientSecret).toMatch(/^pi_/);
    expect((await storedIntent(bookingId)).payment_intent_id).toMatch(/^pi_/);
  });
});
