import { expect, test } from "./support/test";
import { DEMO } from "./support/auth";
import { serveGoogleStandIn } from "./support/google";

/**
 * The sign-in service out of reach (the Auth emulator locally, Firebase in production): every call
 * to it fails at the network, as when it is down. Login says so in a sentence and works again once
 * it is back.
 */
test("login with the sign-in service down shows a clear message, and works once it is back", async ({ page }) => {
  const signInService = "**/identitytoolkit.googleapis.com/**";
  await page.route(signInService, (route) => route.abort("connectionrefused"));
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Email").fill(DEMO.buyer.email);
  await form.getByLabel("Password").fill(DEMO.buyer.password);
  await form.getByRole("button", { name: "Login" }).click();
  await expect(form.getByText("Cannot reach the sign-in service. Check your connection and try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Login Successfully")).toHaveCount(0);

  await page.unroute(signInService);
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login Successfully")).toBeVisible();
  await expect(page).not.toHaveURL(/\/login$/);
});

/**
 * "Continue with Google" with the sign-in service out of reach explains that Google sign-in needs
 * it, in a sentence (never "Firebase: Error (auth/internal-error)."): when Google's sign-in loader
 * cannot load (an offline machine), and when the Auth emulator is down so Google's window shows
 * an error page the user closes.
 */
const GOOGLE_NEEDS_SERVICE =
  "Google sign-in needs the sign-in service, which cannot be reached right now. Check your connection and try again, or sign up with your email and password.";

test("Continue with Google without Google's sign-in loader says it needs the sign-in service", async ({ page, context }) => {
  await context.route("https://apis.google.com/**", (route) => route.abort("internetdisconnected"));
  await page.goto("/signUp");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  const form = page.getByRole("form", { name: "Sign Up" });
  await expect(form.getByRole("alert")).toHaveText(GOOGLE_NEEDS_SERVICE, { timeout: 20_000 });
  await expect(page.getByText(/auth\/|Firebase:/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
});

test("Continue with Google with the Auth emulator down says it needs the sign-in service once its window is closed", async ({
  page,
  context,
}) => {
  await serveGoogleStandIn(context);
  const emulator = `http://${process.env.TEST_AUTH_EMULATOR_HOST}/**`;
  await context.route(emulator, (route) => route.abort("connectionrefused"));
  await page.goto("/signUp");
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  const popup = await popupOpened;
  await popup.close();
  const form = page.getByRole("form", { name: "Sign Up" });
  await expect(form.getByRole("alert")).toHaveText(GOOGLE_NEEDS_SERVICE, { timeout: 20_000 });
  await expect(page.getByText(/auth\/|Firebase:/)).toHaveCount(0);
});
