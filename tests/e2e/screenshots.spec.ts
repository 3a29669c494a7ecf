import { fileURLToPath } from "node:url";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { DEMO, signInViaUi } from "./support/auth";
import { categoryBikes } from "./support/api";

/**
 * The README's screenshots, taken from the running product at 1280×800. Every run takes them
 * (into the test's output folder); with UPDATE_SCREENSHOTS=1 they replace docs/screenshots/*.png.
 */
const DOCS = fileURLToPath(new URL("../../docs/screenshots/", import.meta.url));
const update = process.env.UPDATE_SCREENSHOTS === "1";

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  // Pictures in view have loaded and nothing is still animating in.
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.width > 0;
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  );
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  const path = update ? `${DOCS}${name}.png` : testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, animations: "disabled", caret: "hide" });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

test("home", async ({ page }, testInfo) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Trusted by riders across the country" })).toBeAttached();
  await shoot(page, testInfo, "home");
});

test("category with filters", async ({ page, request }, testInfo) => {
  // The fullest category, its price slider set to about its median price.
  const categories = (await (await request.get("/api/categories")).json()) as { _id: number }[];
  const all = await Promise.all(categories.map(async (c) => ({ id: c._id, bikes: await categoryBikes(request, c._id) })));
  const { id, bikes } = all.sort((a, b) => b.bikes.length - a.bikes.length)[0];
  const prices = bikes.map((bike) => bike.resalePrice).sort((a, b) => a - b);
  const maxPrice = Math.ceil(prices[Math.floor(prices.length / 2)] / 25) * 25;
  const shown = bikes.filter((bike) => bike.resalePrice <= maxPrice).length;

  await page.goto(`/category/${id}?maxPrice=${maxPrice}`);
  await expect(page.getByRole("list", { name: "Bikes" }).getByRole("article")).toHaveCount(Math.min(shown, 12));
  await expect(page.getByText(`Up to $${maxPrice.toLocaleString("en-US")}`)).toBeVisible();
  await shoot(page, testInfo, "category-filtered");
});

test("seller dashboard: My Products", async ({ page }, testInfo) => {
  await signInViaUi(page, DEMO.seller);
  await page.goto("/dashboard/myproduct");
  await expect(page.getByRole("heading", { level: 1, name: "My Products" })).toBeVisible();
  await expect(page.getByRole("table").first()).toBeVisible();
  await expect(page.getByText("Login Successfully")).toBeHidden();
  await shoot(page, testInfo, "dashboard-my-products");
});
