import { expect, test, type Page } from "./support/test";
import { DEMO, signIn } from "./support/auth";
import { auth, createUserViaApi, postBikesViaApi } from "./support/api";

/**
 * No dead ends: "Try again" shows only where asking again can help (a network failure, 5xx, 429),
 * never on a record that is missing (404) or someone else's (403), which get a way on instead;
 * and deleting asks in the app's own dialog, saying what goes with the record.
 */
const MISSING = 2_147_483_000;

/** What the browser's own dialogs (window.confirm…) asked: the app must not use them. */
function watchBrowserDialogs(page: Page): string[] {
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  return asked;
}

async function expectNoRetry(page: Page, message: string, wayOn: string) {
  const alert = page.getByRole("alert").filter({ hasText: "We could not load this." });
  await expect(alert).toContainText(message);
  await expect(alert.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expect(alert.getByRole("link", { name: wayOn })).toBeVisible();
}

test("a missing bike, blog or category shows no Try again, but a way on", async ({ page }) => {
  // A bike that is gone says so, answered as a 404, with no error toast and the ways on a buyer wants.
  const answer = await page.goto(`/bike/${MISSING}`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This bike is no longer listed" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText("Bike not found.")).toHaveCount(0);
  await expect(page).toHaveTitle(/Bike no longer listed/);
  await page.getByRole("link", { name: "See bikes for sale" }).click();
  await expect(page).toHaveURL(/\/bikes$/);
  await expect(page.getByRole("list", { name: "Bikes" }).getByRole("article").first()).toBeVisible();

  // A path the app has no screen for is a 404 too, with the 404 page.
  const unknown = await page.goto("/no-such-page");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();

  await page.goto(`/blog/${MISSING}`);
  await expectNoRetry(page, "Blog not found.", "All articles");
  await page.getByRole("alert").getByRole("link", { name: "All articles" }).click();
  await expect(page).toHaveURL(/\/blog$/);

  await page.goto(`/category/${MISSING}`);
  await expect(page.getByRole("alert")).toContainText("Category not found.");
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Take me home" })).toBeVisible();
});

test("someone else's booking (403) shows no Try again, but the way to My orders", async ({ page, request }) => {
  const seller = await createUserViaApi(request, "seller");
  const [bikeId] = await postBikesViaApi(request, seller, 1, [`E2E Not Yours ${Date.now().toString(36)}`]);
  const owner = await createUserViaApi(request, "buyer");
  const booked = await request.post("/api/bookings", {
    data: { bikeId, phone: "01711223344", location: "Uttara, Dhaka", email: owner.email },
    headers: auth(owner.token),
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const { insertedId } = (await booked.json()) as { insertedId: number };

  const other = await createUserViaApi(request, "buyer");
  await signIn(page, other);
  await page.goto(`/dashboard/myorder/payment/${insertedId}`);
  await expectNoRetry(page, "You can only see your own bookings.", "Go to My orders");
});

test("a failure asking again can fix (503) keeps Try again, and it works", async ({ page, request }) => {
  const [category] = (await (await request.get("/api/categories")).json()) as [{ _id: number }];
  const [bike] = ((await (await request.get(`/api/bikes?id=${category._id}&limit=1`)).json()) as { items: { _id: number; name: string }[] })
    .items;
  expect(bike, "the first category has a bike").toBeTruthy();
  let down = true;
  await page.route(
    (url) => url.pathname === `/api/bikes/${bike!._id}`,
    (route) =>
      down
        ? route.fulfill({
            status: 503,
            headers: { "Retry-After": "1" },
            contentType: "application/json",
            body: JSON.stringify({ error: { code: "unavailable", message: "The database is busy. Try again in a moment." } }),
          })
        : route.continue(),
  );
  // Opened from its category inside the app, the bike page asks the API itself (a page opened
  // by its address arrives drawn by the Worker, with its bike).
  await page.goto(`/category/${category._id}`);
  await page.locator(`main a[href="/bike/${bike!._id}"]`).first().click();
  // After the automatic retries (about 7 s) the error shows, with Try again.
  const alert = page.getByRole("alert").filter({ hasText: "The database is busy." });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  down = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: bike!.name })).toBeVisible();
});

test("a seller deletes a bike in the app's dialog, which says its ad goes too", async ({ page, request }) => {
  const browserDialogs = watchBrowserDialogs(page);
  const seller = await createUserViaApi(request, "seller");
  const name = `E2E Delete Me ${Date.now().toString(36)}`;
  const [bikeId] = await postBikesViaApi(request, seller, 1, [name]);
  const advertised = await request.put(`/api/bikes/ads/${bikeId}`, { headers: auth(seller.token) });
  expect(advertised.ok(), await advertised.text()).toBe(true);

  await signIn(page, seller);
  await page.goto("/dashboard/myproduct");
  const row = page.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const question = page.getByRole("dialog", { name: `Delete "${name}"?` });
  // Nobody booked it: no buyer to notify (booking-states.spec.ts has one with bookings).
  await expect(question).not.toContainText("booked");
  await expect(question).toContainText("its ad on the home page");
  await expect(question).toContainText("This cannot be undone.");

  // Cancel keeps it; Delete bike deletes it.
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await question.getByRole("button", { name: "Delete bike" }).click();
  await expect(page.getByText("Delete successful.")).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await request.get(`/api/bikes/${bikeId}`)).status()).toBe(404);
  expect(browserDialogs).toEqual([]);
});

test("the admin's user delete says what goes with the account", async ({ page, request }) => {
  const browserDialogs = watchBrowserDialogs(page);
  const seller = await createUserViaApi(request, "seller");
  await signIn(page, DEMO.admin);
  await page.goto("/dashboard/allsellers");
  const row = page.getByRole("row").filter({ hasText: seller.email });
  await row.getByRole("button", { name: `Delete ${seller.name}` }).click();
  const question = page.getByRole("dialog", { name: `Delete ${seller.name} (${seller.email})?` });
  await expect(question).toContainText(
    "every bike listing of theirs, sold ones too, with their home-page ads (buyers who booked them are notified)",
  );
  await expect(question).toContainText("the reports they sent");
  await expect(question).toContainText("Payments already made stay on record.");
  await question.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByText("Delete successful.")).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(browserDialogs).toEqual([]);
});

test("a form whose code cannot load says so and keeps the bike page; reloaded, it opens", async ({ page, request }) => {
  const seller = await createUserViaApi(request, "seller");
  const name = `E2E Form Offline ${Date.now().toString(36)}`;
  const [bikeId] = await postBikesViaApi(request, seller, 1, [name]);
  await page.goto(`/bike/${bikeId}`);
  // Then the booking form's chunk (ui/src/app/routes/use-bike-actions.tsx loads it on demand, on a
  // pointer or focus reaching Book now) is unreachable. Routed only now, so the page's own load is
  // not slowed by Playwright's interception of every request.
  const formCode = "**/assets/booking-dialog-*.js";
  await page.route(formCode, (route) => route.abort("internetdisconnected"));
  const book = page.getByRole("button", { name: `Book now: ${name}` });
  await book.click();
  await expect(page.getByText("The form could not load. Check your connection and reload the page.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(book).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.unroute(formCode);
  await page.reload();
  await book.click();
  await expect(page.getByRole("dialog", { name: `Book ${name}` })).toBeVisible();
});

test("Save this search whose form cannot load says so in its dialog and keeps the results; reloaded, it opens", async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await page.goto("/category/1");
  // The form's chunk (save-search-button.tsx loads it when a pointer or focus reaches the button, or the dialog opens).
  const formCode = "**/assets/save-search-form-*.js";
  await page.route(formCode, (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Save this search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await expect(dialog.getByRole("alert")).toHaveText("The form could not load. Check your connection and reload the page.");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("list", { name: "Bikes" }).getByRole("article").first()).toBeVisible();

  await page.unroute(formCode);
  await page.reload();
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(dialog.getByLabel("Name")).toBeVisible();
});

test("the header's search, the footer and the bell whose code cannot load leave the page, and the search still works", async ({
  page,
  request,
}) => {
  const seller = await createUserViaApi(request, "seller");
  const brand = `Chunkless${Date.now()
    .toString(36)
    .replace(/[0-9]/g, (d) => "qwrtypsdfg"[Number(d)]!)}`;
  await postBikesViaApi(request, seller, 1, [`${brand} Scout`]);
  // Their chunks: components/layout/header.tsx, app/layouts/public-layout.tsx and header-bell.tsx load them after the first paint.
  for (const chunk of ["header-search", "footer", "notification-bell"]) {
    await page.route(`**/assets/${chunk}-*.js`, (route) => route.abort("internetdisconnected"));
  }
  await signIn(page, DEMO.buyer);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("This page could not be shown.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Notifications/ })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);

  // The search is a plain form then: no suggestions, but the same results page.
  const search = page.getByRole("search").getByRole("searchbox", { name: "Search bikes" });
  await search.fill(brand);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/bikes\\?q=${brand}$`));
  const cards = page.getByRole("list", { name: "Bikes" }).getByRole("article");
  await expect(cards.getByRole("heading", { name: `${brand} Scout` })).toBeVisible();
  await expect(page.getByRole("search").getByRole("searchbox", { name: "Search bikes" })).toHaveValue(brand);
});
