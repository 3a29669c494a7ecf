import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { signIn } from "./support/auth";
import { createUserViaApi, deleteBikesViaApi, firstBikes, postBikesViaApi, type ApiUser } from "./support/api";

/**
 * What the UI's query cache (ui/src/app/query-client.ts) means for a user: Back restores a list as
 * it was, a failed load is retried by itself, and a change shows in every list without a reload.
 */
const PAGE_SIZE = 12;

const bikeCards = (page: Page) => page.getByRole("list", { name: "Bikes" }).getByRole("article");
// Exact: "Multi 7 2" must not also find "Multi 7 20" (other specs' bikes may share the category).
const bikeCard = (page: Page, name: string) => bikeCards(page).filter({ has: page.getByRole("heading", { name, exact: true }) });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

let seller: ApiUser | undefined;
let added: number[] = [];

test.afterEach(async ({ request }) => {
  if (seller) await deleteBikesViaApi(request, seller, added).catch(() => undefined);
  seller = undefined;
  added = [];
});

/** The fullest category, topped up with a fresh seller's bikes so it has more than one page. */
async function categoryWithTwoPages(request: APIRequestContext): Promise<number> {
  const categories = (await (await request.get("/api/categories")).json()) as { _id: number }[];
  const counts = await Promise.all(
    categories.map(async (c) => ({ id: c._id, count: (await firstBikes(request, c._id, {}, PAGE_SIZE + 1)).length })),
  );
  const fullest = counts.sort((a, b) => b.count - a.count)[0]!;
  const missing = PAGE_SIZE + 1 - fullest.count;
  if (missing > 0) {
    seller = await createUserViaApi(request, "seller", "pages");
    added = await postBikesViaApi(
      request,
      seller,
      fullest.id,
      Array.from({ length: missing }, (_, i) => `E2E Back Filler ${i + 1}`),
    );
  }
  return fullest.id;
}

test("Back from a bike restores the category as it was: every loaded page, at the same scroll position", async ({ page, request }) => {
  const categoryId = await categoryWithTwoPages(request);
  await page.goto(`/category/${categoryId}`);
  await expect(bikeCards(page)).toHaveCount(PAGE_SIZE);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect.poll(() => bikeCards(page).count()).toBeGreaterThan(PAGE_SIZE);
  const loaded = await bikeCards(page).count();

  // Scroll down to the last card of the second page and open it.
  const last = bikeCards(page).last();
  await last.scrollIntoViewIfNeeded();
  const position = await scrollY(page);
  expect(position).toBeGreaterThan(300);
  const name = await last.getByRole("heading").innerText();
  await last.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // A new page starts at the top.
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(bikeCards(page)).toHaveCount(loaded);
  await expect.poll(async () => Math.abs((await scrollY(page)) - position)).toBeLessThan(40);
  await expect(bikeCard(page, name)).toBeInViewport();
});

test("a list whose first load fails shows its bikes after the automatic retry", async ({ page, request }) => {
  const categories = (await (await request.get("/api/categories")).json()) as { _id: number; categoryName: string }[];
  const [first] = await firstBikes(request, categories[0]!._id, {}, 1);
  expect(first, "the first category has bikes").toBeTruthy();
  const listRequests: number[] = [];
  await page.route(
    (url) => url.pathname === "/api/bikes",
    async (route) => {
      listRequests.push(Date.now());
      if (listRequests.length > 1) return route.continue();
      await route.fulfill({
        status: 503,
        headers: { "Retry-After": "1" },
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "unavailable", message: "The database is busy. Try again in a moment." } }),
      });
    },
  );

  // Opened from the home page inside the app, the category asks the API itself (opened by its
  // address, it arrives drawn by the Worker, with its bikes).
  await page.goto("/");
  await page.locator(`main a[href="/category/${categories[0]!._id}"]`).first().click();
  await expect(bikeCard(page, first!.name).first()).toBeVisible();
  expect(listRequests.length).toBeGreaterThanOrEqual(2);
  await expect(page.getByText("We could not load this.")).toHaveCount(0);
});

test("a load the server refuses (404) is not retried: the error shows at once", async ({ page }) => {
  let asked = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/bikes/2147483000") asked += 1;
  });
  await page.goto("/bike/2147483000");
  // Three retries with backoff would show the page only after they failed: four calls, not one.
  await expect(page.getByRole("heading", { level: 1, name: "This bike is no longer listed" })).toBeVisible();
  expect(asked).toBe(1);
});

test("a seller's changes in My products show in the category and the home slider without a reload", async ({ page, request }) => {
  seller = await createUserViaApi(request, "seller", "fresh");
  const stamp = Date.now().toString(36);
  const [kept, removed] = [`E2E Fresh Kept ${stamp}`, `E2E Fresh Removed ${stamp}`];
  added = await postBikesViaApi(request, seller, 1, [kept, removed]);

  // Home, then the category: both lists are now in the page's cache.
  await signIn(page, seller);
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const categoryLink = page.locator("#categories").locator('a[href="/category/1"]');
  await categoryLink.click();
  await expect(bikeCard(page, kept).getByRole("button", { name: `Ads: advertise ${kept}` })).toBeVisible();
  await expect(bikeCard(page, removed)).toBeVisible();

  // My products: advertise one bike, delete the other.
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "My Products" }).click();
  const keptRow = page.getByRole("row").filter({ hasText: kept });
  await keptRow.getByRole("button", { name: `Advertise ${kept}` }).click();
  await expect(keptRow.getByText("Advertised", { exact: true })).toBeVisible();
  await page
    .getByRole("row")
    .filter({ hasText: removed })
    .getByRole("button", { name: `Delete ${removed}` })
    .click();
  await page
    .getByRole("dialog", { name: `Delete "${removed}"?` })
    .getByRole("button", { name: "Delete bike" })
    .click();
  await expect(page.getByText("Delete successful.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: removed })).toHaveCount(0);

  // Back on the home page and the category, in the same page: the lists show both changes.
  await nav.getByRole("link", { name: "Home" }).click();
  const slider = page.getByRole("region", { name: "Featured bikes from our sellers" });
  await expect(slider.getByRole("link", { name: kept }).first()).toBeAttached();
  await categoryLink.click();
  await expect(bikeCard(page, kept).getByText("Advertised", { exact: true })).toBeVisible();
  await expect(bikeCard(page, kept).getByRole("button", { name: `Ads: advertise ${kept}` })).toHaveCount(0);
  await expect(bikeCard(page, removed)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
