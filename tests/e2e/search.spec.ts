import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { createUserViaApi, postBikesViaApi } from "./support/api";

/**
 * The header search (issue #13.1): suggestions while typing (a combobox), the results page across
 * categories (/bikes?q=…) with the filter panel, sort and category counts, typing errors forgiven,
 * and an empty result that offers to drop a filter. The brand is made up per run, so only this
 * spec's bikes match it.
 */

const bikeCards = (page: Page) => page.getByRole("list", { name: "Bikes" }).getByRole("article");
const cardNames = (page: Page) => bikeCards(page).getByRole("heading").allInnerTexts();
/** The results page's keyword, as the URL carries it. */
const keywordOf = (page: Page) => new URL(page.url()).searchParams.get("q");
/** A run's own letters (digits would be words of their own to the search). */
const runTag = () =>
  Date.now()
    .toString(36)
    .replace(/[0-9]/g, (d) => "qwrtypsdfg"[Number(d)]!);

async function listBrand(request: APIRequestContext) {
  const brand = `Zorvex${runTag()}`;
  const seller = await createUserViaApi(request, "seller", "search");
  const [first, second] = (await (await request.get("/api/categories")).json()) as { _id: number; categoryName: string }[];
  // Through the bulk import, so the vocabulary the search corrects typos by learns the brand there too.
  const [mt07] = await postBikesViaApi(request, seller, first!._id, [`${brand} MT-07`], { resalePrice: 4000 });
  const [nmax] = await postBikesViaApi(request, seller, first!._id, [`${brand} Nmax 155`], { resalePrice: 2000 });
  const [mt09] = await postBikesViaApi(request, seller, second!._id, [`${brand} MT-09`], { resalePrice: 6000 });
  return { brand, first: first!, second: second!, ids: { mt07: mt07!, nmax: nmax!, mt09: mt09! } };
}

test("header search: a misspelt search finds the bike, then filter, category and the bike page", async ({ page, request }) => {
  const { brand, first, second, ids } = await listBrand(request);
  const typo = `${brand.slice(0, 2)}${brand.slice(3)}`.toLowerCase();

  await page.goto("/");
  const field = page.getByLabel("Search bikes");
  await field.click();
  await field.pressSequentially(`${typo} mt07`, { delay: 20 });
  // Suggestions while typing, typing error forgiven.
  const suggestions = page.getByRole("listbox", { name: "Suggestions" });
  await expect(suggestions.getByRole("option", { name: `${brand} MT-07` })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(suggestions).toBeHidden();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/bikes\?q=/);
  expect(keywordOf(page)).toBe(`${typo} mt07`);
  await expect(page.getByRole("heading", { level: 1, name: `Bikes matching “${typo} mt07”` })).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual([`${brand} MT-07`]);

  // Every word of the brand: three bikes in two categories, counted per category.
  await field.fill(brand);
  await field.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/bikes\\?q=${brand}$`));
  await expect.poll(() => cardNames(page)).toEqual([`${brand} MT-09`, `${brand} Nmax 155`, `${brand} MT-07`]);
  const facets = page.getByRole("navigation", { name: "Categories" });
  await expect(facets.getByRole("link", { name: `${first.categoryName} 2 bikes` })).toBeVisible();
  await expect(facets.getByRole("link", { name: `${second.categoryName} 1 bike`, exact: true })).toBeVisible();

  // The filter panel narrows the search, and the URL keeps both.
  const panel = page.getByRole("form", { name: "Filter bikes" });
  await panel.getByLabel("Max price").fill("120");
  await panel.getByRole("button", { name: "Apply filter" }).click();
  await expect(page).toHaveURL(/[?&]maxPrice=3000/);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${brand}`));
  await expect.poll(() => cardNames(page)).toEqual([`${brand} Nmax 155`]);
  await expect(facets.getByRole("link", { name: `${first.categoryName} 1 bike`, exact: true })).toBeVisible();

  // A category's link keeps the keyword and the sort.
  await page.goto(`/bikes?q=${brand}&sort=price_asc`);
  await facets.getByRole("link", { name: new RegExp(`^${second.categoryName} `) }).click();
  await expect(page).toHaveURL(new RegExp(`category=${second._id}`));
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect.poll(() => cardNames(page)).toEqual([`${brand} MT-09`]);

  // On to the bike's page.
  await bikeCards(page)
    .getByRole("link", { name: `${brand} MT-09` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/bike/${ids.mt09}$`));
  await expect(page.getByRole("heading", { level: 1, name: `${brand} MT-09` })).toBeVisible();
});

test("header search suggestions work from the keyboard: arrows, Enter, Escape", async ({ page, request }) => {
  const { brand } = await listBrand(request);
  await page.goto("/blog");
  const field = page.getByLabel("Search bikes");
  await field.focus();
  await field.pressSequentially(brand.slice(0, -1), { delay: 20 });
  const combobox = page.getByRole("combobox", { name: "Search bikes" });
  await expect(combobox).toHaveAttribute("aria-expanded", "true");
  const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
  await expect(options.first()).toHaveText(new RegExp(`^${brand}`));
  expect(await options.count()).toBeLessThanOrEqual(8);

  await page.keyboard.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(combobox).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
  await page.keyboard.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowUp");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expectNoSeriousAxeViolations(page, "with the suggestions open");
  const chosen = (await options.first().locator("span").first().innerText()).trim();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/bikes\?q=/);
  expect(keywordOf(page)).toBe(chosen);
  await expect(combobox).toHaveAttribute("aria-expanded", "false");
});

test("an empty search result says so and offers to drop each filter", async ({ page, request }) => {
  const { brand } = await listBrand(request);
  await page.goto(`/bikes?q=${brand}&maxPrice=25&maxMonths=1`);
  await expect(page.getByText(`No bikes match “${brand}” with these filters`)).toBeVisible();
  await expectNoSeriousAxeViolations(page, "with no results");
  await page.getByRole("button", { name: "Remove max price $25" }).click();
  await expect(page).not.toHaveURL(/maxPrice/);
  await expect(page).toHaveURL(/maxMonths=1/);
  // Used 6 months: still none, and the keyword can be dropped as well.
  await page.getByRole("button", { name: "Remove at most 1 month used" }).click();
  await expect.poll(() => cardNames(page)).toHaveLength(3);
  await expectNoSeriousAxeViolations(page, "with results");
});

test("a model suggestion opens exactly that model; the list closes on Enter and stays shut when a link opens results (#33)", async ({
  page,
  request,
}) => {
  const { brand, first } = await listBrand(request);
  await page.goto("/blog");
  const field = page.getByLabel("Search bikes");
  const combobox = page.getByRole("combobox", { name: "Search bikes" });
  const suggestions = page.getByRole("listbox", { name: "Suggestions" });
  await field.click();
  await field.pressSequentially(`${brand} MT-0`, { delay: 20 });
  // "MT-0" starts MT-07 and MT-09 alike; the model chosen is the one shown.
  await suggestions.getByRole("option", { name: `${brand} MT-07` }).click();
  await expect(page).toHaveURL(/[?&]model=/);
  await expect.poll(() => cardNames(page)).toEqual([`${brand} MT-07`]);
  await expect(combobox).toHaveAttribute("aria-expanded", "false");

  // Enter with nothing picked searches what was typed, and the list goes.
  await field.fill("");
  await field.pressSequentially(brand.slice(0, -1), { delay: 20 });
  await expect(combobox).toHaveAttribute("aria-expanded", "true");
  await field.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/bikes\\?q=${brand.slice(0, -1)}$`));
  await expect(combobox).toHaveAttribute("aria-expanded", "false");

  // A link to other results puts their keyword in the field without opening the list.
  await page
    .getByRole("navigation", { name: "Categories" })
    .getByRole("link", { name: new RegExp(`^${first.categoryName} `) })
    .click();
  await expect(page).toHaveURL(new RegExp(`category=${first._id}`));
  await page.goto(`/bike/${(await (await request.get(`/api/bikes?q=${brand}&limit=1`)).json()).items[0]._id}`);
  await page.goBack();
  await expect(field).toHaveValue(brand.slice(0, -1));
  await expect(combobox).toHaveAttribute("aria-expanded", "false");
});

test("a search that finds nothing shows what its matching words find, and suggests corrections (#33)", async ({ page, request }) => {
  const { brand } = await listBrand(request);
  const typo = `${brand.slice(0, 2)}${brand.slice(3)}`.toLowerCase();
  await page.goto(`/bikes?q=${encodeURIComponent(`${typo} zq9x`)}`);
  await expect(page).toHaveURL(new RegExp(`q=${brand}&instead=`));
  await expect(page.getByRole("status").filter({ hasText: `No bike matches “${typo} zq9x”. Showing ${brand} bikes.` })).toBeVisible();
  await expect.poll(() => cardNames(page)).toHaveLength(3);
  await expectNoSeriousAxeViolations(page, "with a fallback");
});
