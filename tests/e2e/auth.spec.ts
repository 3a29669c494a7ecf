import { expect, test, type Locator, type Page } from "./support/test";
import { DEMO, newAccount, signInViaUi, signOutViaUi, signUpViaUi } from "./support/auth";
import { completeGooglePopup, serveGoogleStandIn } from "./support/google";

/** The side menu of the dashboard, once the role is known. */
const dashboardMenu = (page: Page) => page.getByRole("navigation", { name: "Dashboard" });

/** docs/product-spec.md §5: the message is the field's own (its accessible description), shown right under it. */
async function expectMessageUnder(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(message);
  const error = field.page().getByText(message, { exact: true });
  await expect(error).toBeVisible();
  const [fieldBox, errorBox] = [await field.boundingBox(), await error.boundingBox()];
  expect(errorBox!.y).toBeGreaterThanOrEqual(fieldBox!.y + fieldBox!.height - 1);
  expect(errorBox!.y).toBeLessThan(fieldBox!.y + fieldBox!.height + 40);
}

/** "In red": the text colour's red channel clearly dominates. */
async function expectRed(locator: Locator) {
  const [r = 0, g = 0, b = 0] = (await locator.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number);
  expect(r, `colour rgb(${r}, ${g}, ${b}) should be red`).toBeGreaterThan(150);
  expect(r).toBeGreaterThan(g * 2);
  expect(r).toBeGreaterThan(b * 2);
}

test.describe("sign-up", () => {
  test("a new buyer signs up with the default 'Buyer Mood' and gets the buyer menu", async ({ page }) => {
    await page.goto("/signUp");
    await expect(page.getByText("Buyer Mood")).toBeVisible();
    await signUpViaUi(page, { role: "buyer" });
    await page.goto("/dashboard");
    await expect(dashboardMenu(page).getByRole("link", { name: "My orders" })).toBeVisible();
    await expect(dashboardMenu(page).getByRole("link", { name: "Add A Product" })).toHaveCount(0);
    await expect(dashboardMenu(page).getByRole("link", { name: "My Products" })).toHaveCount(0);
  });

  test("the 'Seller Mood' toggle makes the new account a seller", async ({ page }) => {
    const account = await signUpViaUi(page, { role: "seller" });
    await page.goto("/dashboard");
    await expect(dashboardMenu(page).getByRole("link", { name: "Add A Product" })).toBeVisible();
    await expect(dashboardMenu(page).getByRole("link", { name: "My Products" })).toBeVisible();
    await expect(dashboardMenu(page).getByRole("link", { name: "My orders" })).toHaveCount(0);
    // The display name set at sign-up is shown with the role.
    await expect(page.getByRole("complementary", { name: "Dashboard menu" })).toContainText(account.name);
  });

  test("Google popup sign-up lands as a buyer", async ({ page, context }) => {
    await serveGoogleStandIn(context);
    const account = newAccount("google");
    await page.goto("/signUp");
    await completeGooglePopup(page, page.getByRole("button", { name: "Continue with Google" }), account);
    await expect(page.getByText("Sign Up Successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Log Out" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(dashboardMenu(page).getByRole("link", { name: "My orders" })).toBeVisible();
    await expect(dashboardMenu(page).getByRole("link", { name: "Add A Product" })).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: "Dashboard menu" })).toContainText(account.name);
  });

  test("each validation message shows under its field", async ({ page }) => {
    await page.goto("/signUp");
    const form = page.getByRole("form", { name: "Sign Up" });
    await form.getByRole("button", { name: "Sign Up" }).click();
    await expectMessageUnder(form.getByLabel("Name"), "Enter your name");
    await expectMessageUnder(form.getByLabel("Email"), "Email Address is required");
    await expectMessageUnder(form.getByLabel("Password"), "Password is required");

    await form.getByLabel("Name").fill("Short Password");
    await form.getByLabel("Email").fill("short@e2e.motomart.test");
    await form.getByLabel("Password").fill("12345");
    await form.getByRole("button", { name: "Sign Up" }).click();
    await expectMessageUnder(form.getByLabel("Password"), "Passwords must be at least 6 characters");
    await expect(page.getByText("Enter your name")).toHaveCount(0);
    await expect(page.getByText("Email Address is required")).toHaveCount(0);
    await expect(page).toHaveURL(/\/signUp$/);
  });

  test("an email that is already registered shows the provider's error in red", async ({ page }) => {
    await page.goto("/signUp");
    const form = page.getByRole("form", { name: "Sign Up" });
    await form.getByLabel("Name").fill("Second Buyer");
    await form.getByLabel("Email").fill(DEMO.buyer.email);
    await form.getByLabel("Password").fill("Another#2026");
    await form.getByRole("button", { name: "Sign Up" }).click();
    const error = form.getByRole("alert").filter({ hasText: "An account with this email address already exists." });
    await expect(error).toBeVisible();
    await expectRed(error);
    await expect(page.getByText("Sign Up Successfully")).toHaveCount(0);
  });

  test("the login link on sign-up leads to /login", async ({ page }) => {
    await page.goto("/signUp");
    await page.getByRole("link", { name: "Already Have a Account? Please Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("login", () => {
  test("each validation message shows under its field", async ({ page }) => {
    await page.goto("/login");
    const form = page.getByRole("form", { name: "Login" });
    await form.getByRole("button", { name: "Login" }).click();
    await expectMessageUnder(form.getByLabel("Email"), "Email Address is required");
    await expectMessageUnder(form.getByLabel("Password"), "Password is required");

    await form.getByLabel("Email").fill(DEMO.buyer.email);
    await form.getByLabel("Password").fill("abc");
    await form.getByRole("button", { name: "Login" }).click();
    await expectMessageUnder(form.getByLabel("Password"), "Passwords must be at least 6 characters");
    await expect(page.getByText("Email Address is required")).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a wrong password shows the provider's error in red and stays signed out", async ({ page }) => {
    await page.goto("/login");
    const form = page.getByRole("form", { name: "Login" });
    await form.getByLabel("Email").fill(DEMO.buyer.email);
    await form.getByLabel("Password").fill("Wrong#2026");
    await form.getByRole("button", { name: "Login" }).click();
    const error = form.getByRole("alert").filter({ hasText: "Wrong email or password." });
    await expect(error).toBeVisible();
    await expectRed(error);
    await expect(page.getByText("Login Successfully")).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).toBeVisible();
  });

  test("login returns the user to the page they came from", async ({ page }) => {
    await page.goto("/dashboard/myorder");
    await expect(page).toHaveURL(/\/login$/);
    await signInViaUi(page, DEMO.buyer, { stay: true });
    await expect(page).toHaveURL(/\/dashboard\/myorder$/);
    await expect(page.getByRole("heading", { name: "My orders" })).toBeVisible();
  });

  test("without an origin, login goes home", async ({ page }) => {
    await signInViaUi(page, DEMO.buyer);
    await expect(page).toHaveURL(/\/$/);
  });

  test("Log Out signs the user out and the dashboard asks for a login again", async ({ page }) => {
    await signInViaUi(page, DEMO.buyer);
    await signOutViaUi(page);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });
});
