import { expect, test, type Page, type Response } from "./support/test";
import { DEMO, signIn } from "./support/auth";
import { auth, createUserViaApi, deleteBikesViaApi, postBikesViaApi } from "./support/api";
import { completeGooglePopup, serveGoogleStandIn } from "./support/google";
import { visitorAddress } from "./support/visitor-address";

/**
 * What forms and messages say: a fixed form's stale error toast goes as soon as it is sent again,
 * counts agree with their nouns ("1 filter", "1 month"), roles take the right article
 * ("an admin"), and a Google sign-in error is a sentence, not a provider code.
 */

/** The error message of an answer (what the error toast shows). */
async function errorOf(response: Promise<Response>): Promise<string> {
  const body = (await (await response).json()) as { error: { message: string } };
  return body.error.message;
}

const answerTo = (page: Page, path: string) =>
  page.waitForResponse((response) => response.url().endsWith(path) && response.request().method() === "POST");

/** Toasts are role=status; field messages are role=alert, so this finds the toast only. */
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

const firstCategoryId = async (page: Page) => ((await (await page.request.get("/api/categories")).json()) as { _id: number }[])[0]!._id;

test.describe("a fixed form shows its success toast without the stale error", () => {
  test("booking: a phone the server refuses, then a good one", async ({ page, request }) => {
    const seller = await createUserViaApi(request, "seller");
    const name = `E2E Toast Bike ${Date.now().toString(36)}`;
    const added = await postBikesViaApi(request, seller, await firstCategoryId(page), [name]);
    try {
      const buyer = await createUserViaApi(request, "buyer");
      await signIn(page, buyer);
      await page.goto(`/bike/${added[0]}`);
      await page.getByRole("button", { name: `Book now: ${name}` }).click();
      const dialog = page.getByRole("dialog", { name: `Book ${name}` });
      await dialog.getByLabel("Phone").fill("call me");
      await dialog.getByLabel("Meeting location").fill("Banani 11, Dhaka");
      const refused = answerTo(page, "/api/bookings");
      await dialog.getByRole("button", { name: "Confirm booking" }).click();
      const message = await errorOf(refused);
      await expect(toast(page, message)).toBeVisible();

      await dialog.getByLabel("Phone").fill("01711223344");
      await dialog.getByRole("button", { name: "Confirm booking" }).click();
      await expect(toast(page, "Booking Confirmed")).toBeVisible();
      // Gone already, not seconds later when an error toast would time out.
      await expect(toast(page, message)).toHaveCount(0, { timeout: 1_500 });
    } finally {
      await deleteBikesViaApi(request, seller, added).catch(() => undefined);
    }
  });

  test("contact: an address the server refuses, then a good one", async ({ page }) => {
    // A visitor address of its own: the contact form is rate limited per address.
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": visitorAddress() });
    await page.goto("/contactUs");
    const form = page.getByRole("form", { name: "Contact" });
    await form.getByLabel("Name").fill("Rita Rider");
    await form.getByLabel("Email").fill("rita-at-example.com");
    await form.getByLabel("Message").fill("Is the Hornet still for sale?");
    const refused = answerTo(page, "/api/contact");
    await form.getByRole("button", { name: "Send message" }).click();
    const message = await errorOf(refused);
    await expect(toast(page, message)).toBeVisible();

    await form.getByLabel("Email").fill("rita@example.com");
    const sent = answerTo(page, "/api/contact");
    await form.getByRole("button", { name: "Send message" }).click();
    expect((await sent).ok()).toBe(true);
    await expect(page.getByRole("status").filter({ hasText: /^Thanks!/ })).toBeVisible();
    await expect(toast(page, message)).toHaveCount(0, { timeout: 1_500 });
  });
});

test.describe("messages read as English", () => {
  test("an admin is 'an admin', on the dashboard and in the API's refusal", async ({ page, request }) => {
    await signIn(page, DEMO.admin);
    await page.goto("/dashboard");
    await expect(page.getByText("You are signed in as an admin.")).toBeVisible();

    const buyer = await createUserViaApi(request, "buyer");
    const refused = await request.get("/api/users/buyer", { headers: auth(buyer.token) });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe("Only an admin can do this.");
  });

  test("a seller sent to /login from an admin page is asked for an admin account", async ({ page }) => {
    await signIn(page, DEMO.seller);
    await page.goto("/dashboard/allsellers");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status").filter({ hasText: "Log in with an admin account to continue." })).toBeVisible();
  });

  test("the admin opening the booking dialog is told they are signed in as an admin", async ({ page, request }) => {
    const ads = (await (await request.get("/api/ads")).json()) as { _id: number; name: string }[];
    await signIn(page, DEMO.admin);
    await page.goto(`/bike/${ads[0]!._id}`);
    await page.getByRole("button", { name: `Book now: ${ads[0]!.name}` }).click();
    await expect(
      page.getByRole("dialog").getByText("Only buyer and seller accounts can book bikes. You are signed in as an admin."),
    ).toBeVisible();
  });

  test("one filter is '1 filter', one month used is '1 month'", async ({ page, request }) => {
    const seller = await createUserViaApi(request, "seller");
    const categoryId = await firstCategoryId(page);
    const name = `E2E One Month Bike ${Date.now().toString(36)}`;
    const added = await postBikesViaApi(request, seller, categoryId, [name], { monthsUsed: 1 });
    try {
      await page.goto(`/bike/${added[0]}`);
      await expect(page.locator(".bike-detail__facts div").filter({ hasText: /^Used/ }).getByRole("definition")).toHaveText("1 month");

      await page.goto(`/category/${categoryId}`);
      const panel = page.getByRole("form", { name: "Filter bikes" });
      await panel.getByLabel("Used (months)").fill("1");
      await expect(panel.getByText("At most 1 month", { exact: true })).toBeVisible();
      await panel.getByRole("button", { name: "Apply filter" }).click();
      await expect(page.getByRole("heading", { level: 2, name: /1 filter$/ })).toBeVisible();
      const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
      await expect(card.getByRole("listitem").filter({ hasText: /^Used/ })).toHaveText("Used 1 month");
    } finally {
      await deleteBikesViaApi(request, seller, added).catch(() => undefined);
    }
  });
});

test("closing Google's window is said in words, not as a provider code, and Google works afterwards", async ({ page, context }) => {
  await serveGoogleStandIn(context);
  await page.goto("/signUp");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  await popup.close();
  const form = page.getByRole("form", { name: "Sign Up" });
  // Firebase notices a closed window after a few seconds.
  await expect(form.getByRole("alert")).toHaveText("The Google window was closed before signing in finished.", { timeout: 20_000 });
  await expect(page.getByText(/auth\//)).toHaveCount(0);

  const account = { email: `google-${Date.now().toString(36)}@e2e.motomart.test`, name: "E2E Google Again" };
  await completeGooglePopup(page, page.getByRole("button", { name: "Continue with Google" }), account);
  await expect(page.getByText("Sign Up Successfully")).toBeVisible();
});
