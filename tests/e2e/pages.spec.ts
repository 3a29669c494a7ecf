import { expect, test, type APIRequestContext } from "./support/test";
import { createUserViaApi, postBikesViaApi } from "./support/api";
import { expectNoSeriousAxeViolations } from "./support/axe";

/**
 * What links and search engines read (edge-api/src/seo/pages.ts) from the real build under
 * wrangler dev: a bike page's HTML holds its title, price and Open Graph tags before any script
 * runs, and says the same title the app then shows; robots.txt and the sitemaps; a missing file
 * is a 404; the bike page's Share button and its banner for a bike no longer for sale.
 */

interface BikeAnswer {
  _id: number;
  name: string;
  resalePrice: number;
  status: string;
  category: number;
}

/** An available bike of the seed, with its category. */
async function aBike(request: APIRequestContext): Promise<BikeAnswer> {
  const [category] = (await (await request.get("/api/categories")).json()) as [{ _id: number }];
  const { items } = (await (await request.get("/api/bikes", { params: { id: String(category._id), limit: "1" } })).json()) as {
    items: [{ _id: number }];
  };
  return (await (await request.get(`/api/bikes/${items[0]._id}`)).json()) as BikeAnswer;
}

/** A seeded bike that has been sold (the seed sells a few; their ids are low). */
async function aSoldBike(request: APIRequestContext): Promise<BikeAnswer> {
  for (let id = 1; id <= 200; id += 1) {
    const response = await request.get(`/api/bikes/${id}`);
    if (!response.ok()) continue;
    const bike = (await response.json()) as BikeAnswer;
    if (bike.status === "sold") return bike;
  }
  throw new Error("the seed has no sold bike");
}

const content = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

test("a bike page's HTML holds its title, price and Open Graph tags without JavaScript, and the app shows the same title", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const bike = await aBike(request);
  const origin = new URL(baseURL!).origin;
  const price = bike.resalePrice.toFixed(2);

  // The HTML itself, as a crawler or a link preview fetches it.
  const response = await request.get(`/bike/${bike._id}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
  const html = await response.text();
  const title = `${bike.name} · MotoMart`;
  expect(html).toContain(`<title>${title}</title>`);
  expect(html).toContain(`<link rel="canonical" href="${origin}/bike/${bike._id}">`);
  expect(content(html, "og:title")).toBe(title);
  expect(content(html, "og:type")).toBe("product");
  expect(content(html, "og:image")).toMatch(new RegExp(`^${origin}/images/`));
  expect(content(html, "product:price:amount")).toBe(price);
  expect(content(html, "product:price:currency")).toBe("USD");
  expect(content(html, "twitter:card")).toBe("summary_large_image");
  const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
  expect(ld.offers).toMatchObject({ "@type": "Offer", price, priceCurrency: "USD", availability: "https://schema.org/InStock" });
  // The pages' security headers still come with it (the build's `_headers`).
  const home = await request.get("/");
  expect(response.headers()["content-security-policy"]).toBe(home.headers()["content-security-policy"]);
  // "/" is index.html itself, yet the Worker answers it first (wrangler.toml run_worker_first) to fill its head.
  expect(await home.text()).toContain(`<link rel="canonical" href="${origin}/">`);

  // A browser without JavaScript reads the same head.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(`/bike/${bike._id}`);
  await expect(bare).toHaveTitle(title);
  await expect(bare.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
  await noScript.close();

  // With JavaScript the app renders the bike and keeps that title; JSON-LD breaks no policy (support/test.ts).
  await page.goto(`/bike/${bike._id}`);
  await expect(page.getByRole("heading", { level: 1, name: bike.name })).toBeVisible();
  await expect(page).toHaveTitle(title);
  await expectNoSeriousAxeViolations(page);
});

test("a bike whose name holds markup and quotes cannot break its page", async ({ page, request }) => {
  const seller = await createUserViaApi(request, "seller", "pages-escape");
  const [category] = (await (await request.get("/api/categories")).json()) as [{ _id: number }];
  const name = `Evil "Twin" </script><script>window.pwned = 1</script> & <b>bold</b>`;
  const [id] = await postBikesViaApi(request, seller, category._id, [name], { model: `"Twin" </script>` });
  const html = await (await request.get(`/bike/${id}`)).text();
  expect(html).not.toContain("<script>window.pwned");
  await page.goto(`/bike/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} · MotoMart`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${name} · MotoMart`);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
});

test("an unknown bike is a 404 with the app's way on and noindex", async ({ page }) => {
  const response = (await page.goto("/bike/2000000000"))!;
  expect(response.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("heading", { level: 1, name: "This bike is no longer listed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See bikes for sale" })).toBeVisible();
});

test("a sold bike says so: a banner, no buying actions, and sold out in its data", async ({ page, request }) => {
  const bike = await aSoldBike(request);
  const html = await (await request.get(`/bike/${bike._id}`)).text();
  expect(html).toContain('"availability":"https://schema.org/SoldOut"');
  expect(content(html, "description")).toMatch(/^This bike has been sold\. It is no longer for sale\./);
  await page.goto(`/bike/${bike._id}`);
  await expect(page.getByRole("status").filter({ hasText: "This bike has been sold. It is no longer for sale." })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Book now/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("Share copies the bike's link when the browser has no share sheet", async ({ page, context, request, baseURL }) => {
  const bike = await aBike(request);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseURL!).origin });
  // Desktop Chromium on Linux has no Web Share; say so explicitly so the test does not depend on the platform.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  await page.goto(`/bike/${bike._id}`);
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(baseURL!).origin}/bike/${bike._id}`);
});

test("Share opens the system share sheet where there is one", async ({ page, request, baseURL }) => {
  const bike = await aBike(request);
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    Object.defineProperty(Navigator.prototype, "share", { value: async (data: ShareData) => void shared.push(data), configurable: true });
    Object.defineProperty(Navigator.prototype, "canShare", { value: () => true, configurable: true });
  });
  await page.goto(`/bike/${bike._id}`);
  await page.getByRole("button", { name: "Share" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title: bike.name, text: expect.stringContaining(bike.name), url: `${new URL(baseURL!).origin}/bike/${bike._id}` }]);
  await expect(page.getByText("Link copied")).toHaveCount(0);
});

test("robots.txt names the sitemap; the sitemap index leads to bike pages", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);

  const index = await request.get("/sitemap.xml");
  expect(index.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const first = /<loc>([^<]*\/sitemaps\/bikes-\d+\.xml)<\/loc>/.exec(await index.text())![1]!;
  const bikes = await (await request.get(new URL(first).pathname)).text();
  const bike = await aBike(request);
  expect(bikes).toContain("<urlset");
  expect(bikes).toMatch(new RegExp(`<loc>${origin}/bike/\\d+</loc>`));
  expect(bikes).toContain(`<loc>${origin}/bike/${bike._id}</loc>`);
});

test("a missing file is a real 404, not the app; a missing page gets the app's 404 page, answered as a 404", async ({ page, request }) => {
  for (const path of ["/images/nope.png", "/assets/x.js", "/favicon-missing.ico"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-type"], path).toContain("text/plain");
  }
  // Asked for as the browser's address bar asks (a navigation), too.
  const navigation = await request.get("/images/nope.png", { headers: { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" } });
  expect(navigation.status()).toBe(404);
  const missingPage = (await page.goto("/no-such-page"))!;
  expect(missingPage.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});
