import { expect, test, type Browser, type Page } from "./support/test";
import { DEMO, signIn, signInViaUi } from "./support/auth";
import { auth, bikeExists, createUserViaApi, deleteBikesViaApi, postBikesViaApi, type ApiUser } from "./support/api";

/**
 * A buyer reports a listing from its category page; the admin finds it under Reported Items with
 * the reason and either dismisses the report (the bike stays) or removes the listing (it goes).
 * The bike belongs to a fresh seller, so removing it touches nobody else's data.
 */
let CATEGORY_ID: number;
let seller: ApiUser;
let bikeIds: number[] = [];

test.beforeEach(async ({ request }) => {
  CATEGORY_ID = ((await (await request.get("/api/categories")).json()) as { _id: number }[]).at(-1)!._id;
  seller = await createUserViaApi(request, "seller");
});

test.afterEach(async ({ request }) => {
  // Whatever a test left listed goes (a removed listing is already gone).
  const listed = await Promise.all(bikeIds.map((id) => bikeExists(request, id)));
  await deleteBikesViaApi(
    request,
    seller,
    bikeIds.filter((_, i) => listed[i]),
  );
  bikeIds = [];
});

async function postBike(request: Parameters<typeof postBikesViaApi>[0]) {
  const name = `E2E Reported Bike ${Date.now().toString(36)}`;
  bikeIds = await postBikesViaApi(request, seller, CATEGORY_ID, [name]);
  return name;
}

async function reportAsBuyer(page: Page, buyer: ApiUser, bikeName: string, reason: string) {
  await signIn(page, buyer);
  await page.goto(`/category/${CATEGORY_ID}`);
  // Report sends a visitor to sign in: click once the app has restored the buyer's session (the header's Log Out).
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Log Out" })).toBeVisible();
  await page.getByRole("button", { name: `Report ${bikeName}` }).click();
  const dialog = page.getByRole("dialog", { name: `Report ${bikeName}` });
  await expect(dialog).toBeVisible();
  // A reason is required.
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Reason is required")).toBeVisible();
  await dialog.getByLabel("What is wrong with this listing?").fill(reason);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thanks — our team will review this listing.")).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function openReportsAsAdmin(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.admin);
  await page.goto("/dashboard/reporteditems");
  await expect(page.getByRole("heading", { level: 1, name: "Reported Items" })).toBeVisible();
  return { page, close: () => context.close() };
}

test("the admin sees a buyer's report with its reason and dismisses it; the bike stays", async ({ page, request, browser }) => {
  const name = await postBike(request);
  const buyer = await createUserViaApi(request, "buyer");
  const reason = `Price looks wrong for a ${name}`;
  await reportAsBuyer(page, buyer, name, reason);

  const admin = await openReportsAsAdmin(browser);
  const report = admin.page.getByRole("article").filter({ has: admin.page.getByRole("heading", { name }) });
  await expect(report).toBeVisible();
  await expect(report).toContainText(reason);
  await expect(report).toContainText(`Reported by ${buyer.name} (${buyer.email})`);
  await expect(report).toContainText(`Seller: ${seller.name}`);

  await report.getByRole("button", { name: `Dismiss report about ${name}` }).click();
  await expect(admin.page.getByText("Report dismissed.")).toBeVisible();
  await expect(report).toHaveCount(0);
  await admin.page.reload();
  await expect(admin.page.getByRole("heading", { level: 1, name: "Reported Items" })).toBeVisible();
  await expect(admin.page.getByRole("heading", { name })).toHaveCount(0);
  await admin.close();

  await page.goto(`/category/${CATEGORY_ID}`);
  await expect(page.getByRole("heading", { name })).toBeVisible();
});

test("the admin removes a reported listing; it is gone from its category", async ({ page, request, browser }) => {
  const name = await postBike(request);
  const buyer = await createUserViaApi(request, "buyer");
  await reportAsBuyer(page, buyer, name, "Looks like a scam: the same photos are on another site.");

  const admin = await openReportsAsAdmin(browser);
  // The queue's search finds it by the reporter's email; a search nothing matches says so.
  const search = admin.page.getByRole("searchbox", { name: "Search reports" });
  await search.fill(`no-such-reporter-${Date.now()}`);
  await expect(admin.page.getByText(/^No open report matches/)).toBeVisible();
  await search.fill(buyer.email.toUpperCase());
  const report = admin.page.getByRole("article").filter({ has: admin.page.getByRole("heading", { name }) });
  await expect(admin.page.getByRole("article")).toHaveCount(1);
  await expect(report).toContainText("Looks like a scam: the same photos are on another site.");
  await report.getByRole("button", { name: `Remove listing ${name}` }).click();
  // The app's own dialog says what goes with the listing, and asks why: the seller is told.
  const question = admin.page.getByRole("dialog", { name: `Remove the listing "${name}"?` });
  await expect(question).toContainText("its bookings");
  await question.getByRole("button", { name: "Remove listing" }).click();
  await expect(question.getByText("Reason is required")).toBeVisible();
  const reason = "The photos or description are not of this bike.";
  await question.getByRole("group", { name: "Common reasons" }).getByRole("button", { name: reason }).click();
  await question.getByRole("button", { name: "Remove listing" }).click();
  await expect(admin.page.getByText("Listing removed. Its seller was told why.")).toBeVisible();
  await expect(report).toHaveCount(0);
  await admin.close();

  // The seller hears which listing went, and why.
  const told = (await (await request.get("/api/notifications", { headers: auth(seller.token) })).json()) as {
    items: { kind: string; title: string }[];
  };
  expect(told.items).toContainEqual(expect.objectContaining({ kind: "listing_removed", title: expect.stringContaining(reason) }));
  expect(told.items.find((n) => n.kind === "listing_removed")!.title).toContain(name);

  await page.goto(`/category/${CATEGORY_ID}`);
  await expect(page.getByRole("list", { name: "Bikes" }).getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("heading", { name })).toHaveCount(0);
  // Its own page says it is gone.
  await page.goto(`/bike/${bikeIds[0]}`);
  await expect(page.getByRole("heading", { level: 1, name: "This bike is no longer listed" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toHaveCount(0);
});

test("a report whose listing is already gone offers only Dismiss, and says why", async ({ request, browser }) => {
  const name = await postBike(request);
  const buyer = await createUserViaApi(request, "buyer");
  const reported = await request.post("/api/reports", {
    data: { bikeId: bikeIds[0], reason: "Sold elsewhere already." },
    headers: auth(buyer.token),
  });
  expect(reported.status()).toBe(201);
  // The seller deletes the bike before an admin looks: the report stays open with the bike's name.
  await deleteBikesViaApi(request, seller, bikeIds);

  const admin = await openReportsAsAdmin(browser);
  const report = admin.page.getByRole("article").filter({ has: admin.page.getByRole("heading", { name }) });
  await expect(report).toContainText("Sold elsewhere already.");
  await expect(report).toContainText("This listing is already gone");
  await expect(report.getByRole("button", { name: `Remove listing ${name}` })).toHaveCount(0);
  await report.getByRole("button", { name: `Dismiss report about ${name}` }).click();
  await expect(admin.page.getByText("Report dismissed.")).toBeVisible();
  await expect(report).toHaveCount(0);
  await admin.close();
});

test("a visitor who clicks Report on a bike page signs in and comes back to that bike to report it", async ({ page, request }) => {
  const name = await postBike(request);
  const buyer = await createUserViaApi(request, "buyer");
  await page.goto(`/bike/${bikeIds[0]}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("button", { name: `Report ${name}` }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInViaUi(page, buyer, { stay: true });
  await expect(page).toHaveURL(new RegExp(`/bike/${bikeIds[0]}$`));
  await page.getByRole("button", { name: `Report ${name}` }).click();
  await expect(page.getByRole("dialog", { name: `Report ${name}` })).toBeVisible();
});
