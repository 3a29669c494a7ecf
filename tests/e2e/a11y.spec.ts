import { expect, test } from "./support/test";
import { DEMO, signIn } from "./support/auth";
import { asDesktopApp } from "./support/desktop";
import { expectNoSeriousAxeViolations } from "./support/axe";

/**
 * No serious or critical axe-core violations (WCAG 2.x A/AA rules and best practices) on the
 * home page, a category page, login and dashboard pages. A failure lists each violation with
 * the elements it found, so it can be fixed where it is.
 */
test("home has no serious accessibility violations", async ({ page }) => {
  await page.goto("/");
  // The sections that come from the API have loaded (no section spinner left).
  await expect(page.getByRole("heading", { name: "Latest stories and tips" })).toBeVisible();
  await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expectNoSeriousAxeViolations(page);
});

test("a category page with filters has no serious accessibility violations", async ({ page, request }) => {
  const [category] = (await (await request.get("/api/categories")).json()) as [{ _id: number }];
  await page.goto(`/category/${category._id}`);
  await expect(page.getByRole("list", { name: "Bikes" }).getByRole("article").first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("login and sign-up, with their error messages, have no serious accessibility violations", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("form", { name: "Login" }).getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Email Address is required")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.goto("/signUp");
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("dashboard pages have no serious accessibility violations", async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await page.goto("/dashboard/myorder");
  await expect(page.getByRole("table", { name: "My orders" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto("/dashboard");
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "My orders" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("seller dashboard pages have no serious accessibility violations", async ({ page }) => {
  await signIn(page, DEMO.seller);
  await page.goto("/dashboard/myproduct");
  await expect(page.getByRole("heading", { level: 1, name: "My Products" })).toBeVisible();
  await expect(page.getByRole("table").first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto("/dashboard/addproduct");
  await expect(page.getByRole("heading", { name: "Add Your Product For Sale" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("admin dashboard tables have no serious accessibility violations", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto("/dashboard/allsellers");
  await expect(page.getByRole("table", { name: "All Sellers" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("the booking dialog has no serious accessibility violations", async ({ page, request }) => {
  const [category] = (await (await request.get("/api/categories")).json()) as [{ _id: number }];
  await page.goto(`/category/${category._id}`);
  await page
    .getByRole("button", { name: /^Book now: / })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("the desktop app's table multi-select and Google hand-off have no serious accessibility violations", async ({ page }) => {
  await asDesktopApp(page);
  await signIn(page, DEMO.seller);
  await page.goto("/dashboard/myproduct");
  await page.getByRole("checkbox", { name: "Select all loaded bikes" }).check();
  await expect(page.getByRole("toolbar", { name: "Selected bikes" }).getByRole("button", { name: "Advertise selected" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto(`/desktop-sign-in?port=45678&state=${"s".repeat(43)}`);
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
