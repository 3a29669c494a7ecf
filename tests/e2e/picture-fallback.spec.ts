import { expect, test, type APIRequestContext, type Locator, type Page } from "./support/test";
import { DEMO, signIn } from "./support/auth";
import { auth, createUserViaApi, postBikesViaApi, type ApiUser } from "./support/api";

/**
 * Issue #12: a picture that fails to load (a dead link, a missing upload) shows a neutral
 * placeholder — never the browser's broken-image icon — on bike cards, the bike page, the home
 * banner and ads slider, blog cards, Reported Items and the dashboard thumbnails. Every picture
 * request of the page fails here (404); the placeholder is inline, so it still shows.
 */
async function breakPictures(page: Page) {
  await page.route("**/*", (route) =>
    route.request().resourceType() === "image" ? route.fulfill({ status: 404, contentType: "text/plain", body: "gone" }) : route.fallback(),
  );
}

/** At least `minimum` pictures in `scope` show the placeholder, with their size attributes kept. */
async function expectPlaceholders(scope: Locator, minimum = 1) {
  await scope.first().scrollIntoViewIfNeeded();
  const placeholders = scope.locator("img[data-image-fallback]");
  await expect.poll(() => placeholders.count()).toBeGreaterThanOrEqual(minimum);
  await expect(placeholders.first()).toBeVisible();
  await expect(placeholders.first()).toHaveAttribute("width", /^\d+$/);
  await expect(placeholders.first()).toHaveAttribute("height", /^\d+$/);
}

/** No visible <img> is left broken (loaded with nothing to show: the browser's broken-image icon). */
async function expectNoBrokenImages(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].filter((img) => img.complete && img.naturalWidth === 0 && img.checkVisibility()).map((img) => img.src),
      ),
    )
    .toEqual([]);
}

async function firstCategory(request: APIRequestContext) {
  return ((await (await request.get("/api/categories")).json()) as { _id: number }[])[0]!._id;
}

test("home, category and bike pages show a placeholder for pictures that fail", async ({ page, request }) => {
  await breakPictures(page);
  await page.goto("/");
  await expectPlaceholders(page.getByRole("region", { name: "Featured", exact: true }));
  await expectPlaceholders(page.getByRole("region", { name: "Featured bikes from our sellers" }));
  await expectPlaceholders(page.getByRole("region", { name: "Latest stories and tips" }));
  await expectNoBrokenImages(page);

  const category = await firstCategory(request);
  await page.goto(`/category/${category}`);
  const cards = page.getByRole("list", { name: "Bikes" }).getByRole("article");
  await expect(cards.first()).toBeVisible();
  await expectPlaceholders(cards.first());
  await expectPlaceholders(cards.last());
  await expectNoBrokenImages(page);

  // The card's name, read before the click: the app changes the URL before it draws the bike page,
  // so the page's heading right after could still be the category's.
  const link = cards.first().getByRole("heading").getByRole("link");
  const name = await link.innerText();
  await link.click();
  await expect(page).toHaveURL(/\/bike\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  // The bike's picture keeps its alt text while it shows the placeholder.
  await expect(page.getByRole("img", { name })).toHaveAttribute("data-image-fallback", "");
  await expectNoBrokenImages(page);
});

/** A fresh seller's bike with a buyer's booking and report on it, so each screen has one. */
async function bookedAndReportedBike(request: APIRequestContext): Promise<{ buyer: ApiUser; bookingId: number }> {
  const seller = await createUserViaApi(request, "seller");
  const [bikeId] = await postBikesViaApi(request, seller, await firstCategory(request), [`E2E Picture Bike ${Date.now().toString(36)}`]);
  const buyer = await createUserViaApi(request, "buyer");
  const booked = await request.post("/api/bookings", {
    data: { bikeId, phone: "01711223344", location: "Banani, Dhaka", email: buyer.email },
    headers: auth(buyer.token),
  });
  expect(booked.ok(), `POST /api/bookings: ${booked.status()}`).toBe(true);
  const reported = await request.post("/api/reports", {
    data: { bikeId, reason: "The picture does not load." },
    headers: auth(buyer.token),
  });
  expect(reported.ok(), `POST /api/reports: ${reported.status()}`).toBe(true);
  return { buyer, bookingId: ((await booked.json()) as { insertedId: number }).insertedId };
}

test("dashboard thumbnails, payment and Reported Items show a placeholder for pictures that fail", async ({ page, browser, request }) => {
  const { buyer, bookingId } = await bookedAndReportedBike(request);
  await breakPictures(page);

  await signIn(page, buyer);
  await page.goto("/dashboard/myorder");
  await expectPlaceholders(page.getByRole("table", { name: "My orders" }));
  await expectNoBrokenImages(page);
  await page.goto(`/dashboard/myorder/payment/${bookingId}`);
  await expectPlaceholders(page.locator(".payment__summary"));
  await expectNoBrokenImages(page);

  for (const [account, path, scope] of [
    [DEMO.seller, "/dashboard/myproduct", "My products"],
    [DEMO.admin, "/dashboard/reporteditems", "Reported Items"],
  ] as const) {
    const context = await browser.newContext();
    const other = await context.newPage();
    await breakPictures(other);
    await signIn(other, account);
    await other.goto(path);
    await expect(other.getByRole("heading", { level: 1, name: scope })).toBeVisible();
    await expectPlaceholders(other.getByRole("main"));
    await expectNoBrokenImages(other);
    await context.close();
  }
});
