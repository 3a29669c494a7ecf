import { auth, createUserViaApi, idToken } from "./support/api";
import { DEMO, newAccount, signIn } from "./support/auth";
import { visitorAddress } from "./support/visitor-address";
import { expect, test } from "./support/test";

/**
 * Accounts that always work (#33 points 1–2): a sign-up whose profile save failed is not stranded,
 * and a removed account is told so.
 */
test("a sign-up whose profile save fails is asked to finish signing up, and then buys and sells", async ({ page }) => {
  const account = newAccount("stranded");
  // The whole office behind one address signed up this minute: the profile save answers 429.
  await page.route("**/api/users", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({
          status: 429,
          contentType: "application/json",
          headers: { "Retry-After": "60" },
          body: JSON.stringify({ error: { code: "rate_limited", message: "Too many sign-ups from your network. Try again in a minute." } }),
        })
      : route.fallback(),
  );
  await page.goto("/signUp");
  const form = page.getByRole("form", { name: "Sign Up" });
  await form.getByLabel("Name").fill(account.name);
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Sign Up" }).click();

  const finish = page.getByRole("form", { name: "Finish signing up" });
  await expect(page.getByRole("heading", { name: "Finish signing up" })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${account.email}`)).toBeVisible();
  await expect(finish.getByLabel("Name")).toHaveValue(account.name);
  // Still limited: the message shows, nothing is lost.
  await finish.getByRole("button", { name: "Finish signing up" }).click();
  await expect(finish.getByText("Too many sign-ups from your network. Try again in a minute.")).toBeVisible();

  // The network calms down; going elsewhere brings the step back until it is done.
  await page.unroute("**/api/users");
  await page.goto("/blog");
  await expect(page).toHaveURL(/\/finish-sign-up$/);
  await finish.getByText("Buyer Mood").click();
  await finish.getByRole("button", { name: "Finish signing up" }).click();
  await expect(page.getByText("Sign Up Successfully")).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByText("You are signed in as a seller.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add A Product" }).first()).toBeVisible();
});

test("a removed account is told so, in a session it still holds and at the next sign-in", async ({ page, request }) => {
  const buyer = await createUserViaApi(request, "buyer", "removed");
  await signIn(page, buyer);
  await page.goto("/");
  const admin = await idToken(request, DEMO.admin);
  const removed = await request.delete(`/api/users/${buyer.id}`, { headers: { ...auth(admin), "CF-Connecting-IP": visitorAddress() } });
  expect(removed.status()).toBe(200);

  // The page is still open: the next thing the person does is answered "removed", and the app says so.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "This account was removed" })).toBeVisible();
  await expect(page).toHaveURL(/\/account-removed$/);
  await expect(page.getByRole("main").getByRole("link", { name: "contact us", exact: true })).toHaveAttribute("href", "/contactUs");
  await page.getByRole("button", { name: "Log Out" }).last().click();

  await page.goto("/login");
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Email").fill(buyer.email);
  await form.getByLabel("Password").fill(buyer.password);
  await form.getByRole("button", { name: "Login" }).click();
  await expect(form.getByText("This account was removed. Contact us if you think that is a mistake.")).toBeVisible();
});
