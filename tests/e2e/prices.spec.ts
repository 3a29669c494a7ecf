import { expect, test, type APIRequestContext, type Locator, type Page } from "./support/test";
import { DEMO, signIn, signOutViaUi } from "./support/auth";
import { auth, createUserViaApi, idToken, postBikesViaApi } from "./support/api";
import { BDT_PER_USD } from "../../edge-api/src/lib/bikes/money";

/**
 * One truth per price (README, Prices and currency): a bike's price is USD wherever it shows — its
 * card, its page, My products, the payment page and My orders — and a BDT figure is that price at
 * the one configured rate, rounded to 3 significant digits with Indian grouping
 * (docs/product-spec.md §9), marked "≈". A paid booking never asks to be paid.
 */
const PRICE = 123_456;
const USD = "$123,456";
/** price × rate, 3 significant digits, en-IN grouping: worked out here, not by the UI's formatter. */
const BDT = `≈ BDT ${new Intl.NumberFormat("en-IN").format(Number((PRICE * BDT_PER_USD).toPrecision(3)))}`;

/** Every "BDT" on the page is an approximate figure ("≈ BDT …"), never an amount of its own. */
async function expectBdtOnlyApproximate(page: Page) {
  const text = await page.locator("body").innerText();
  expect(text.match(/.{0,2}BDT/g) ?? [], "BDT figures without ≈").toEqual((text.match(/≈ BDT/g) ?? []).map(() => "≈ BDT"));
  expect(text).not.toMatch(/৳/);
}

async function firstCategory(request: APIRequestContext) {
  return ((await (await request.get("/api/categories")).json()) as { _id: number }[])[0]!;
}

const priceCell = (row: Locator) => row.getByRole("cell").nth(2);

test("a bike's price is the same USD figure on its card, its page, My products, the payment page and My orders; BDT is price × rate, marked ≈", async ({
  page,
  request,
}) => {
  const category = await firstCategory(request);
  const seller = await createUserViaApi(request, "seller");
  const name = `E2E Price Bike ${Date.now().toString(36)}`;
  const [bikeId] = (await postBikesViaApi(request, seller, category._id, [name], { resalePrice: PRICE, originalPrice: 150_000 })) as [
    number,
  ];

  // Its card and its page.
  await page.goto(`/category/${category._id}`);
  const card = page
    .getByRole("list", { name: "Bikes" })
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name }) });
  await expect(card.getByLabel(`Resale price ${USD}`)).toHaveText(USD);
  await page.goto(`/bike/${bikeId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.locator(".bike-detail__info .price").first()).toHaveText(USD);
  await expectBdtOnlyApproximate(page);

  // The seller's My products.
  await signIn(page, seller);
  await page.goto("/dashboard/myproduct");
  await expect(priceCell(page.getByRole("row").filter({ hasText: name })).getByText(USD, { exact: true })).toBeVisible();
  await signOutViaUi(page);
  // Signing out of a seller screen lands on /login remembering it; start the buyer from home.
  await page.goto("/");

  // A buyer books it: My orders and the payment page show the USD price and the approximate BDT.
  const buyer = await createUserViaApi(request, "buyer");
  const booked = await request.post("/api/bookings", {
    data: { bikeId, phone: "01711223344", location: "Uttara, Dhaka", email: buyer.email },
    headers: auth(buyer.token),
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  await signIn(page, buyer);
  await page.goto("/dashboard/myorder");
  const order = page.getByRole("row").filter({ hasText: name });
  await expect(priceCell(order)).toHaveText(`${USD}${BDT}`);
  await expect(priceCell(order).getByText(BDT)).toHaveAttribute(
    "title",
    `Approximate: converted at 1 USD = ${BDT_PER_USD} BDT. You pay in US dollars.`,
  );
  await expectBdtOnlyApproximate(page);

  await order.getByRole("link", { name: `Pay for ${name}` }).click();
  const summary = page.locator(".payment__summary");
  await expect(summary.getByText(`Please pay ${USD} ${BDT}`)).toBeVisible();
  const form = page.getByRole("form", { name: "Card payment" });
  await expect(form.getByRole("button", { name: `Pay ${USD}` })).toBeVisible();
  await expectBdtOnlyApproximate(page);

  // Paid: the page says Paid with the same figure and never "Please pay"; My orders says Paid.
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: `Pay ${USD}` }).click();
  await expect(page.getByText("Congrats! Your payment is complete.")).toBeVisible();
  await expect(summary.getByText(`Paid ${USD} ${BDT}`)).toBeVisible();
  await expect(page.getByText("Please pay")).toHaveCount(0);
  await page.reload();
  await expect(summary.getByText(`Paid ${USD} ${BDT}`)).toBeVisible();
  await expect(page.getByText("Please pay")).toHaveCount(0);

  await page.goto("/dashboard/myorder");
  await expect(order.getByText("Paid", { exact: true })).toBeVisible();
  await expect(priceCell(order)).toHaveText(`${USD}${BDT}`);
});

test("the demo buyer's paid booking: My orders and its payment page say Paid, never 'Please pay'", async ({ page, request }) => {
  const token = await idToken(request, DEMO.buyer);
  const answer = await request.get("/api/bookings", { params: { email: DEMO.buyer.email }, headers: auth(token) });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { items } = (await answer.json()) as { items: { _id: number; itemName: string; price: number; paid: boolean }[] };
  const paid = items.find((booking) => booking.paid);
  expect(paid, "the demo buyer has a paid booking (README)").toBeTruthy();

  await signIn(page, DEMO.buyer);
  await page.goto("/dashboard/myorder");
  const row = page.getByRole("row").filter({ hasText: paid!.itemName });
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: /^Pay for / })).toHaveCount(0);

  await page.goto(`/dashboard/myorder/payment/${paid!._id}`);
  await expect(page.getByText("This booking is already paid.")).toBeVisible();
  const usd = `$${new Intl.NumberFormat("en-US").format(paid!.price)}`;
  await expect(page.locator(".payment__summary").getByText(`Paid ${usd}`)).toBeVisible();
  await expect(page.getByText("Please pay")).toHaveCount(0);
});
