import { expect, test } from "./support/test";
import { DEMO, signIn } from "./support/auth";

/** docs/product-spec.md §2: the header's mobile dropdown and the dashboard's drawer toggle, on a phone. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("the header's menu opens on a phone and its links navigate", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const blog = nav.getByRole("link", { name: "Blog" });
  await expect(blog).toBeHidden();
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.tap();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(blog).toBeVisible();
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  await blog.tap();
  await expect(page).toHaveURL(/\/blog$/);
  // The menu closes after navigating.
  await expect(blog).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  // Nothing sticks out sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the dashboard drawer opens on a phone and its menu navigates", async ({ page }) => {
  await signIn(page, DEMO.seller);
  await page.goto("/dashboard");
  const drawer = page.getByRole("complementary", { name: "Dashboard menu" });
  const myProducts = drawer.getByRole("link", { name: "My Products" });
  await expect(myProducts).not.toBeInViewport();
  await page.getByRole("button", { name: "Open dashboard menu" }).tap();
  await expect(myProducts).toBeInViewport();
  await expect(drawer.getByRole("link", { name: "Add A Product" })).toBeInViewport();
  await myProducts.tap();
  await expect(page).toHaveURL(/\/dashboard\/myproduct$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Products" })).toBeVisible();
  await expect(myProducts).not.toBeInViewport();
  await expect(page.getByRole("button", { name: "Open dashboard menu" })).toHaveAttribute("aria-expanded", "false");
});
