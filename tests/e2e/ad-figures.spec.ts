import { expect, test } from "./support/test";
import { signIn } from "./support/auth";
import { auth, createUserViaApi, deleteAllBikesViaApi, lastCategory, postBikesViaApi } from "./support/api";
import { asDesktopApp } from "./support/desktop";
import { expectNoSeriousAxeViolations } from "./support/axe";

/**
 * What an ad does (#38 point 6): a visitor opens a bike page, the view goes through the views
 * Queue, and the seller sees it — on the listing's row in My products, on its Edit page with a
 * chart, and on Ad figures in the desktop app, sortable and exported as CSV.
 */
test("a visitor's view of a bike page shows in its seller's figures; Ad figures sorts and exports them", async ({
  page,
  browser,
  request,
}) => {
  const seller = await createUserViaApi(request, "seller", "figures");
  const category = await lastCategory(request);
  const tag = Date.now().toString(36);
  const [viewed, quiet] = await postBikesViaApi(request, seller, category._id, [`Viewed bike ${tag}`, `Quiet bike ${tag}`]);

  // A signed-out visitor on another browser opens the page, twice: one view a day. (Headless
  // Chromium says so in its user agent, and crawlers are not counted: this one reads as a phone.)
  const visitorContext = await browser.newContext({
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0 Mobile Safari/537.36",
  });
  const visitor = await visitorContext.newPage();
  for (let i = 0; i < 2; i++) {
    const counted = visitor.waitForResponse((r) => r.url().endsWith(`/api/bikes/${viewed}/views`) && r.request().method() === "POST");
    await visitor.goto(`/bike/${viewed}`);
    await expect(visitor.getByRole("heading", { level: 1, name: `Viewed bike ${tag}` })).toBeVisible();
    expect((await counted).status()).toBe(202);
  }
  await visitorContext.close();

  // The queue's consumer counts a batch a few seconds later (longer on a busy machine).
  const viewsOf = async (bikeId: number) => {
    const figures = (await (await request.get("/api/listing-figures", { headers: auth(seller.token) })).json()) as {
      listings: { bikeId: number; views: number }[];
    };
    return figures.listings.find((listing) => listing.bikeId === bikeId)?.views;
  };
  await expect.poll(() => viewsOf(viewed!), { timeout: 60_000, intervals: [1_000] }).toBe(1);

  await asDesktopApp(page);
  await signIn(page, seller);
  await page.goto("/dashboard/myproduct");
  const row = page.getByRole("row").filter({ hasText: `Viewed bike ${tag}` });
  await expect(row.getByRole("link", { name: /^30 days: 1 view · 0 saves/ })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `Quiet bike ${tag}` })).toContainText("30 days: 0 views");

  // The listing's Edit page: its figures and the chart.
  await row.getByRole("link", { name: /^30 days:/ }).click();
  const panel = page.getByRole("region", { name: "Last 30 days" });
  await expect(panel.getByRole("definition").first()).toHaveText("1");
  await expect(panel.getByRole("img", { name: /Views per day over the last 30 days: 1 in all/ })).toBeVisible();
  await expect(panel.locator("canvas")).toBeVisible();

  // Ad figures: most viewed first; a click on a column sorts by it, again reverses it.
  await page.goto("/dashboard/ad-figures");
  const names = () => page.getByRole("row").filter({ hasText: tag }).getByRole("link").allTextContents();
  await expect.poll(names).toEqual([`Viewed bike ${tag}`, `Quiet bike ${tag}`]);
  await expect(page.getByRole("columnheader", { name: "Views" })).toHaveAttribute("aria-sort", "descending");
  await page.getByRole("button", { name: "Views" }).click();
  await expect(page.getByRole("columnheader", { name: "Views" })).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(names).toEqual([`Quiet bike ${tag}`, `Viewed bike ${tag}`]);
  await expectNoSeriousAxeViolations(page, "Ad figures");

  // Export: the native save dialog gets every listing with its figures.
  await page.getByRole("button", { name: "Export CSV" }).click();
  await expect(page.getByText("Exported 2 listings.")).toBeVisible();
  const save = await page.evaluate(() => (window as unknown as { __calls: unknown[][] }).__calls.find((c) => c[0] === "csv:save"));
  expect(save?.[2]).toBe("bikeId,name,status,views,saves,reveals,questions,bookings");
  const lines = String(save?.[3]).split("\r\n");
  expect(lines).toContain(`${viewed},Viewed bike ${tag},available,1,0,0,0,0`);
  expect(lines).toContain(`${quiet},Quiet bike ${tag},available,0,0,0,0,0`);
  await deleteAllBikesViaApi(request, seller);
});
