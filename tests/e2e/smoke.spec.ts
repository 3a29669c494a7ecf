import { expect, test } from "./support/test";

test("the home page lists the categories from the API", async ({ page, request }) => {
  const categories = (await (await request.get("/api/categories")).json()) as { _id: number; categoryName: string }[];
  await page.goto("/");
  for (const category of categories) {
    await expect(page.getByRole("link", { name: new RegExp(category.categoryName) }).first()).toBeVisible();
  }
});

test("an unknown path shows the 404 page with its links home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByText("404 error")).toBeVisible();
  await expect(page.getByText("Page not found")).toBeVisible();
  await expect(page.getByText("Sorry, the page you are looking for doesn't exist.Here are some helpful links:")).toBeVisible();
  await page.getByRole("link", { name: "Take me home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
