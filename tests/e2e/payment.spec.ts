import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { signIn, signOutViaUi, signUpViaUi } from "./support/auth";
import { bookViaApi, createUserViaApi, lastCategory, postBikesViaApi, type ApiUser } from "./support/api";

/**
 * docs/product-spec.md §2/§4 payment, a fresh buyer books a fresh seller's bike from its category page
 * and pays for it in offline test mode (README, Payments): a declined card shows Stripe's message
 * in red, 4242… pays, the transaction id shows, My orders says Paid and the bike leaves browse.
 */
const PRICE = 2345;
const PRICE_TEXT = "$2,345";

const bikeCards = (page: Page) => page.getByRole("list", { name: "Bikes" }).getByRole("article");

async function firstCategory(request: APIRequestContext) {
  return ((await (await request.get("/api/categories")).json()) as { _id: number; categoryName: string }[])[0]!;
}

/** Fills the test-mode card form and submits it. */
async function payWithTestCard(page: Page, cardNumber: string) {
  const form = page.getByRole("form", { name: "Card payment" });
  await form.getByLabel("Card number").fill(cardNumber);
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("CVC").fill("123");
  const pay = form.getByRole("button", { name: /^Pay \$/ });
  await expect(pay).toBeEnabled();
  await pay.click();
}

/** Opens the category page and waits until its bikes have loaded. */
async function openCategory(page: Page, categoryId: number) {
  await page.goto(`/category/${categoryId}`);
  await expect(page.getByRole("heading", { level: 2, name: /^[\d,]+\+? bikes?/ })).toBeVisible();
}

test("a buyer books a bike, is declined once, pays by card and sees Paid; the bike leaves its category", async ({ page, request }) => {
  const category = await firstCategory(request);
  const seller = await createUserViaApi(request, "seller");
  const name = `E2E Payment Bike ${Date.now().toString(36)}`;
  await postBikesViaApi(request, seller, category._id, [name], { resalePrice: PRICE, originalPrice: 3000 });

  // A fresh buyer, signed up through the form.
  await signUpViaUi(page, { role: "buyer" });

  // Book it from its category page.
  await openCategory(page, category._id);
  await bikeCards(page)
    .filter({ has: page.getByRole("heading", { name }) })
    .getByRole("button", { name: `Book now: ${name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Book ${name}` });
  await dialog.getByLabel("Phone").fill("01711223344");
  await dialog.getByLabel("Meeting location").fill("Banani 11, Dhaka");
  await dialog.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByText("Booking Confirmed")).toBeVisible();

  // My orders → Pay. The payment intent's answer is held back so the page can be seen before it.
  let releaseIntent!: () => void;
  const intentHeld = new Promise<void>((resolve) => (releaseIntent = resolve));
  await page.route("**/api/create-payment-intent", async (route) => {
    await intentHeld;
    await route.continue();
  });
  await page.goto("/dashboard/myorder");
  const order = page.getByRole("row").filter({ hasText: name });
  await order.getByRole("link", { name: `Pay for ${name}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/myorder\/payment\/\d+$/);

  // Item name and price; the form is labelled Test mode with the test cards.
  await expect(page.getByRole("heading", { level: 1, name: `Payment for ${name}` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByText(`Please pay ${PRICE_TEXT}`)).toBeVisible();
  const form = page.getByRole("form", { name: "Card payment" });
  await expect(form.getByText("Test mode", { exact: true })).toBeVisible();
  await expect(form.getByText("4242 4242 4242 4242", { exact: true })).toBeVisible();

  // docs/product-spec.md §4: no client secret yet → the submit button is disabled.
  const payButton = form.getByRole("button", { name: `Pay ${PRICE_TEXT}` });
  await expect(page.getByText("Preparing a secure payment…")).toBeVisible();
  await expect(payButton).toBeDisabled();
  releaseIntent();
  await expect(payButton).toBeEnabled();
  await expect(page.getByText("Preparing a secure payment…")).toBeHidden();
  await page.unroute("**/api/create-payment-intent");

  // A declined card: Stripe's message in red under the form, nothing paid.
  await form.getByLabel("Card number").fill("4000 0000 0000 0002");
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("CVC").fill("123");
  await payButton.click();
  const declined = form.getByRole("alert").filter({ hasText: "Your card was declined." });
  await expect(declined).toBeVisible();
  await expect(declined).toHaveCSS("color", "rgb(185, 28, 28)");
  await expect(payButton).toBeEnabled();

  // The test card that succeeds.
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await payButton.click();
  const success = page.getByRole("status").filter({ hasText: "Congrats! Your payment is complete." });
  await expect(success).toBeVisible();
  await expect(success.getByText(/^pi_\w+$/)).toBeVisible();
  await expect(declined).toHaveCount(0);

  // My orders shows Paid instead of the pay link.
  await success.getByRole("link", { name: "Go to My orders" }).click();
  await expect(page).toHaveURL(/\/dashboard\/myorder$/);
  await expect(order.getByText("Paid", { exact: true })).toBeVisible();
  await expect(order.getByRole("link", { name: `Pay for ${name}` })).toHaveCount(0);

  // Its receipt: the item, the price paid, the card transaction and both parties; no seller's fee.
  await order.getByRole("link", { name: `Receipt for ${name}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/myorder\/receipt\/\d+$/);
  const receipt = page.getByRole("article", { name: /^Receipt MM-\d{6}$/ });
  await expect(receipt.getByText("Paid", { exact: true })).toBeVisible();
  await expect(receipt.getByRole("definition").filter({ hasText: name })).toBeVisible();
  await expect(receipt).toContainText(`Price paid${PRICE_TEXT} USD`);
  await expect(receipt.getByRole("definition").filter({ hasText: /^pi_\w+$/ })).toBeVisible();
  await expect(receipt.getByRole("region", { name: "Seller" })).toContainText(seller.name);
  await expect(receipt).not.toContainText("MotoMart fee");
  await expect(receipt.getByRole("button", { name: "Print receipt" })).toBeVisible();
  // Printed, the receipt stands alone.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".site-footer")).toBeHidden();
  await expect(receipt.getByRole("button", { name: "Print receipt" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // The seller's copy shows the platform fee and what they receive.
  const receiptUrl = page.url();
  const sellerContext = await page.context().browser()!.newContext();
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, seller);
  await sellerPage.goto("/dashboard/bookings");
  await sellerPage
    .getByRole("row")
    .filter({ hasText: name })
    .getByRole("link", { name: `Receipt for ${name}` })
    .click();
  await expect(sellerPage).toHaveURL(receiptUrl);
  const sellerCopy = sellerPage.getByRole("article", { name: /^Receipt MM-\d{6}$/ });
  await expect(sellerCopy).toContainText("MotoMart fee$117.25");
  await expect(sellerCopy).toContainText("Seller receives$2,227.75");
  await sellerContext.close();

  // The sold bike is gone from its category.
  await openCategory(page, category._id);
  await expect(bikeCards(page).first()).toBeVisible();
  await expect(bikeCards(page).filter({ has: page.getByRole("heading", { name }) })).toHaveCount(0);
});

test.describe("a booking that cannot be paid any more", () => {
  let seller: ApiUser;
  let bikeId: number;

  test.beforeEach(async ({ request }) => {
    const category = await firstCategory(request);
    seller = await createUserViaApi(request, "seller");
    [bikeId] = (await postBikesViaApi(request, seller, category._id, [`E2E Contested Bike ${Date.now().toString(36)}`], {
      resalePrice: PRICE,
    })) as [number];
  });

  test("paid in another tab meanwhile: submitting shows the Paid state, not an error", async ({ page, context, request }) => {
    const buyer = await createUserViaApi(request, "buyer");
    const bookingId = await bookViaApi(request, buyer, bikeId);
    await signIn(page, buyer);
    await page.goto(`/dashboard/myorder/payment/${bookingId}`);
    await expect(page.getByRole("form", { name: "Card payment" }).getByRole("button", { name: `Pay ${PRICE_TEXT}` })).toBeEnabled();

    const other = await context.newPage();
    await other.goto(`/dashboard/myorder/payment/${bookingId}`);
    await payWithTestCard(other, "4242 4242 4242 4242");
    await expect(other.getByText("Congrats! Your payment is complete.")).toBeVisible();

    await payWithTestCard(page, "4242 4242 4242 4242");
    await expect(page.getByRole("status").filter({ hasText: "This booking is already paid." })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("another buyer bought the bike: the page says so and never shows a card form or a Pay button", async ({ page, request }) => {
    const [winner, loser] = [await createUserViaApi(request, "buyer"), await createUserViaApi(request, "buyer")];
    const [winnerBooking, loserBooking] = [await bookViaApi(request, winner, bikeId), await bookViaApi(request, loser, bikeId)];

    await signIn(page, winner);
    await page.goto(`/dashboard/myorder/payment/${winnerBooking}`);
    await payWithTestCard(page, "4242 4242 4242 4242");
    await expect(page.getByText("Congrats! Your payment is complete.")).toBeVisible();

    await signOutViaUi(page);
    await signIn(page, loser);
    // Nothing to pay is offered while the page loads either (#33): the booking says it is closed.
    const asked: string[] = [];
    page.on("request", (request) => request.url().includes("create-payment-intent") && asked.push(request.url()));
    await page.goto(`/dashboard/myorder/payment/${loserBooking}`);
    const closed = page.getByRole("status").filter({ hasText: "This booking cannot be paid any more" });
    await expect(closed).toBeVisible();
    await expect(closed).toContainText("Sold to another buyer");
    await expect(page.getByRole("form", { name: "Card payment" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to My orders" })).toBeVisible();
    expect(asked).toEqual([]);
  });
});

test("the test card form spaces the card number as typed and reads an expiry typed as digits (#33)", async ({ page, request }) => {
  const seller = await createUserViaApi(request, "seller");
  const buyer = await createUserViaApi(request, "buyer");
  const category = await lastCategory(request);
  const [bikeId] = await postBikesViaApi(request, seller, category._id, [`E2E Digits Bike ${Date.now().toString(36)}`]);
  const bookingId = await bookViaApi(request, buyer, bikeId!);
  await signIn(page, buyer);
  await page.goto(`/dashboard/myorder/payment/${bookingId}`);
  const form = page.getByRole("form", { name: "Card payment" });
  const number = form.getByLabel("Card number");
  await number.pressSequentially("4242424242424242", { delay: 10 });
  await expect(number).toHaveValue("4242 4242 4242 4242");
  const expiry = form.getByLabel("Expiry (MM/YY)");
  await expiry.pressSequentially("1234", { delay: 10 });
  await expect(expiry).toHaveValue("12/34");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Congrats! Your payment is complete." })).toBeVisible();
});
