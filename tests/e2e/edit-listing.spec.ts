import { expect, test, type Page } from "./support/test";
import { signIn } from "./support/auth";
import { createUserViaApi, deleteAllBikesViaApi, postBikesViaApi, type ApiUser, lastCategory } from "./support/api";
import { expectNoSeriousAxeViolations } from "./support/axe";

/**
 * Editing a listing (issue #13.3): the seller edits a bike from My products or from its page with
 * the Add product form, filled in; a new price shows on the bike page as a price change; a bike
 * withdrawn or sold elsewhere leaves its category but stays in My products with its state.
 */
let seller: ApiUser | undefined;

test.afterEach(async ({ request }) => {
  if (!seller) return;
  await deleteAllBikesViaApi(request, seller);
  seller = undefined;
});

const bikeCards = (page: Page) => page.getByRole("list", { name: "Bikes" }).getByRole("article");

/** "3 Nov" today, as the bike page writes a change of this year (ui/src/lib/format.ts formatRecentDate). */
const today = () => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" }).format(new Date());

test("a seller lowers a price from My products and raises it from the bike page; the bike page shows each change", async ({
  page,
  request,
}) => {
  const category = await lastCategory(page.request);
  seller = await createUserViaApi(request, "seller");
  const name = `E2E Edit Bike ${Date.now().toString(36)}`;
  const [bikeId] = await postBikesViaApi(request, seller, category._id, [name], { resalePrice: 2000, monthsUsed: 9 });

  await signIn(page, seller);
  await page.goto("/dashboard/myproduct");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("$2,000")).toBeVisible();
  await row.getByRole("link", { name: `Edit ${name}` }).click();

  // The Add product form, filled with the bike.
  await expect(page).toHaveURL(new RegExp(`/dashboard/editproduct/${bikeId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Edit Your Product" })).toBeVisible();
  const form = page.getByRole("form", { name: "Edit product" });
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(form.getByLabel("Category")).toHaveValue(String(category._id));
  await expect(form.getByLabel("Resale price")).toHaveValue("2000");
  await expect(form.getByLabel("Age used (months)")).toHaveValue("9");
  await expect(form.getByLabel("Email")).toHaveValue(seller.email);

  // The same rules as adding: a bad price is named under its field and nothing is saved.
  await form.getByLabel("Resale price").fill("-3");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText("Resale price must be a positive number")).toBeVisible();

  await form.getByLabel("Resale price").fill("1500");
  await form.getByLabel("Description").fill("Price lowered for a quick sale. New chain and sprockets.");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/myproduct$/);
  await expect(row.getByText("$1,500")).toBeVisible();

  await page.goto(`/bike/${bikeId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Price dropped by $500 on ${today()}`, { exact: true })).toBeVisible();
  await expect(page.getByText("Price lowered for a quick sale. New chain and sprockets.")).toBeVisible();

  // From the bike page: its owner has Edit.
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(form.getByLabel("Resale price")).toHaveValue("1500");
  await form.getByLabel("Resale price").fill("1700.50");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved.")).toBeVisible();
  await page.goto(`/bike/${bikeId}`);
  await expect(page.getByText(`Price raised by $200.50 on ${today()}`, { exact: true })).toBeVisible();
  await expect(page.getByText("$1,700.50").first()).toBeVisible();
});

test("a seller withdraws a bike: it leaves its category, stays in My products as withdrawn, and can go back on sale", async ({
  page,
  request,
}) => {
  const category = await lastCategory(page.request);
  seller = await createUserViaApi(request, "seller");
  const name = `E2E Withdraw Bike ${Date.now().toString(36)}`;
  const [bikeId] = await postBikesViaApi(request, seller, category._id, [name]);

  await page.goto(`/category/${category._id}`);
  await expect(bikeCards(page).filter({ hasText: name })).toBeVisible();

  await signIn(page, seller);
  await page.goto("/dashboard/myproduct");
  const row = page.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: `Withdraw: ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Withdraw "${name}"?` });
  await expect(dialog.getByText("it from its category and from search: buyers can no longer find or book it")).toBeVisible();
  await expect(dialog.getByText("It stays in My products, where you can put it back on sale.")).toBeVisible();
  await dialog.getByRole("button", { name: "Withdraw bike" }).click();
  await expect(page.getByText(`${name} is withdrawn: it is off the market.`)).toBeVisible();
  await expect(row.getByText("withdrawn", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Advertise ${name}` })).toHaveCount(0);
  await expect(row.getByRole("button", { name: `Put back on sale: ${name}` })).toBeVisible();

  // Gone from its category (the list has loaded: the category has other bikes).
  await page.goto(`/category/${category._id}`);
  await expect(bikeCards(page).first()).toBeVisible();
  await expect(bikeCards(page).filter({ hasText: name })).toHaveCount(0);

  // Its page says so, with no Book now; its owner can still edit it.
  await page.goto(`/bike/${bikeId}`);
  await expect(page.getByText("The seller has withdrawn this bike. It is no longer for sale.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Book now/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `Edit ${name}` })).toBeVisible();

  // Back on sale, then sold elsewhere.
  await page.goto("/dashboard/myproduct");
  await row.getByRole("button", { name: `Put back on sale: ${name}` }).click();
  await expect(row.getByText("available", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Sold elsewhere: ${name}` }).click();
  await page
    .getByRole("dialog", { name: `Mark "${name}" as sold elsewhere?` })
    .getByRole("button", { name: "Mark as sold elsewhere" })
    .click();
  await expect(row.getByText("sold elsewhere", { exact: true })).toBeVisible();
  await page.goto(`/category/${category._id}`);
  await expect(bikeCards(page).first()).toBeVisible();
  await expect(bikeCards(page).filter({ hasText: name })).toHaveCount(0);
});

test("the Edit page has no serious accessibility violations", async ({ page, request }) => {
  const category = await lastCategory(page.request);
  seller = await createUserViaApi(request, "seller");
  const [bikeId] = await postBikesViaApi(request, seller, category._id, [`E2E A11y Edit ${Date.now().toString(36)}`]);
  await signIn(page, seller);
  await page.goto(`/dashboard/editproduct/${bikeId}`);
  const form = page.getByRole("form", { name: "Edit product" });
  await expect(form.getByLabel("Category")).toHaveValue(String(category._id));
  await expectNoSeriousAxeViolations(page);
  // With the field messages showing too.
  await form.getByLabel("Name", { exact: true }).fill("");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expectNoSeriousAxeViolations(page, "with field errors");
});
