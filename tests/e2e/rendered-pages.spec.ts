import { createUserViaApi, deleteBikesViaApi, firstBikes, lastCategory, postBikesViaApi } from "./support/api";
import { expect, test } from "./support/test";

/**
 * Public pages arrive drawn by the Worker (edge-api/src/seo/rendered-page.ts, #34 point 5): a phone
 * shows the bikes before any script has run, and the app then takes the page over as it is, with
 * the answers it came with, instead of asking for them again (hydration errors fail every spec:
 * support/test.ts).
 */

test("without JavaScript, a visitor reads the home page, a category's bikes, search results and a bike", async ({
  browser,
  baseURL,
  request,
}) => {
  const [category] = (await (await request.get("/api/categories")).json()) as [{ _id: number; categoryName: string }];
  const [bike] = await firstBikes(request, category._id, {}, 1);
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await noScript.newPage();

  await page.goto("/");
  await expect(page.getByRole("link", { name: new RegExp(category.categoryName) }).first()).toBeVisible();

  await page.goto(`/category/${category._id}`);
  await expect(page.locator(`main a[href="/bike/${bike!._id}"]`).first()).toBeVisible();

  const word = bike!.name.split(" ").find((part) => /^[A-Za-z]{4,}$/.test(part))!;
  await page.goto(`/bikes?q=${encodeURIComponent(word)}`);
  await expect(page.locator("main a[href^='/bike/']").first()).toBeVisible();

  await page.goto(`/bike/${bike!._id}`);
  await expect(page.getByRole("heading", { level: 1, name: bike!.name })).toBeVisible();
  await noScript.close();
});

test("a rendered page is taken over without asking for its data again, and works at once", async ({ page, request }) => {
  const seller = await createUserViaApi(request, "seller", "rendered");
  const category = await lastCategory(request);
  const word = `Rendered${Date.now()}`;
  const ids = await postBikesViaApi(request, seller, category._id, [`${word} Alpha`, `${word} Bravo`], { model: `${word} Model` });
  try {
    const asked: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/bikes")) asked.push(r.url());
    });
    await page.goto(`/bikes?q=${word}`);
    await expect(page.locator(`main a[href="/bike/${ids[0]}"]`).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(asked, "the results came with the page").toEqual([]);

    // The sort works: the app took the page over.
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price_desc");
    await expect(page).toHaveURL(/sort=price_desc/);

    // A bike's card opens its page inside the app (no new document), already drawn with its bike.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator(`main a[href="/bike/${ids[1]}"]`).first().click();
    await expect(page.getByRole("heading", { level: 1, name: `${word} Bravo` })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  } finally {
    await deleteBikesViaApi(request, seller, ids);
  }
});

test("a bike's page goes quiet once drawn, so a crawler that waits for it is not kept waiting", async ({ page, request }) => {
  const category = await lastCategory(request);
  const [bike] = await firstBikes(request, category._id, {}, 1);
  // The page's view count (POST /api/bikes/:id/views) among its requests: each must finish.
  const counted = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === `/api/bikes/${bike!._id}/views`);
  await page.goto(`/bike/${bike!._id}`, { waitUntil: "networkidle", timeout: 15_000 });
  await counted;
  await expect(page.getByRole("heading", { level: 1, name: bike!.name })).toBeVisible();
});

test("a bike's page whose code comes after Firebase has answered is taken over as it was drawn", async ({ page, request }) => {
  const category = await lastCategory(request);
  const [bike] = await firstBikes(request, category._id, {}, 1);
  // The screen's code (app/routes/bike-detail.tsx) is held until the sign-in state has had time to
  // arrive, as on a slow phone: the phone number's button then still renders as the Worker drew it
  // (waiting for the sign-in state), and only afterwards as the signed-out visitor's link.
  const authLoaded = page.waitForResponse((response) => /\/assets\/auth-sdk-[^/]+\.js$/.test(response.url()));
  await page.route("**/assets/bike-detail-*.js", async (route) => {
    await authLoaded;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto(`/bike/${bike!._id}`);
  await expect(page.getByRole("heading", { level: 1, name: bike!.name })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in to see the phone number" })).toBeVisible();
});
