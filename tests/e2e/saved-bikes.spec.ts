import { expect, test, type APIRequestContext } from "./support/test";
import { signIn, signInViaUi, signOutViaUi } from "./support/auth";
import { auth, createUserViaApi, deleteAllBikesViaApi, postBikesViaApi, type ApiUser, lastCategory } from "./support/api";
import { expectNoSeriousAxeViolations } from "./support/axe";

/**
 * Saved bikes (#14 point 1): the heart on the bike page and on cards (a visitor signs in first and
 * comes back), the Saved bikes page, and a saved bike's price drop reaching the saver as
 * "Price dropped by $X" there and as a notification.
 */
let seller: ApiUser | undefined;

test.afterEach(async ({ request }) => {
  if (!seller) return;
  await deleteAllBikesViaApi(request, seller);
  seller = undefined;
});

/** The seller's edit (PUT /api/bikes/my/:id) with a new price, everything else as posted. */
async function lowerPrice(request: APIRequestContext, owner: ApiUser, bikeId: number, resalePrice: number) {
  const bike = (await (await request.get(`/api/bikes/my/${bikeId}`, { headers: auth(owner.token) })).json()) as Record<string, unknown>;
  const response = await request.put(`/api/bikes/my/${bikeId}`, {
    headers: auth(owner.token),
    data: {
      id: bike.category,
      name: bike.name,
      picture: bike.picture,
      location: bike.location,
      country: bike.country,
      city: bike.city,
      model: bike.model,
      engineCc: bike.engineCc,
      monthsUsed: bike.monthsUsed,
      resalePrice,
      originalPrice: bike.originalPrice,
      sellerName: bike.sellerName,
      phone: bike.mobileNumber,
      email: owner.email,
      description: bike.description,
      condition: bike.condition,
    },
  });
  expect(response.ok(), `PUT /api/bikes/my/${bikeId}: ${response.status()} ${await response.text()}`).toBe(true);
}

test("a buyer saves a bike, the seller lowers its price, and Saved bikes says 'Price dropped'", async ({ page, request }) => {
  const categoryId = (await lastCategory(page.request))._id;
  seller = await createUserViaApi(request, "seller", "seller", { payouts: false });
  const name = `E2E Saved Bike ${Date.now().toString(36)}`;
  const [bikeId] = await postBikesViaApi(request, seller, categoryId, [name], { resalePrice: 2500 });
  const buyer = await createUserViaApi(request, "buyer");

  // A visitor's heart leads to Login, and back to the bike.
  await page.goto(`/bike/${bikeId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("button", { name: `Save ${name}` }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInViaUi(page, buyer, { stay: true });
  await expect(page).toHaveURL(new RegExp(`/bike/${bikeId}$`));
  const heart = page.getByRole("button", { name: `Save ${name}` });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expectNoSeriousAxeViolations(page, "with the bike saved");

  // The same heart on the bike's card, filled.
  await page.goto(`/category/${categoryId}`);
  const card = page.getByRole("article", { name });
  await expect(card.getByRole("button", { name: `Save ${name}` })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/dashboard/saved");
  const row = page.getByRole("list", { name: "Saved bikes" }).getByRole("listitem").filter({ hasText: name });
  await expect(row.getByText("$2,500")).toBeVisible();
  await expect(row.getByText(/Price dropped/)).toHaveCount(0);

  await lowerPrice(request, seller, bikeId!, 2000);
  await page.reload();
  await expect(row.getByText("Price dropped by $500")).toBeVisible();
  await expect(row.getByText("$2,000")).toBeVisible();
  await expectNoSeriousAxeViolations(page, "with a price drop");

  // The saver heard of it: the bell counts it and its notification opens the bike.
  const bell = page.getByRole("link", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible();
  await bell.click();
  const notification = page.getByRole("link", { name: `Price dropped by $500: ${name} is now $2,000.` });
  await notification.click();
  await expect(page).toHaveURL(new RegExp(`/bike/${bikeId}$`));
  await expect(page.getByRole("banner").getByRole("link", { name: "Notifications", exact: true })).toBeVisible();

  // Unsaving from Saved bikes takes it off the list.
  await page.goto("/dashboard/saved");
  // The heart knows the bike is saved once the saved ids have loaded; clicked before, it saves.
  await expect(row.getByRole("button", { name: `Save ${name}` })).toHaveAttribute("aria-pressed", "true");
  await row.getByRole("button", { name: `Save ${name}` }).click();
  await expect(page.getByText("No saved bikes yet")).toBeVisible();
});

test("the seller sees no heart on their own bike; a sold bike shows Sold on Saved bikes", async ({ page, request }) => {
  const categoryId = (await lastCategory(page.request))._id;
  seller = await createUserViaApi(request, "seller", "seller", { payouts: false });
  const name = `E2E Sold Saved ${Date.now().toString(36)}`;
  const [bikeId] = await postBikesViaApi(request, seller, categoryId, [name]);
  const buyer = await createUserViaApi(request, "buyer");
  const saved = await request.put(`/api/saved-bikes/${bikeId}`, { headers: auth(buyer.token) });
  expect(saved.status()).toBe(201);
  const sold = await request.put(`/api/bikes/my/${bikeId}/status`, { headers: auth(seller.token), data: { status: "sold_elsewhere" } });
  expect(sold.ok()).toBe(true);

  await signIn(page, seller);
  await page.goto(`/bike/${bikeId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("button", { name: `Save ${name}` })).toHaveCount(0);

  await signOutViaUi(page);
  await signIn(page, buyer);
  await page.goto("/dashboard/saved");
  const row = page.getByRole("list", { name: "Saved bikes" }).getByRole("listitem").filter({ hasText: name });
  await expect(row.getByText("Sold", { exact: true })).toBeVisible();
});

test("the home page's ad cards have the heart too, like every other bike card", async ({ page, request }) => {
  const categoryId = (await lastCategory(page.request))._id;
  seller = await createUserViaApi(request, "seller", "seller", { payouts: false });
  const name = `E2E Saved Ad ${Date.now().toString(36)}`;
  const [bikeId] = await postBikesViaApi(request, seller, categoryId, [name]);
  const advertised = await request.put(`/api/bikes/ads/${bikeId}`, { headers: auth(seller.token) });
  expect(advertised.ok(), `PUT /api/bikes/ads/${bikeId}: ${advertised.status()}`).toBe(true);
  const buyer = await createUserViaApi(request, "buyer");
  await signIn(page, buyer);

  await page.goto("/");
  const ads = page.getByRole("region", { name: "Featured bikes from our sellers" });
  // The newest ad leads the slider (a looping slider repeats slides: the one in view).
  const heart = ads
    .getByRole("button", { name: `Save ${name}` })
    .filter({ visible: true })
    .first();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expectNoSeriousAxeViolations(page, "with an ad card's heart");

  await page.goto("/dashboard/saved");
  await expect(page.getByRole("list", { name: "Saved bikes" }).getByRole("listitem").filter({ hasText: name })).toBeVisible();
});
