import { expect, test, type Page } from "./support/test";
import { signIn } from "./support/auth";
import { createUserViaApi, deleteAllBikesViaApi, type ApiUser } from "./support/api";
import { pngFile } from "./support/images";

/**
 * docs/product-spec.md §2/§4 seller flow: a seller adds a bike with an uploaded photo ('Added Confirmed'), finds it
 * in My products and in its category (with the Ads button on their own listing only), advertises
 * it (available → Advertised) and sees it in the home page's slider.
 */
let seller: ApiUser | undefined;

test.afterEach(async ({ request }) => {
  if (!seller) return;
  await deleteAllBikesViaApi(request, seller);
  seller = undefined;
});

const bikeCard = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Bikes" })
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name }) });

test("a seller adds a bike with a photo, sees it listed, advertises it and finds it in the home slider", async ({ page, request }) => {
  const categories = (await (await request.get("/api/categories")).json()) as { _id: number; categoryName: string }[];
  const category = categories.at(-1)!;
  seller = await createUserViaApi(request, "seller");
  const name = `E2E Seller Bike ${Date.now().toString(36)}`;

  await signIn(page, seller);
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Add A Product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add Your Product For Sale" })).toBeVisible();
  const form = page.getByRole("form", { name: "Add product" });
  await expect(form.getByLabel("Email")).toHaveValue(seller.email);

  // The photo: resized in the browser, uploaded with its card variant, and shown as the cover.
  await form.getByLabel("Add photos").setInputFiles(pngFile("my-bike.png"));
  const preview = form.getByRole("img", { name: "Photo 1, the cover" });
  await expect(preview).toHaveAttribute("src", /^\/api\/photos\/[0-9a-f-]{36}\.(?:webp|jpg)$/);
  // Lists show the cover's card variant (My products, the category, the home slider).
  const picture = (await preview.getAttribute("src"))!;
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(32);

  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Category").selectOption({ label: category.categoryName });
  await form.getByLabel("Condition").selectOption("excellent");
  await form.getByLabel("Model").fill("E2E 250");
  await form.getByLabel("Engine CC").fill("250");
  await form.getByLabel("Year of first registration").fill("2020");
  await form.getByLabel("Mileage (km)").fill("14500");
  await form.getByLabel("Age used (months)").fill("8");
  await form.getByLabel("Resale price").fill("1750");
  await form.getByLabel("Original price").fill("2600");
  await form.getByLabel("Description").fill("Well kept, serviced every 3,000 km, new tyres. Added by the seller-flow browser test.");
  await form.getByLabel("Location").fill("Mirpur 10");
  // The city is a known place, picked from the gazetteer's suggestions with the typo forgiven.
  await form.getByLabel("Country").selectOption("Bangladesh");
  await form.getByLabel("City").fill("chitagong");
  await form.getByRole("option", { name: /^Chittagong/ }).click();
  await expect(form.getByLabel("City")).toHaveValue("Chittagong");
  await form.getByLabel("Phone").fill("01712345678");
  await form.getByRole("button", { name: "Add product" }).click();

  // 'Added Confirmed', then My products lists it as available.
  await expect(page.getByText("Added Confirmed")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/myproduct$/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText("available", { exact: true })).toBeVisible();
  await expect(row.locator("img")).toHaveAttribute("src", picture);

  // Its category shows it with the uploaded photo; the Ads button is on the seller's own bike only.
  await page.goto(`/category/${category._id}`);
  const card = bikeCard(page, name);
  await expect(card).toBeVisible();
  await expect(card.locator("img").first()).toHaveAttribute("src", picture);
  await expect(card.getByRole("button", { name: `Ads: advertise ${name}` })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Ads: advertise / })).toHaveCount(1);

  // Advertise from My products: available → Advertised.
  await page.goto("/dashboard/myproduct");
  await row.getByRole("button", { name: `Advertise ${name}` }).click();
  await expect(row.getByText("Advertised", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Advertise ${name}` })).toHaveCount(0);

  // The category card now says Advertised instead of offering Ads.
  await page.goto(`/category/${category._id}`);
  await expect(card.getByText("Advertised", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: `Ads: advertise ${name}` })).toHaveCount(0);

  // The home page's advertised-bikes slider shows it.
  await page.goto("/");
  const slider = page.getByRole("region", { name: "Featured bikes from our sellers" });
  await expect(slider.getByRole("link", { name }).first()).toBeAttached();
  await expect(slider.getByRole("img", { name }).first()).toHaveAttribute("src", picture);
});
