import { expect, test } from "./support/test";
import { signIn } from "./support/auth";
import { createUserViaApi, lastCategory, postBikesViaApi } from "./support/api";

/**
 * A new seller knows what is left before a first sale (#33 point 10): the dashboard home lists the
 * steps not done, each saying what it unblocks and leading to it; Advertise says what it does and
 * for how long before it is clicked.
 */
test("a new seller's dashboard home lists what is left, and each step leads to it", async ({ page, request }) => {
  const seller = await createUserViaApi(request, "seller", "newseller", { payouts: false });
  await signIn(page, seller);
  await page.goto("/dashboard");
  const setup = page.getByRole("region", { name: "Before your first sale" });
  await expect(setup).toContainText("2 steps are left.");
  await expect(setup.getByRole("heading", { name: "Add your first bike" })).toBeVisible();
  await expect(setup).toContainText("Buyers cannot pay for your bikes by card until payouts are connected");
  await expect(setup.getByRole("heading", { name: "Verify your email address" })).toHaveCount(0);
  await setup.getByRole("link", { name: "Connect payouts" }).click();
  await expect(page).toHaveURL(/\/dashboard\/payouts$/);

  // Once a bike is listed, only payouts are left.
  await postBikesViaApi(request, seller, (await lastCategory(request))._id, [`E2E First Bike ${Date.now().toString(36)}`]);
  await page.goto("/dashboard");
  await expect(setup).toContainText("One step is left.");
  await expect(setup.getByRole("heading", { name: "Add your first bike" })).toHaveCount(0);

  // My Products says what Advertise does, and for how long, before it is clicked.
  await page.goto("/dashboard/myproduct");
  await expect(
    page.getByText(/^Advertising is free: the bike joins “Featured bikes from our sellers” on the home page until it sells/),
  ).toBeVisible();
});

test("a seller with an unverified address is asked to verify first", async ({ page, request }) => {
  const unverified = await createUserViaApi(request, "seller", "unverified", { emailVerified: false, payouts: false });
  await signIn(page, unverified);
  await page.goto("/dashboard");
  const setup = page.getByRole("region", { name: "Before your first sale" });
  await expect(setup).toContainText("3 steps are left.");
  await expect(setup.getByRole("heading", { name: "Verify your email address" })).toBeVisible();
  await expect(setup).toContainText("Verify your email address first.");
  await expect(setup.getByRole("link", { name: "Add a bike" })).toHaveCount(0);
});

test("a seller with nothing left to do sees no steps", async ({ page, request }) => {
  const ready = await createUserViaApi(request, "seller");
  await postBikesViaApi(request, ready, (await lastCategory(request))._id, [`E2E Ready Bike ${Date.now().toString(36)}`]);
  await signIn(page, ready);
  await page.goto("/dashboard");
  const setup = page.getByRole("region", { name: "Before your first sale" });
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /Add A Product/ })).toBeVisible();
  await expect(setup).toHaveCount(0);
});
