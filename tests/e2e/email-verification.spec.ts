import { expect, test } from "./support/test";
import { signUpViaUi } from "./support/auth";
import { auth, deleteBikesViaApi, emailVerificationLink, idToken } from "./support/api";

/**
 * A seller who signed up with email lists bikes once their address is verified (the API refuses
 * before: edge-api/src/middleware/auth.ts). Add product says so, sends the link again on request,
 * and picks up the verification without signing out: here the Auth emulator's link, read from its
 * oobCodes endpoint as a developer would (README, Email verification).
 */
test("a new seller verifies their email address from Add product, then lists a bike", async ({ page, request }) => {
  const seller = await signUpViaUi(page, { role: "seller" });
  const name = `E2E Verified Bike ${Date.now().toString(36)}`;

  await page.goto("/dashboard/myproduct");
  const notice = page.getByRole("region", { name: "Verify your email address" });
  await expect(notice).toContainText(seller.email);

  await page.goto("/dashboard/addproduct");
  await expect(notice).toBeVisible();
  await notice.getByRole("button", { name: "Resend link" }).click();
  await expect(notice.getByText(`We sent a new link to ${seller.email}.`)).toBeVisible();
  // Not verified yet: continuing says so and the notice stays.
  await notice.getByRole("button", { name: "I've verified — continue" }).click();
  await expect(notice.getByText("Your address is not verified yet. Open the link in our email, then try again.")).toBeVisible();

  // The link, opened in another tab as from the email: it verifies the address and leads back to
  // Add product, which notices on its own.
  const mail = await page.context().newPage();
  await mail.goto(await emailVerificationLink(request, seller.email));
  await expect(mail).toHaveURL(/\/dashboard\/addproduct$/);
  await expect(mail.getByRole("heading", { level: 1, name: "Add Your Product For Sale" })).toBeVisible();
  await expect(mail.getByRole("region", { name: "Verify your email address" })).toHaveCount(0);
  await mail.close();

  // The first tab continues and lists a bike with its fresh token.
  await notice.getByRole("button", { name: "I've verified — continue" }).click();
  await expect(notice).toHaveCount(0);
  const form = page.getByRole("form", { name: "Add product" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Category").selectOption({ index: 1 });
  await form.getByLabel("Model").fill("E2E 150");
  await form.getByLabel("Engine CC").fill("150");
  await form.getByLabel("Year of first registration").fill("2021");
  await form.getByLabel("Mileage (km)").fill("9000");
  await form.getByLabel("Resale price").fill("1200");
  await form.getByLabel("Original price").fill("2000");
  await form.getByLabel("Image url").fill("/images/bikes/sport-red.svg");
  await form.getByLabel("Description").fill("Verified seller's first bike, added by the email-verification browser test.");
  await form.getByLabel("Location").fill("Mirpur 10");
  await form.getByLabel("Country").selectOption("Bangladesh");
  await form.getByLabel("City").fill("Dhaka");
  await form.getByLabel("Phone").fill("01712345678");
  await form.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByText("Added Confirmed")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();

  // The bike goes again, so other tests see the categories as seeded.
  const token = await idToken(request, seller);
  const mine = await request.get("/api/bikes/my", { params: { email: seller.email }, headers: auth(token) });
  const ids = ((await mine.json()) as { items: { _id: number }[] }).items.map((bike) => bike._id);
  await deleteBikesViaApi(request, { ...seller, id: 0, token }, ids);
});
