import { expect, test } from "./support/test";

/** docs/product-spec.md §2 404 page (the smoke test covers its texts and 'Take me home'). */
test("'Go back' on the 404 page leads home", async ({ page }) => {
  await page.goto("/blog/2026/no-such-post/really");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByText("404 error")).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await page.getByRole("link", { name: "Go back" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
});

test("an unknown dashboard path shows the 404 page, not an empty dashboard", async ({ page }) => {
  await page.goto("/dashboard/no-such-screen");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByText("Sorry, the page you are looking for doesn't exist.Here are some helpful links:")).toBeVisible();
  await expect(page.getByRole("link", { name: "Take me home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Go back" })).toHaveAttribute("href", "/");
});
