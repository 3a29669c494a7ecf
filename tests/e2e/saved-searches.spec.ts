import { expect, test } from "./support/test";
import { signIn, signInViaUi } from "./support/auth";
import { createUserViaApi, deleteAllBikesViaApi, postBikesViaApi, type ApiUser, lastCategory } from "./support/api";
import { expectNoSeriousAxeViolations } from "./support/axe";

/**
 * Saved searches (#14 point 3): a visitor's "Save this search" leads to sign-in and back; the
 * buyer saves the search; a seller lists a matching bike; the buyer's bell shows it and opens the
 * bike. The Saved searches page opens the results, renames, pauses, switches to the daily digest
 * (the Cron Trigger, run locally through wrangler's /cdn-cgi/handler/scheduled) and deletes.
 */
let seller: ApiUser | undefined;

test.afterEach(async ({ request }) => {
  if (!seller) return;
  await deleteAllBikesViaApi(request, seller);
  seller = undefined;
});

test("a buyer saves a search, a seller lists a matching bike, and the buyer's bell shows it and opens the bike", async ({
  page,
  request,
}) => {
  const categoryId = (await lastCategory(page.request))._id;
  seller = await createUserViaApi(request, "seller", "seller", { payouts: false });
  const buyer = await createUserViaApi(request, "buyer");
  const word = `Zephyr${Date.now().toString(36)}`;

  // A visitor is sent to sign in, and comes back to the same results with the dialog open (#33).
  await page.goto(`/bikes?q=${word}`);
  await expect(page.getByRole("heading", { level: 1, name: `Bikes matching “${word}”` })).toBeVisible();
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInViaUi(page, buyer, { stay: true });
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/bikes\\?q=${word}$`));
  const name = dialog.getByLabel("Name");
  await expect(name).toHaveValue(`“${word}”`);
  // The server's rule, under the field: a name is required.
  await name.fill("   ");
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await name.fill(`My ${word}`);
  await expectNoSeriousAxeViolations(page, "with the Save this search dialog");
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search saved.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // A seller lists a bike the search matches.
  const bikeName = `Honda ${word} 150`;
  const [bikeId] = await postBikesViaApi(request, seller, categoryId, [bikeName]);

  await page.reload();
  const bell = page.getByRole("link", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible();
  await bell.click();
  await page.getByRole("link", { name: `New match for “My ${word}”: ${bikeName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/bike/${bikeId}$`));
  await expect(page.getByRole("heading", { level: 1, name: bikeName })).toBeVisible();
});

test("the Saved searches page opens, renames, pauses, switches to a daily digest and deletes a search", async ({ page, request }) => {
  const categoryId = (await lastCategory(page.request))._id;
  seller = await createUserViaApi(request, "seller", "seller", { payouts: false });
  const buyer = await createUserViaApi(request, "buyer");
  const model = `Daily${Date.now().toString(36)}`;
  await signIn(page, buyer);

  // Saved from a category page with a filter: the category and the model are kept.
  await page.goto(`/category/${categoryId}?model=${model}`);
  await page.getByRole("button", { name: "Save this search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await dialog.getByLabel("Name").fill("Model watch");
  await dialog.getByRole("radio", { name: "In a daily digest" }).check();
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search saved.")).toBeVisible();

  await page.goto("/dashboard/saved-searches");
  const list = page.getByRole("list", { name: "Saved searches" });
  const row = list.getByRole("listitem").filter({ hasText: "Model watch" });
  await expect(row.getByText(model)).toBeVisible();
  await expect(row.getByRole("combobox", { name: "Alerts for Model watch" })).toHaveValue("daily");
  await expectNoSeriousAxeViolations(page, "with a saved search");

  // A matching bike waits for the digest; the Cron Trigger's run tells it once, linked to the results.
  await postBikesViaApi(request, seller, categoryId, [`${model} one`, `${model} two`], { model });
  const cron = await request.get("/cdn-cgi/handler/scheduled?cron=0+7+*+*+*");
  expect(cron.ok(), `GET /cdn-cgi/handler/scheduled: ${cron.status()}`).toBe(true);
  await page.goto("/dashboard/notifications");
  const digest = page.getByRole("link", { name: "2 new bikes match “Model watch”" });
  await expect(digest).toBeVisible();
  await digest.click();
  await expect(page).toHaveURL(new RegExp(`/category/${categoryId}\\?model=${model}$`));
  await expect(page.getByRole("heading", { level: 2, name: "2 bikes" })).toBeVisible();

  await page.goto("/dashboard/saved-searches");
  // Show results opens the same page.
  await row.getByRole("link", { name: "Show results" }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${categoryId}\\?model=${model}$`));
  await page.goBack();

  await row.getByRole("button", { name: "Rename Model watch" }).click();
  const rename = page.getByRole("form", { name: "Rename Model watch" });
  await rename.getByLabel("New name").fill("Models I want");
  await rename.getByRole("button", { name: "Save name" }).click();
  const renamed = list.getByRole("listitem").filter({ hasText: "Models I want" });
  await expect(renamed.getByRole("heading", { name: "Models I want" })).toBeVisible();

  await renamed.getByRole("combobox", { name: "Alerts for Models I want" }).selectOption("instant");
  await expect(renamed.getByRole("combobox", { name: "Alerts for Models I want" })).toHaveValue("instant");
  await renamed.getByRole("button", { name: "Pause Models I want" }).click();
  await expect(renamed.getByText("Paused", { exact: true })).toBeVisible();
  await expect(renamed.getByRole("button", { name: "Resume Models I want" })).toBeVisible();

  await renamed.getByRole("button", { name: "Delete Models I want" }).click();
  await page.getByRole("dialog", { name: "Delete “Models I want”?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No saved searches yet")).toBeVisible();
  await expectNoSeriousAxeViolations(page, "with no saved searches");
});
