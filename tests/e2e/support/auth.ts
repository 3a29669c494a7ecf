/**
 * Shared sign-up / sign-in steps for the browser tests, done the way a user does them: through the
 * real forms, against the test stack's Auth emulator and API.
 */
import { expect, type Page } from "@playwright/test";

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** The demo accounts the test stack seeds (README). */
export const DEMO = {
  admin: { name: "Admin", email: "admin@motomart.test", password: "Admin#2026" },
  seller: { name: "Seller", email: "seller@motomart.test", password: "Seller#2026" },
  newSeller: { name: "New Seller", email: "newseller@motomart.test", password: "Seller#2026" },
  buyer: { name: "Buyer", email: "buyer@motomart.test", password: "Buyer#2026" },
} satisfies Record<string, Account>;

let counter = 0;

/** An email no other test (or earlier run against the same stack) uses. */
export function uniqueEmail(prefix = "rider"): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `${prefix}-${stamp}@e2e.motomart.test`;
}

/** A fresh account's details (nothing is created yet). */
export function newAccount(prefix = "rider"): Account {
  const email = uniqueEmail(prefix);
  return { name: `E2E ${prefix} ${email.split("@")[0]!.split("-").pop()}`, email, password: "Ride#2026" };
}

/**
 * Signs up through /signUp as a buyer (default) or a seller (the 'Buyer Mood' → 'Seller Mood'
 * toggle) and waits for 'Sign Up Successfully' and the role to be saved. Returns the account.
 */
export async function signUpViaUi(page: Page, options: Partial<Account> & { role?: "buyer" | "seller" } = {}): Promise<Account> {
  const role = options.role ?? "buyer";
  const account = { ...newAccount(role), ...options } as Account;
  await page.goto("/signUp");
  const form = page.getByRole("form", { name: "Sign Up" });
  await form.getByLabel("Name").fill(account.name);
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  if (role === "seller") {
    await form.getByText("Buyer Mood").click();
    await expect(form.getByText("Seller Mood")).toBeVisible();
  }
  await form.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Sign Up Successfully")).toBeVisible();
  // The user record is saved after the toast; sign-up then leaves the form.
  await expect(page).not.toHaveURL(/\/signUp$/);
  return account;
}

/** Fills /login (navigating there unless `stay` is set) and waits for 'Login Successfully'. */
export async function signInViaUi(
  page: Page,
  account: Pick<Account, "email" | "password">,
  options: { stay?: boolean } = {},
): Promise<void> {
  if (!options.stay) await page.goto("/login");
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login Successfully")).toBeVisible();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Signs out with the header's Log Out and waits for the Login link to come back. */
export async function signOutViaUi(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Log Out" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).toBeVisible();
}
