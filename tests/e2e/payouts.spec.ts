import { expect, test } from "./support/test";
import { signIn } from "./support/auth";
import { bookViaApi, createUserViaApi, postBikesViaApi } from "./support/api";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { runner } from "./support/runner";

/**
 * Sellers get paid (#15): a seller without payouts cannot be paid (the payment page says so), connects
 * from the dashboard's Payouts page through the offline Stripe server's onboarding page, a buyer then
 * pays, and the seller's earnings show the sale's gross, platform fee and net. wrangler.toml's local
 * fee: 5 %, at least $5.
 */
const PRICE = 2345;
const FEE_SENTENCE = "MotoMart keeps 5 % (at least $5) of the sale price";

test("a seller connects payouts through the onboarding page, a buyer pays, and the earnings show gross, fee and net", async ({
  page,
  browser,
  request,
}) => {
  const [category] = (await (await request.get("/api/categories")).json()) as [{ _id: number }];
  const seller = await createUserViaApi(request, "seller", "payouts-seller", { payouts: false });
  const name = `E2E Payout Bike ${Date.now().toString(36)}`;
  const [bikeId] = (await postBikesViaApi(request, seller, category._id, [name], { resalePrice: PRICE, originalPrice: 3000 })) as [number];
  const buyer = await createUserViaApi(request, "buyer");
  const bookingId = await bookViaApi(request, buyer, bikeId);

  // The buyer cannot pay yet: the page says why instead of showing a card form.
  await signIn(page, buyer);
  await page.goto(`/dashboard/myorder/payment/${bookingId}`);
  await expect(page.getByRole("status").filter({ hasText: "This seller cannot receive payments yet" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Card payment" })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, "with a seller who cannot be paid");

  // The seller was told, and connects from the Payouts page.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, seller);
  await sellerPage.goto("/dashboard");
  await sellerPage.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Payouts" }).click();
  await expect(sellerPage).toHaveURL(/\/dashboard\/payouts$/);
  const status = sellerPage.getByRole("heading", { name: /^Payout status/ });
  await expect(status).toHaveText("Payout status Not connected");
  await expect(sellerPage.getByText(`${FEE_SENTENCE}; you receive the rest of each sale.`)).toBeVisible();
  await expect(sellerPage.getByText("No sales yet")).toBeVisible();
  await expectNoSeriousAxeViolations(sellerPage, "not connected");

  await sellerPage.getByRole("button", { name: "Connect payouts" }).click();
  // Stripe's onboarding, as the offline Stripe server serves it.
  await expect(sellerPage.getByRole("heading", { name: "Set up payouts" })).toBeVisible();
  expect(new URL(sellerPage.url()).port).toBe(new URL(runner.stripeApiBase).port);
  await expect(sellerPage.getByText(seller.email)).toBeVisible();
  await sellerPage.getByRole("button", { name: "Complete" }).click();
  await expect(sellerPage).toHaveURL(/\/dashboard\/payouts\?onboarding=done$/);
  await expect(status).toHaveText("Payout status Active");
  await expect(sellerPage.getByRole("button", { name: /payouts/ })).toHaveCount(0);

  // The Add product form tells the fee, and what the seller would receive for a price.
  await sellerPage.goto("/dashboard/addproduct");
  const price = sellerPage.getByLabel("Resale price");
  await expect(sellerPage.getByText(`In US dollars. ${FEE_SENTENCE}.`)).toBeVisible();
  await price.fill("2345");
  await expect(sellerPage.getByText(`In US dollars. ${FEE_SENTENCE}: you receive $2,227.75.`)).toBeVisible();
  await price.fill("60");
  // Below $100 the minimum applies: $5 of $60.
  await expect(sellerPage.getByText(`In US dollars. ${FEE_SENTENCE}: you receive $55.`)).toBeVisible();

  // Now the buyer can pay.
  await page.reload();
  const form = page.getByRole("form", { name: "Card payment" });
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: "Pay $2,345" }).click();
  await expect(page.getByText("Congrats! Your payment is complete.")).toBeVisible();

  // The seller's earnings: $2,345 gross, 5 % fee $117.25, net $2,227.75.
  await sellerPage.goto("/dashboard/payouts");
  const table = sellerPage.getByRole("table", { name: "Earnings per sale" });
  const row = table.getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("cell")).toHaveText([name, /\d{4}/, "$2,345", "−$117.25", "$2,227.75"]);
  await expectNoSeriousAxeViolations(sellerPage, "with a sale");
  await sellerContext.close();
});
