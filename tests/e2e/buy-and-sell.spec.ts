import { createUserViaApi, deleteBikesViaApi, lastCategory, postBikesViaApi } from "./support/api";
import { signIn } from "./support/auth";
import { expect, test } from "./support/test";

/** One account buys and sells (#33 point 3), as on OLX, Bikroy or Facebook Marketplace. */
test("a buyer's Start selling leads to a seller upgrade, not the login page, and their orders stay", async ({ page, request }) => {
  const buyer = await createUserViaApi(request, "buyer", "upgrade");
  await signIn(page, buyer);
  // The home page's and Add product's way in: a buyer is offered to start selling.
  await page.goto("/dashboard/addproduct");
  await expect(page).toHaveURL(/\/dashboard\/start-selling$/);
  await expect(page.getByRole("heading", { name: "Start selling" })).toBeVisible();
  await expect(page.getByText("Your orders, saved bikes, saved searches and messages stay as they are")).toBeVisible();
  await page.getByRole("button", { name: "Start selling" }).click();
  await expect(page.getByText("Your account can sell now: add your first bike.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/addproduct$/);
  await expect(page.getByRole("heading", { name: "Add Your Product For Sale" })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Dashboard" });
  await expect(menu.getByRole("link", { name: "My Products" })).toBeVisible();
});

test("a seller books and pays for another seller's bike, never their own, and finds My orders in the menu", async ({ page, request }) => {
  const [seller, otherSeller] = await Promise.all([
    createUserViaApi(request, "seller", "buyer-seller"),
    createUserViaApi(request, "seller"),
  ]);
  const category = await lastCategory(request);
  const [theirs] = await postBikesViaApi(request, otherSeller, category._id, [`E2E Theirs ${Date.now().toString(36)}`]);
  const [mine] = await postBikesViaApi(request, seller, category._id, [`E2E Mine ${Date.now().toString(36)}`]);
  try {
    await signIn(page, seller);
    await page.goto(`/bike/${mine}`);
    await expect(page.getByRole("button", { name: /^Ads: advertise/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Book now/ })).toHaveCount(0);
    const menu = page.getByRole("navigation", { name: "Dashboard" });
    await page.goto("/dashboard");
    await expect(menu.getByRole("link", { name: "My Products" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "My orders" })).toHaveCount(0);

    await page.goto(`/bike/${theirs}`);
    await page.getByRole("button", { name: /^Book now/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Phone").fill("01711223344");
    await dialog.getByLabel("Meeting location").fill("Banani, Dhaka");
    await dialog.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByText("Booking Confirmed")).toBeVisible();

    await page.goto("/dashboard");
    await menu.getByRole("link", { name: "My orders" }).click();
    const row = page.getByRole("row").filter({ hasText: "E2E Theirs" });
    await row.getByRole("link", { name: /^Pay for/ }).click();
    const form = page.getByRole("form", { name: "Card payment" });
    await form.getByLabel("Card number").fill("4242 4242 4242 4242");
    await form.getByLabel("Expiry (MM/YY)").fill("12/34");
    await form.getByLabel("CVC").fill("123");
    await form.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Congrats! Your payment is complete." })).toBeVisible();
  } finally {
    await deleteBikesViaApi(request, seller, [mine!]).catch(() => undefined);
  }
});
