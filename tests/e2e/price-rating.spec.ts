import { expect, test, type APIRequestContext } from "./support/test";
import { DEMO, signIn } from "./support/auth";
import { auth, createUserViaApi, deleteAllBikesViaApi, idToken, postBikesViaApi, type ApiUser } from "./support/api";
import { expectNoSeriousAxeViolations } from "./support/axe";

/**
 * The fair-price rating (#14 point 4): the deal badge on a card and its explanation on the bike
 * page, "Best deals first" with "Great or good deals" on the results, and the suggested price on
 * Add product before publishing. Eleven bikes of one new model, $4,000 to $6,000 (median $5,000),
 * rated by the admin's recompute.
 */
const PRICES = [4000, 4200, 4400, 4600, 4800, 5000, 5200, 5400, 5600, 5800, 6000];
let seller: ApiUser | undefined;

test.afterEach(async ({ request }) => {
  if (!seller) return;
  await deleteAllBikesViaApi(request, seller);
  seller = undefined;
});

async function ratedMarket(request: APIRequestContext) {
  seller = await createUserViaApi(request, "seller", "deals");
  const categories = (await (await request.get("/api/categories")).json()) as { _id: number }[];
  const categoryId = categories.at(-1)!._id;
  const model = `Dealmaker ${Date.now().toString(36)}`;
  // One import of the eleven (imports are rate limited): the seller's own, each at its price.
  const names = PRICES.map((price) => `${model} at ${price}`);
  const posted = await postBikesViaApi(request, seller, categoryId, names, (index) => ({
    model,
    engineCc: 150,
    monthsUsed: 0,
    resalePrice: PRICES[index]!,
    originalPrice: 9000,
  }));
  const ids = Object.fromEntries(PRICES.map((price, index) => [price, posted[index]!])) as Record<number, number>;
  const admin = await idToken(request, DEMO.admin);
  const recompute = await request.post("/api/price-rating/recompute", { headers: auth(admin) });
  expect(recompute.ok(), await recompute.text()).toBe(true);
  return { categoryId, model, ids };
}

test("a card shows the deal badge and the bike page explains it", async ({ page }) => {
  const { categoryId, model, ids } = await ratedMarket(page.request);
  await page.goto(`/category/${categoryId}?model=${encodeURIComponent(model)}`);
  const card = page.getByRole("article", { name: `${model} at 4000` });
  await expect(card.getByText("Great price", { exact: true })).toBeVisible();
  await expect(page.getByRole("article", { name: `${model} at 6000` }).getByText("High price", { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "category page with deal badges");

  await card.getByRole("link", { name: `${model} at 4000` }).click();
  await expect(page).toHaveURL(new RegExp(`/bike/${ids[4000]}$`));
  const explanation = page.getByTestId("deal-explanation");
  await expect(explanation).toContainText("Great price");
  await expect(explanation).toContainText("$4,000 is 20 % below the median of 11 similar bikes");
  await expectNoSeriousAxeViolations(page, "bike page with its deal explanation");
});

test("results sort Best deals first and keep only Great or good deals", async ({ page }) => {
  const { categoryId, model } = await ratedMarket(page.request);
  await page.goto(`/category/${categoryId}?model=${encodeURIComponent(model)}`);
  await page.getByLabel("Sort by").selectOption("deal");
  await expect(page).toHaveURL(/sort=deal/);
  const names = page.locator(".bike-card__name");
  await expect(names.first()).toHaveText(`${model} at 4000`);

  // The switch's input is drawn by its track: its label is what a person clicks.
  await page.getByText("Great or good deals", { exact: true }).click();
  await expect(page.getByRole("switch", { name: "Great or good deals" })).toBeChecked();
  await page.getByRole("button", { name: "Apply filter" }).click();
  await expect(page).toHaveURL(/deals=1/);
  await expect(names).toHaveText([4000, 4200, 4400, 4600].map((price) => `${model} at ${price}`));
  await expect(page.locator(".deal-badge")).toHaveText(["Great price", "Great price", "Good price", "Good price"]);
  await expectNoSeriousAxeViolations(page, "best deals first, great or good deals");
});

test("Add product shows what similar bikes sell for before publishing", async ({ page }) => {
  const { categoryId, model } = await ratedMarket(page.request);
  await signIn(page, seller!);
  await page.goto("/dashboard/addproduct");
  const form = page.getByRole("form", { name: "Add product" });
  const suggestion = form.getByTestId("price-suggestion");
  await expect(suggestion).toContainText("Fill in the category, model, engine CC and condition");
  await form.getByLabel("Category").selectOption(String(categoryId));
  await form.getByLabel("Condition").selectOption("good");
  await form.getByLabel("Model").fill(model);
  await form.getByLabel("Engine CC").fill("150");
  await form.getByLabel("Age used (months)").fill("0");
  await expect(suggestion).toContainText("Similar bikes sell for $4,500–$5,500 (median $5,000, 11 bikes of this model");
  // An engine size nobody sells in the category: no suggestion yet.
  await form.getByLabel("Model").fill(`${model} XL`);
  await form.getByLabel("Engine CC").fill("60");
  await expect(suggestion).toHaveText("Not enough similar bikes yet to suggest a price.");
  await expectNoSeriousAxeViolations(page, "Add product with the suggested price");
});

test("on a fresh start the demo bikes are rated already, and the admin sees when and can recompute (#33)", async ({ page, request }) => {
  // The browser tests' database is the freshly seeded one: no 07:00 has passed since.
  const categories = (await (await request.get("/api/categories")).json()) as { _id: number }[];
  let rated = 0;
  for (const category of categories) {
    const page1 = (await (await request.get(`/api/bikes?id=${category._id}&deals=1`)).json()) as { items: unknown[] };
    rated += page1.items.length;
  }
  expect(rated, "demo bikes rated great or good").toBeGreaterThan(0);

  await signIn(page, DEMO.admin);
  await page.goto("/dashboard");
  const panel = page.getByRole("region", { name: "Fair-price ratings" });
  await expect(panel).toContainText(/Last computed \d+ \w+ \d{4} at \d\d:\d\d: \d+ bikes in \d+ price groups?\./);
  await panel.getByRole("button", { name: "Recompute now" }).click();
  await expect(page.getByText(/Ratings recomputed: \d+ bikes in \d+ price groups?\./)).toBeVisible();
});
