import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { createUserViaApi, deleteBikesViaApi, lastCategory, postBikesViaApi, type ApiUser } from "./support/api";

/**
 * #38 point 2, bikes near me: a buyer sets "near" — a place from suggestions, or their own
 * location — and a radius; only bikes within it are listed, nearest first if asked, each card
 * saying how far it is, and the link keeps it. Each test lists bikes under a keyword of its own.
 */

const bikeCards = (page: Page) => page.getByRole("list", { name: "Bikes" }).getByRole("article");
const panelOf = (page: Page) => page.getByRole("form", { name: "Filter bikes" });

let seller: ApiUser;
let added: number[] = [];
let tag: string;

test.beforeEach(async ({ request }) => {
  tag = `nearby${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  seller = await createUserViaApi(request, "seller");
  const categoryId = (await lastCategory(request))._id;
  const at = (city: string, name: string) =>
    postBikesViaApi(request, seller, categoryId, [`${name} ${tag}`], { country: "Germany", city, location: `${city}, Germany` });
  // Berlin itself, Potsdam (~27 km from Berlin), Cottbus (~110 km) and Munich (~500 km).
  added = [
    ...(await at("Berlin", "Mitte Roadster")),
    ...(await at("Potsdam", "Havel Scrambler")),
    ...(await at("Cottbus", "Spree Tourer")),
    ...(await at("Munich", "Isar Cruiser")),
  ];
});

test.afterEach(async ({ request }) => {
  await deleteBikesViaApi(request, seller, added).catch(() => undefined);
  added = [];
});

test("near Berlin, 50 km: only the bikes within it, nearest first, each saying how far; a reload keeps it", async ({ page }) => {
  await page.goto(`/bikes?q=${tag}`);
  await expect(bikeCards(page)).toHaveCount(4);
  const panel = panelOf(page);
  await panel.getByLabel("Near").fill("berlin");
  await panel.getByRole("option", { name: /^Berlin, Germany/ }).click();
  await expect(panel.getByLabel("Near")).toHaveValue("Berlin, Germany");
  await expect(panel.getByLabel("Within")).toHaveValue("50");
  await expect(panel.getByText("2 bikes match")).toBeVisible();
  await panel.getByRole("button", { name: "Apply filter" }).click();
  await expect(bikeCards(page)).toHaveCount(2);

  await page.getByLabel("Sort by").selectOption({ label: "Nearest first" });
  await expect(page).toHaveURL(/near=\d+/);
  await expect(page).toHaveURL(/radius=50/);
  await expect(page).toHaveURL(/sort=nearest/);
  const nearestFirst = async () => {
    await expect(bikeCards(page)).toHaveCount(2);
    await expect(bikeCards(page).nth(0)).toContainText("Mitte Roadster");
    await expect(bikeCards(page).nth(0)).toContainText("Under 1 km away");
    await expect(bikeCards(page).nth(1)).toContainText("Havel Scrambler");
    await expect(bikeCards(page).nth(1)).toContainText(/2\d km away/);
  };
  await nearestFirst();
  await expectNoSeriousAxeViolations(page, "near Berlin, nearest first");

  await page.reload();
  await nearestFirst();
  await expect(panelOf(page).getByLabel("Near")).toHaveValue("Berlin, Germany");

  // A wider radius takes in Cottbus, still nearest first.
  await panelOf(page).getByLabel("Within").selectOption("250");
  await panelOf(page).getByRole("button", { name: "Apply filter" }).click();
  await expect(bikeCards(page)).toHaveCount(3);
  await expect(bikeCards(page).nth(2)).toContainText("Spree Tourer");
});

test.describe("from the buyer's own location", () => {
  // Potsdam's centre, as the browser would report it.
  test.use({ geolocation: { latitude: 52.3989, longitude: 13.0657 }, permissions: ["geolocation"] });

  test("Use my location searches around it, at a phone's width", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/bikes?q=${tag}`);
    await expect(bikeCards(page)).toHaveCount(4);
    await page.getByRole("button", { name: /^Filters/ }).click();
    const panel = panelOf(page);
    await panel.getByRole("button", { name: "Use my location" }).click();
    await expect(panel.getByLabel("Near")).toHaveValue("My location");
    await panel.getByLabel("Within").selectOption("10");
    await panel.getByRole("button", { name: "Apply filter" }).click();
    await expect(bikeCards(page)).toHaveCount(1);
    await expect(bikeCards(page).first()).toContainText("Havel Scrambler");
    await expect(bikeCards(page).first()).toContainText("Under 1 km away");
    await expect(page).toHaveURL(/lat=52\.399&lng=13\.066&radius=10/);
  });
});
