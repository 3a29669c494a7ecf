import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { DEMO, signInViaUi } from "./support/auth";
import { asDesktopApp } from "./support/desktop";

/**
 * No serious or critical axe-core violations (WCAG 2.x A/AA rules and best practices) on the
 * home page, a category page, login and dashboard pages. A failure lists each violation with
 * the elements it found, so it can be fixed where it is.
 */
async function expectNoSeriousViolations(page: Page) {
  // Let entrance animations finish so colours are measured as the user sees them.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(" ")} — ${node.failureSummary?.split("\n").slice(1).join(" ").trim()}`),
    }));
  expect(serious, `axe violations on ${new URL(page.url()).pathname}`).toEqual([]);
}

test("home has no serious accessibility violations", async ({ page }) => {
  await page.goto("/");
  // The sections that come from the API have loaded (no section spinner left).
  await expect(page.getByRole("heading", { name: "Latest stories and tips" })).toBeVisible();
  await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expectNoSeriousViolations(page);
});

test("a category page with filters has no serious accessibility violations", async ({ page, request }) => {
  const [category] = (await (await request.get("/api/categories")).json()) as [{ _id: number }];
  await page.goto(`/category/${category._id}`);
  await expect(page.getByRole("list", { name: "Bikes" }).getByRole("article").first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("login and sign-up, with their error messages, have no serious accessibility violations", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("form", { name: "Login" }).getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Email Address is required")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto("/signUp");
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("dashboard pages have no serious accessibility violations", async ({ page }) => {
  await signInViaUi(page, DEMO.buyer);
  await page.goto("/dashboard/myorder");
  await expect(page.getByRole("table", { name: "My orders" })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto("/dashboard");
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "My orders" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("seller dashboard pages have no serious accessibility violations", async ({ page }) => {
  await signInViaUi(page, DEMO.seller);
  await page.goto("/dashboard/myproduct");
  await expect(page.getByRole("heading", { level: 1, name: "My Products" })).toBeVisible();
  await expect(page.getByRole("table").first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto("/dashboard/addproduct");
  await expect(page.getByRole("heading", { name: "Add Your Product For Sale" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("admin dashboard tables have no serious accessibility violations", async ({ page }) => {
  await signInViaUi(page, DEMO.admin);
  await page.goto("/dashboard/allsellers");
  await expect(page.getByRole("table", { name: "All Sellers" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the booking dialog has no serious accessibility violations", async ({ page, request }) => {
  const [category] = (await (await request.get("/api/categories")).json()) as [{ _id: number }];
  await page.goto(`/category/${category._id}`);
  await page
    .getByRole("button", { name: /^Book now: / })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the desktop app's table multi-select and Google hand-off have no serious accessibility violations", async ({ page }) => {
  await asDesktopApp(page);
  await signInViaUi(page, DEMO.seller);
  await page.goto("/dashboard/myproduct");
  await page.getByRole("checkbox", { name: "Select all loaded bikes" }).check();
  await expect(page.getByRole("toolbar", { name: "Selected bikes" }).getByRole("button", { name: "Advertise selected" })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(`/desktop-sign-in?port=45678&state=${"s".repeat(43)}`);
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  await expectNoSeriousViolations(page);
});
