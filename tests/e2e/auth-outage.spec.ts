import { expect, test } from "./support/test";
import { DEMO } from "./support/auth";

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
