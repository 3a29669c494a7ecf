import { expect, test, type APIRequestContext } from "./support/test";
import { DEMO, signIn } from "./support/auth";
import { auth, bookViaApi, createUserViaApi, idToken, payViaApi, postBikesViaApi } from "./support/api";
import { expectNoSeriousAxeViolations } from "./support/axe";

/**
 * Refunds (#15 point 4): a buyer pays for a bike, the admin refunds it from the Sales page with a
 * reason, the bike is back in its category, and the buyer's My orders says Refunded.
 */

/** A fresh seller's $1,500 bike in the first category, booked by a fresh buyer. */
async function bookedBike(request: APIRequestContext, prefix: string) {
  const [category] = (await (await request.get("/api/categories")).json()) as [{ _id: number }];
  // Test sellers have payouts connected.
  const seller = await createUserViaApi(request, "seller", "refund-seller");
  const name = `${prefix} ${Date.now().toString(36)}`;
  const [bikeId] = (await postBikesViaApi(request, seller, category._id, [name], { resalePrice: 1500, originalPrice: 2000 })) as [number];
  const buyer = await createUserViaApi(request, "buyer");
  return { category, seller, name, bikeId, buyer, bookingId: await bookViaApi(request, buyer, bikeId) };
}

test("the admin refunds a paid booking with a reason; the bike is back in its category and the buyer sees Refunded", async ({
  page,
  browser,
  request,
}) => {
  const { category, seller, name, buyer, bookingId } = await bookedBike(request, "E2E Refund Bike");

  // The buyer pays with Stripe's test card.
  await signIn(page, buyer);
  await page.goto(`/dashboard/myorder/payment/${bookingId}`);
  const form = page.getByRole("form", { name: "Card payment" });
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: "Pay $1,500" }).click();
  await expect(page.getByText("Congrats! Your payment is complete.")).toBeVisible();

  // The admin refunds it from Sales.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto("/dashboard");
  await admin.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Sales" }).click();
  await expect(admin).toHaveURL(/\/dashboard\/sales$/);
  const row = admin.getByRole("table", { name: "Sales" }).getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Paid");
  await expect(row).toContainText("$1,500");
  await expectNoSeriousAxeViolations(admin, "Sales");

  await row.getByRole("button", { name: /^Refund / }).click();
  const dialog = admin.getByRole("dialog", { name: `Refund "${name}"?` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(admin, "refund dialog");
  // The reason is required.
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(dialog.getByText("Reason is required")).toBeVisible();
  await dialog.getByLabel("Reason").fill("The bike was damaged in transit.");
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(admin.getByText(`Refunded $1,500 for "${name}". The bike is back on the market.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Refunded");
  await expect(row).toContainText("The bike was damaged in transit.");
  await expect(row.getByRole("button", { name: /^Refund / })).toHaveCount(0);
  await adminContext.close();

  // The bike is back in its category (newest first), and the buyer's My orders says Refunded.
  await page.goto(`/category/${category._id}`);
  await expect(page.getByRole("link", { name }).first()).toBeVisible();
  await page.goto("/dashboard/myorder");
  const order = page.getByRole("row").filter({ hasText: name });
  await expect(order).toContainText("Refunded");
  await expect(order).toContainText("The bike was damaged in transit.");

  // The seller's earnings show the sale refunded: its payout and the fee were reversed.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, seller);
  await sellerPage.goto("/dashboard/payouts");
  const sale = sellerPage.getByRole("table", { name: "Earnings per sale" }).getByRole("row").filter({ hasText: name });
  await expect(sale).toContainText("Refunded on");
  await sellerContext.close();
});

test("a payment whose buyer's account was deleted stays on Sales with the bike's name and says why it is not refundable there", async ({
  page,
  request,
}) => {
  const { name, buyer, bookingId } = await bookedBike(request, "E2E Orphan Sale");
  await payViaApi(request, buyer, bookingId);
  // The admin deletes the buyer's account: their booking goes with it, the payment stays.
  const removed = await request.delete(`/api/users/${buyer.id}`, { headers: auth(await idToken(request, DEMO.admin)) });
  expect(removed.ok(), `DELETE /api/users/${buyer.id}: ${removed.status()}`).toBe(true);

  await signIn(page, DEMO.admin);
  await page.goto("/dashboard/sales");
  const row = page.getByRole("table", { name: "Sales" }).getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Deleted account");
  await expect(row).toContainText("Booking deleted");
  await expect(row).toContainText("This payment's booking was deleted with the buyer's account: refund it in Stripe's dashboard.");
  await expect(row.getByRole("button", { name: /^Refund / })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, "Sales with a deleted booking");
});
