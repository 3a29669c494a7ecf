import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { createUserViaApi, deleteBikesViaApi, postBikesViaApi, type ApiUser } from "./support/api";

/**
 * Issue #12.7, filters that help: the city select narrows to the chosen country, the used-months
 * slider's top is "12+ months" (older bikes are found), and the panel counts the matches of its
 * draft filters before Apply. Each test lists bikes in two countries of its own (unique names, so
 * the seed data and other tests' bikes do not change what it sees).
 */

const bikeCards = (page: Page) => page.getByRole("list", { name: "Bikes" }).getByRole("article");
const panelOf = (page: Page) => page.getByRole("form", { name: "Filter bikes" });
const optionTexts = (page: Page, label: string) => panelOf(page).getByLabel(label).locator("option").allInnerTexts();

async function firstCategoryId(request: APIRequestContext): Promise<number> {
  const categories = (await (await request.get("/api/categories")).json()) as { _id: number }[];
  return categories[0]!._id;
}

let seller: ApiUser;
let added: number[] = [];
let categoryId: number;
/** Two countries no other test lists bikes in, with known places of theirs (the API takes only those). */
let north: { country: string; cities: [string, string] };
let south: { country: string; city: string };

test.beforeEach(async ({ request }) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  north = { country: "Iceland", cities: ["Akureyri", "Reykjavík"] };
  south = { country: "Malta", city: "Qormi" };
  seller = await createUserViaApi(request, "seller");
  categoryId = await firstCategoryId(request);
  const at = (country: string, city: string) => ({ country, city, location: `${city}, ${country}` });
  added = [
    // Two bikes in the first northern city (6 and 30 months used), one in the second, one in the south.
    ...(await postBikesViaApi(request, seller, categoryId, [`E2E Aurora Six ${tag}`], {
      ...at(north.country, north.cities[0]),
      monthsUsed: 6,
      year: 2022,
      mileageKm: 8000,
    })),
    ...(await postBikesViaApi(request, seller, categoryId, [`E2E Aurora Thirty ${tag}`], {
      ...at(north.country, north.cities[0]),
      monthsUsed: 30,
      year: 2015,
      mileageKm: 52_000,
    })),
    ...(await postBikesViaApi(request, seller, categoryId, [`E2E Boreal ${tag}`], {
      ...at(north.country, north.cities[1]),
      monthsUsed: 2,
      // Listed through the API without its year and mileage: "Not stated", left out by those filters.
      year: undefined,
      mileageKm: undefined,
    })),
    ...(await postBikesViaApi(request, seller, categoryId, [`E2E Zenith ${tag}`], { ...at(south.country, south.city), monthsUsed: 1 })),
  ];
});

test.afterEach(async ({ request }) => {
  await deleteBikesViaApi(request, seller, added).catch(() => undefined);
  added = [];
});

test("picking a country narrows the cities to its own and clears a city of another country", async ({ page }) => {
  await page.goto(`/category/${categoryId}`);
  const panel = panelOf(page);
  const city = panel.getByLabel("City");
  await expect(city.locator("option", { hasText: south.city })).toHaveCount(1);
  await city.selectOption(south.city);

  // Hold the country's cities back, to see the loading line and the old options kept meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/api/bikes/filters" && url.searchParams.get("country") === north.country,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await panel.getByLabel("Country").selectOption(north.country);
  await expect(panel.getByText(`Loading the cities of ${north.country}…`)).toBeVisible();
  await expect(city).toHaveAttribute("aria-busy", "true");
  await expect(city.locator("option", { hasText: south.city })).toHaveCount(1);
  release();

  await expect.poll(() => optionTexts(page, "City")).toEqual(["Any city", ...north.cities]);
  await expect(city).toHaveValue("");
  await expect(city).toHaveAttribute("aria-busy", "false");
  await expect(panel.getByText(`Loading the cities of ${north.country}…`)).toHaveCount(0);
  // The countries and models stay the category's.
  await expect(panel.getByLabel("Country").locator("option", { hasText: south.country })).toHaveCount(1);

  // "Any country" brings every city back and keeps the chosen city; Apply filters by it.
  await city.selectOption(north.cities[1]);
  await panel.getByLabel("Country").selectOption("");
  await expect(city.locator("option", { hasText: south.city })).toHaveCount(1);
  await expect(city).toHaveValue(north.cities[1]);
  await panel.getByRole("button", { name: "Apply filter" }).click();
  await expect(bikeCards(page)).toHaveCount(1);
  await expectNoSeriousAxeViolations(page, "with a country's cities");
});

test("the used-months slider's top reads '12+ months' and finds a bike used 30 months", async ({ page }) => {
  await page.goto(`/category/${categoryId}?country=${encodeURIComponent(north.country)}&maxMonths=6`);
  const panel = panelOf(page);
  const slider = panel.getByLabel("Used (months)");
  await expect(slider).toHaveAttribute("aria-valuetext", "At most 6 months");
  await expect(bikeCards(page)).toHaveCount(2);
  await expect(bikeCards(page).filter({ hasText: "E2E Aurora Thirty" })).toHaveCount(0);

  await slider.fill("12");
  await expect(panel.getByText("12+ months", { exact: true })).toBeVisible();
  await expect(slider).toHaveAttribute("aria-valuetext", "12+ months");
  await slider.fill("11");
  await expect(slider).toHaveAttribute("aria-valuetext", "At most 11 months");
  await slider.press("End");
  await expect(slider).toHaveAttribute("aria-valuetext", "12+ months");
  await panel.getByRole("button", { name: "Apply filter" }).click();

  await expect(bikeCards(page)).toHaveCount(3);
  await expect(bikeCards(page).filter({ hasText: "E2E Aurora Thirty" })).toHaveCount(1);
  // No maximum is sent: "12+" means any age.
  expect(new URL(page.url()).searchParams.get("maxMonths")).toBeNull();
  await page.reload();
  await expect(panelOf(page).getByLabel("Used (months)")).toHaveAttribute("aria-valuetext", "12+ months");
  await expectNoSeriousAxeViolations(page, "at 12+ months");
});

test("the panel counts the matching bikes as the filters change, and Apply applies them", async ({ page }) => {
  const counted: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/bikes/count") counted.push(request.url());
  });
  await page.goto(`/category/${categoryId}`);
  const panel = panelOf(page);
  const status = panel.getByRole("status", { name: "Matching bikes" });
  await expect(status).toHaveText(/^[\d,]+\+? bikes match$/);
  // The count and the list load separately: read the list once it is there.
  await expect(bikeCards(page).first()).toBeVisible();
  const shown = await bikeCards(page).count();

  await panel.getByLabel("Country").selectOption(north.country);
  await expect(status).toHaveText("3 bikes match");
  await panel.getByLabel("City").selectOption(north.cities[0]);
  await expect(status).toHaveText("2 bikes match");
  const slider = panel.getByLabel("Used (months)");
  await slider.fill("6");
  await expect(status).toHaveText("1 bike matches");
  await slider.fill("0");
  await expect(status).toHaveText("No bikes match");
  await expectNoSeriousAxeViolations(page, "with a live count");

  // Nothing is applied yet: the results and the URL are as they were.
  await expect(bikeCards(page)).toHaveCount(shown);
  expect(new URL(page.url()).search).toBe("");

  // Steps in quick succession are counted once they settle, not once each.
  const before = counted.length;
  for (let months = 1; months <= 5; months++) await slider.fill(String(months));
  await expect(status).toHaveText("No bikes match");
  await slider.fill("6");
  await expect(status).toHaveText("1 bike matches");
  expect(counted.length - before).toBeLessThan(6);

  await panel.getByRole("button", { name: "Apply filter" }).click();
  await expect(bikeCards(page)).toHaveCount(1);
  await expect(bikeCards(page).first()).toContainText("E2E Aurora Six");
  await expect(status).toHaveText("1 bike matches");
});

test("year and mileage: cards and the bike page show them, the filters narrow to bikes that state them, and the URL keeps them", async ({
  page,
}) => {
  await page.goto(`/category/${categoryId}`);
  const panel = panelOf(page);
  const status = panel.getByRole("status", { name: "Matching bikes" });
  await panel.getByLabel("Country").selectOption(north.country);
  await expect(status).toHaveText("3 bikes match");
  await panel.getByLabel("From year").selectOption("2020");
  await expect(status).toHaveText("1 bike matches");
  // Ends out of order: the API's own message, and nothing to apply.
  await panel.getByLabel("To year").selectOption("2016");
  await expect(panel.getByRole("alert")).toHaveText("From year must not be above To year");
  await expect(panel.getByRole("button", { name: "Apply filter" })).toBeDisabled();
  await panel.getByLabel("To year").selectOption("");
  await panel.getByLabel("From year").selectOption("");
  await panel.getByLabel("Max mileage").selectOption({ label: "10,000 km" });
  await expect(status).toHaveText("1 bike matches");
  await panel.getByLabel("From year").selectOption("2010");
  await expect(status).toHaveText("1 bike matches");
  await panel.getByRole("button", { name: "Apply filter" }).click();

  await expect(bikeCards(page)).toHaveCount(1);
  const card = bikeCards(page).first();
  await expect(card).toContainText("E2E Aurora Six");
  await expect(card).toContainText("2022");
  await expect(card).toContainText("8,000 km");
  const url = new URL(page.url());
  expect(url.searchParams.get("minYear")).toBe("2010");
  expect(url.searchParams.get("maxKm")).toBe("10000");
  await page.reload();
  await expect(bikeCards(page)).toHaveCount(1);
  await expect(panelOf(page).getByLabel("Max mileage")).toHaveValue("10000");
  await expect(panelOf(page).getByLabel("From year")).toHaveValue("2010");
  await expectNoSeriousAxeViolations(page, "with year and mileage filters");

  /** A fact of the bike page ("Year" → "2022"). */
  const fact = (label: string) =>
    page
      .locator(".bike-detail__facts > div")
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator("dd");
  await card
    .getByRole("link", { name: /E2E Aurora Six/ })
    .first()
    .click();
  await expect(fact("Year")).toHaveText("2022");
  await expect(fact("Mileage")).toHaveText("8,000 km");
  // A bike listed without them says so.
  await page.goto(`/bike/${added[2]}`);
  await expect(fact("Year")).toHaveText("Not stated");
  await expect(fact("Mileage")).toHaveText("Not stated");
});
