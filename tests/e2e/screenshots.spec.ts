import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "./support/test";
import { DEMO, signIn } from "./support/auth";
import { firstBikes } from "./support/api";

/**
 * The README's screenshots, taken from the running product at 1280×800. Every run takes them
 * (into the test's output folder); with UPDATE_SCREENSHOTS=1 they replace docs/screenshots/*.png.
 */
const DOCS = fileURLToPath(new URL("../../docs/screenshots/", import.meta.url));
const update = process.env.UPDATE_SCREENSHOTS === "1";

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  // Pictures in view have loaded and nothing is still animating in.
  await page.waitForFunction(
    () =>
      Array.from(document.images)
        .filter((img) => {
          const box = img.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && box.width > 0;
        })
        .every((img) => img.complete && img.naturalWidth > 0),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  const path = update ? `${DOCS}${name}.png` : testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, animations: "disabled", caret: "hide" });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

test("home", async ({ page }, testInfo) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Latest stories and tips" })).toBeAttached();
  await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0);
  // The banner on its first slide: the pointer over it pauses the autoplay.
  const banner = page.locator(".banner-swiper");
  const firstBullet = banner.locator(".swiper-pagination-bullet").first();
  await firstBullet.click();
  await expect(firstBullet).toHaveClass(/swiper-pagination-bullet-active/);
  const box = (await banner.boundingBox())!;
  await page.mouse.move(box.x + box.width - 20, box.y + 20);
  await shoot(page, testInfo, "home");
});

test("category with filters", async ({ page, request }, testInfo) => {
  const pick = await pickShowcase(request);
  await page.goto(`/category/${pick.categoryId}?country=${encodeURIComponent(pick.country)}&maxPrice=${pick.maxPrice}`);
  await expect(page.getByRole("list", { name: "Bikes" }).getByRole("article")).toHaveCount(pick.count);
  await expect(page.getByText(`Up to $${pick.maxPrice.toLocaleString("en-US")}`)).toBeVisible();
  await shoot(page, testInfo, "category-filtered");
});

/**
 * A category and country with the most bikes (2–12) whose pictures all load — other tests may
 * leave bikes with made-up picture paths behind — and a price cap just above the dearest of them.
 */
async function pickShowcase(request: APIRequestContext) {
  const loads = new Map<string, Promise<boolean>>();
  const pictureLoads = (url: string) => {
    if (!loads.has(url))
      loads.set(
        url,
        request.get(url).then((r) => r.ok() && (r.headers()["content-type"] ?? "").startsWith("image/")),
      );
    return loads.get(url)!;
  };
  let best: { categoryId: number; country: string; count: number; maxPrice: number } | undefined;
  const categories = (await (await request.get("/api/categories")).json()) as { _id: number }[];
  for (const { _id: categoryId } of categories) {
    const { countries } = (await (await request.get("/api/bikes/filters", { params: { id: String(categoryId) } })).json()) as {
      countries: string[];
    };
    for (const country of countries) {
      const bikes = await firstBikes(request, categoryId, { country }, 13);
      if (bikes.length < 2 || bikes.length > 12 || (best && bikes.length <= best.count)) continue;
      if (!(await Promise.all(bikes.map((bike) => pictureLoads(bike.picture)))).every(Boolean)) continue;
      const maxPrice = Math.ceil((Math.max(...bikes.map((bike) => bike.resalePrice)) + 1) / 25) * 25;
      best = { categoryId, country, count: bikes.length, maxPrice };
    }
  }
  if (!best) throw new Error("No category has two or more bikes from one country whose pictures load.");
  return best;
}

test("seller dashboard: My Products", async ({ page }, testInfo) => {
  await signIn(page, DEMO.seller);
  await page.goto("/dashboard/myproduct");
  await expect(page.getByRole("heading", { level: 1, name: "My Products" })).toBeVisible();
  await expect(page.getByRole("table").first()).toBeVisible();
  await expect(page.getByText("Login Successfully")).toBeHidden();
  await shoot(page, testInfo, "dashboard-my-products");
});
