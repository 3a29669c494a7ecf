import { beforeAll, describe, expect, it } from "vitest";
import { receiptViewer } from "../../edge-api/src/payments/receipt";
import { call, json } from "./support/api";
import { createBike, createBooking, createUser, db, type TestUser } from "./support/fixtures";
import { createPaidBooking } from "./support/route-table";

/**
 * A paid order's receipt (#33 point 9): the buyer, the seller and an admin read it, each with what
 * is theirs to see; anyone else is refused, and an unpaid booking has none.
 */
let buyer: TestUser;
let seller: TestUser;
let otherBuyer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  [buyer, seller, otherBuyer, admin] = await Promise.all([
    createUser("buyer", { name: "Rina Akter" }),
    createUser("seller", { name: "Kamal Motors" }),
    createUser("buyer"),
    createUser("admin"),
  ]);
});

const receipt = (bookingId: number, who: TestUser | null) => call("GET", `/api/bookings/${bookingId}/receipt`, { token: who?.token });

describe("who reads a receipt, and as whom", () => {
  it.each([
    [{ id: 1, role: "buyer" as const }, "buyer"],
    [{ id: 2, role: "seller" as const }, "seller"],
    [{ id: 3, role: "admin" as const }, "admin"],
    [{ id: 4, role: "buyer" as const }, null],
    [{ id: 5, role: "seller" as const }, null],
  ])("%o reads booking {buyer 1, seller 2} as %s", (caller, expected) => {
    expect(receiptViewer(caller, { buyer_id: 1, seller_id: 2 })).toBe(expected);
  });

  it("a booking whose seller's account went has no seller to match", () => {
    expect(receiptViewer({ id: 2, role: "seller" }, { buyer_id: 1, seller_id: null })).toBeNull();
  });
});

describe("GET /api/bookings/:id/receipt", () => {
  it("shows the buyer the item, price paid, transaction, date and both parties, without the seller's fee", async () => {
    const sale = await createPaidBooking(buyer, seller.id, { priceCents: 240_000 });
    const response = await receipt(sale.bookingId, buyer);
    expect(response.status).toBe(200);
    const paid = await db().selectFrom("payments").selectAll().where("id", "=", sale.paymentId).executeTakeFirstOrThrow();
    expect(await json(response)).toEqual({
      receiptNumber: `MM-${String(sale.paymentId).padStart(6, "0")}`,
      bookingId: sale.bookingId,
      // As booked (the fixture books every bike as "Test Bike").
      itemName: "Test Bike",
      amount: paid.amount_cents / 100,
      currency: "USD",
      fee: null,
      sellerReceives: null,
      transactionId: sale.transactionId,
      paidAt: paid.created_at.toISOString(),
      buyer: { name: "Rina Akter", email: buyer.email },
      seller: { name: "Kamal Motors", email: null },
      refund: null,
      viewer: "buyer",
    });
  });

  it("shows the seller the platform fee and what they receive, not the buyer's email; the admin sees both", async () => {
    const sale = await createPaidBooking(buyer, seller.id, { priceCents: 240_000 });
    const paid = await db().selectFrom("payments").selectAll().where("id", "=", sale.paymentId).executeTakeFirstOrThrow();
    expect(paid.fee_cents).toBeGreaterThan(0);
    const asSeller = await json(await receipt(sale.bookingId, seller));
    expect(asSeller).toMatchObject({
      fee: paid.fee_cents! / 100,
      sellerReceives: (paid.amount_cents - paid.fee_cents!) / 100,
      buyer: { name: "Rina Akter", email: null },
      seller: { name: "Kamal Motors", email: seller.email },
      viewer: "seller",
    });
    expect(await json(await receipt(sale.bookingId, admin))).toMatchObject({
      fee: paid.fee_cents! / 100,
      buyer: { email: buyer.email },
      seller: { email: seller.email },
      viewer: "admin",
    });
  });

  it("shows a refund once the admin refunds the order", async () => {
    const sale = await createPaidBooking(buyer, seller.id);
    const refunded = await call("POST", `/api/payments/${sale.paymentId}/refund`, {
      token: admin.token,
      body: { reason: "Bike never arrived" },
    });
    expect(refunded.status).toBe(200);
    const body = await json(await receipt(sale.bookingId, buyer));
    expect(body.refund).toMatchObject({ amount: body.amount, reason: "Bike never arrived" });
    expect(Date.parse(body.refund.refundedAt)).toBeGreaterThanOrEqual(Date.parse(body.paidAt));
  });

  it("refuses anyone else (401, 403) and says an unpaid or missing booking has none (404)", async () => {
    const sale = await createPaidBooking(buyer, seller.id);
    expect((await receipt(sale.bookingId, null)).status).toBe(401);
    const stranger = await receipt(sale.bookingId, otherBuyer);
    expect(stranger.status).toBe(403);
    expect((await json(stranger)).error.message).toBe("You can only see receipts of your own orders and sales.");

    const unpaid = await receipt(await createBooking(buyer, await createBike(seller.id)), buyer);
    expect(unpaid.status).toBe(404);
    expect((await json(unpaid)).error.message).toBe("This booking is not paid, so it has no receipt.");
    expect((await receipt(2_000_000_000, buyer)).status).toBe(404);
  });
});
