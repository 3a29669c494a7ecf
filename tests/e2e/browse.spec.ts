import { expect, test, type APIRequestContext, type Locator, type Page } from "./support/test";
import { BDT_PER_USD } from "../../edge-api/src/lib/bikes/money";
import { signIn } from "./support/auth";
import { createUserViaApi, firstBikes, deleteBikesViaApi, postBikesViaApi, type ApiUser } from "./support/api";

/** The UI's pages of bikes hold 12; the price slider moves in $25 steps (ui/src/features/bikes). */
const PAGE_SIZE = 12;
const PRICE_STEP_USD = 25;

const bikeCards = (page: Page) => page.getByRole("list", { name: "Bikes" }).getByRole("article");
const cardNames = (page: Page) => bikeCards(page).getByRole("heading").allInnerTexts();
const fact = (card: Locator, label: string) => card.getByRole("listitem").filter({ hasText: new RegExp(`^${label}\\b`) });

interface Categories {
  _id: number;
  categoryName: string;
}

async function categories(request: APIRequestContext): Promise<Categories[]> {
  return (await (await request.get("/api/categories")).json()) as Categories[];
}

/**
 * From the data in the database: a category and filters (country select, used-months and price
 * sliders) that leave between one and a page of its bikes, but not all of them. Candidates come
 * from each country's cheapest bikes: capping price and months at one of them keeps it in.
 */
async function pickFilters(request: APIRequestContext) {
  for (const category of await categories(request)) {
    const total = (await firstBikes(request, category._id, {}, PAGE_SIZE + 1)).length;
    const { countries } = (await (await request.get("/api/bikes/filters", { params: { id: String(category._id) } })).json()) as {
      countries: string[];
    };
    for (const country of countries) {
      for (const bike of await firstBikes(request, category._id, { country, sort: "price_asc" }, 5)) {
        const maxMonths = bike.monthsUsed ?? 0;
        const priceStep = Math.ceil(bike.resalePrice / PRICE_STEP_USD);
        if (maxMonths >= 12 || priceStep >= 1000) continue;
        const query = { country, maxMonths: String(maxMonths), maxPrice: String(priceStep * PRICE_STEP_USD) };
        const expected = await firstBikes(request, category._id, query, PAGE_SIZE + 1);
        if (expected.length >= 1 && expected.length <= PAGE_SIZE && expected.length < total) {
          return { category, total, country, maxMonths, priceStep, maxPrice: priceStep * PRICE_STEP_USD, expected };
        }
      }
    }
  }
  throw new Error("No category has bikes that a country, used-months and price filter narrows down to one page.");
}

test("a buyer filters a category: every card matches, the filter is in the URL and survives a reload", async ({ page, request }) => {
  const pick = await pickFilters(request);
  await page.goto(`/category/${pick.category._id}`);
  await expect(page.getByRole("heading", { level: 1, name: `${pick.category.categoryName} bikes for sale` })).toBeVisible();
  await expect(bikeCards(page)).toHaveCount(Math.min(pick.total, PAGE_SIZE));

  const panel = page.getByRole("form", { name: "Filter bikes" });
  await panel.getByLabel("Country").selectOption(pick.country);
  await panel.getByLabel("Used (months)").fill(String(pick.maxMonths));
  await expect(panel.getByText(`At most ${pick.maxMonths} ${pick.maxMonths === 1 ? "month" : "months"}`)).toBeVisible();
  await panel.getByLabel("Max price").fill(String(pick.priceStep));
  await expect(panel.getByText(`Up to $${pick.maxPrice.toLocaleString("en-US")}`)).toBeVisible();
  await panel.getByRole("button", { name: "Apply filter" }).click();

  const checkResults = async () => {
    await expect(page.getByRole("heading", { name: new RegExp(`^${pick.expected.length} bikes?\\s*3 filters$`) })).toBeVisible();
    await expect(bikeCards(page)).toHaveCount(pick.expected.length);
    expect(await cardNames(page)).toEqual(pick.expected.map((bike) => bike.name));
    for (const card of await bikeCards(page).all()) {
      await expect(fact(card, "Location")).toContainText(`, ${pick.country}`);
      const months = Number((await fact(card, "Used").innerText()).match(/(\d+) months?/)?.[1]);
      expect(months).toBeLessThanOrEqual(pick.maxMonths);
      const price = Number((await card.getByLabel(/^Resale price/).innerText()).replace(/[$,]/g, ""));
      expect(price).toBeLessThanOrEqual(pick.maxPrice);
    }
  };
  await checkResults();
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    country: pick.country,
    maxMonths: String(pick.maxMonths),
    maxPrice: String(pick.maxPrice),
  });

  await page.reload();
  await checkResults();
  await expect(panel.getByLabel("Country")).toHaveValue(pick.country);
  await expect(panel.getByLabel("Used (months)")).toHaveValue(String(pick.maxMonths));

  // Reset brings every bike back and clears the URL.
  await panel.getByRole("button", { name: "Reset" }).click();
  await expect(bikeCards(page)).toHaveCount(Math.min(pick.total, PAGE_SIZE));
  await expect(page).toHaveURL(new RegExp(`/category/${pick.category._id}$`));
});

test.describe("more results", () => {
  let seller: ApiUser;
  let added: number[] = [];

  test.afterEach(async ({ request }) => {
    await deleteBikesViaApi(request, seller, added);
    added = [];
  });

  test("'Load more' appends the next page of bikes", async ({ page, request }) => {
    // The fullest category, topped up past one page with bikes of a fresh seller when needed.
    const counts = await Promise.all(
      (await categories(request)).map(async (c) => ({ id: c._id, count: (await firstBikes(request, c._id, {}, PAGE_SIZE + 1)).length })),
    );
    const fullest = counts.sort((a, b) => b.count - a.count)[0]!;
    seller = await createUserViaApi(request, "seller");
    const missing = PAGE_SIZE + 1 - fullest.count;
    if (missing > 0)
      added = await postBikesViaApi(
        request,
        seller,
        fullest.id,
        Array.from({ length: missing }, (_, i) => `E2E Page Filler ${i + 1}`),
      );
    const all = await firstBikes(request, fullest.id, {}, 2 * PAGE_SIZE + 1);
    expect(all.length).toBeGreaterThan(PAGE_SIZE);

    await page.goto(`/category/${fullest.id}`);
    // The heading counts every match, as the filter panel does (#33): the same figure in both.
    const { count } = (await (await request.get(`/api/bikes/count?id=${fullest.id}`)).json()) as { count: number };
    const counted = `${count.toLocaleString("en-US")} bikes`;
    await expect(page.getByRole("heading", { name: counted })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: `${counted} match` })).toBeVisible();
    await expect(bikeCards(page)).toHaveCount(PAGE_SIZE);
    const firstPage = await cardNames(page);
    expect(firstPage).toEqual(all.slice(0, PAGE_SIZE).map((bike) => bike.name));

    await page.getByRole("button", { name: "Load more" }).click();
    const shown = Math.min(all.length, 2 * PAGE_SIZE);
    await expect(bikeCards(page)).toHaveCount(shown);
    expect(await cardNames(page)).toEqual(all.slice(0, shown).map((bike) => bike.name));
    if (all.length <= 2 * PAGE_SIZE) await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  });
});

test.describe("booking", () => {
  let seller: ApiUser;
  let added: number[] = [];

  test.afterEach(async ({ request }) => {
    // A booked bike stays listed until it is paid; removing it keeps other tests' categories as seeded.
    await deleteBikesViaApi(request, seller, added).catch(() => undefined);
    added = [];
  });

  test("a buyer books a bike and finds it under My orders with its USD price and approximate BDT", async ({ page, request }) => {
    // A bike priced high enough to show the Indian grouping and the 3-significant-digit rounding.
    seller = await createUserViaApi(request, "seller");
    const category = (await categories(request))[0]!;
    const name = `E2E Booking Bike ${Date.now().toString(36)}`;
    added = await postBikesViaApi(request, seller, category._id, [name], { resalePrice: 123456, originalPrice: 150000 });
    const buyer = await createUserViaApi(request, "buyer");

    await signIn(page, buyer);
    await page.goto(`/category/${category._id}`);
    const card = bikeCards(page).filter({ has: page.getByRole("heading", { name }) });
    await expect(card.getByLabel("Resale price $123,456")).toBeVisible();
    await card.getByRole("button", { name: `Book now: ${name}` }).click();

    const dialog = page.getByRole("dialog", { name: `Book ${name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Item")).toHaveValue(name);
    await expect(dialog.getByLabel("Email")).toHaveValue(buyer.email);
    await expect(dialog.getByLabel("Email")).not.toBeEditable();
    // Phone and location are required; the name is optional.
    await dialog.getByRole("button", { name: "Confirm booking" }).click();
    await expect(dialog.getByText("Phone is required")).toBeVisible();
    await expect(dialog.getByText("Location is required")).toBeVisible();
    await dialog.getByLabel("Phone").fill("01711223344");
    await dialog.getByLabel("Meeting location").fill("Gulshan 2, Dhaka");
    await dialog.getByRole("button", { name: "Confirm booking" }).click();

    // docs/product-spec.md's "Booking Confirmed", and what the booking is (#33).
    await expect(page.getByText("Booking Confirmed: sent to the seller. Pay for it from My orders when you are ready.")).toBeVisible();
    await expect(dialog).toBeHidden();
    // Booked: the card offers paying, not a second booking (refused before any form is filled).
    await expect(card.getByRole("button", { name: `Book now: ${name}` })).toHaveCount(0);
    await expect(card.getByRole("link", { name: `Booked: pay now for ${name}` })).toBeVisible();
    await card.getByRole("link", { name, exact: true }).click();
    const booked = page.getByRole("status").filter({ hasText: "You booked this bike" });
    await expect(booked.getByRole("link", { name: "Pay now" })).toHaveAttribute("href", /\/dashboard\/myorder\/payment\/\d+$/);
    await expect(booked.getByRole("link", { name: "View booking" })).toHaveAttribute("href", "/dashboard/myorder");

    await page.goto("/dashboard/myorder");
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Gulshan 2, Dhaka");
    // The USD price, and docs/product-spec.md §9's BDT (en-IN grouping, at most 3 significant digits) as
    // a conversion at the one rate, marked ≈ (README, Prices and currency): $123,456 × 122 → 1,51,00,000.
    const bdt = new Intl.NumberFormat("en-IN").format(Number((123456 * BDT_PER_USD).toPrecision(3)));
    await expect(row.getByRole("cell").nth(2)).toHaveText(`$123,456≈ BDT ${bdt}`);
    await expect(row.getByRole("link", { name: `Pay for ${name}` })).toBeVisible();
  });
});
