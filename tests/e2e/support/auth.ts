/**
 * Shared sign-up / sign-in steps for the browser tests, done the way a user does them: through the
 * real forms, against the test stack's Auth emulator and API — and `signIn`, which gives a fresh
 * browser context the session such a sign-in leaves behind without going through the form again.
 */
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { firebaseWebConfig } from "../../../ui/src/lib/firebase/config";
import { runner } from "./runner";

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

/** The Auth emulator's REST API (what the firebase SDK calls), as the SDK would call it. */
async function identityToolkit<T>(path: string, body: unknown): Promise<T> {
  const host = process.env.TEST_AUTH_EMULATOR_HOST;
  if (!host) throw new Error("TEST_AUTH_EMULATOR_HOST is not set: run the browser tests through `npm test`.");
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  expect(response.ok, `Auth emulator ${path}: ${response.status} ${JSON.stringify(json)}`).toBe(true);
  return json;
}

/**
 * Signs in on a fresh browser context without the login form: the Firebase SDK keeps its signed-in
 * user in IndexedDB (firebaseLocalStorageDb, ui/src/lib/firebase/auth-sdk.ts) and the app its
 * "signed in" hint in localStorage (ui/src/lib/auth/signed-in-hint.ts), so this puts there what a
 * sign-in through /login leaves — the same record, with the emulator's tokens for this account —
 * as Playwright's storage state. The next page the test opens starts signed in, as after a reload.
 * The form itself is what auth.spec.ts and the specs that still call `signInViaUi` test; a
 * context that has already opened a page (whose storage setStorageState would wipe) signs in
 * through the form as before.
 */
export async function signIn(page: Page, account: Pick<Account, "email" | "password">): Promise<void> {
  const context = page.context();
  if (context.pages().some((open) => open.url() !== "about:blank")) return signInViaUi(page, account);
  // The context's own baseURL (desktop-cache.spec.ts opens one on the desktop shell's origin); Playwright keeps its options there.
  const baseURL = (context as unknown as { _options?: { baseURL?: string } })._options?.baseURL ?? runner.url;
  const signedIn = await identityToolkit<{ localId: string; idToken: string; refreshToken: string; expiresIn: string }>(
    "accounts:signInWithPassword",
    { email: account.email, password: account.password, returnSecureToken: true },
  );
  const {
    users: [user],
  } = await identityToolkit<{
    users: { localId: string; email: string; emailVerified?: boolean; displayName?: string; createdAt?: string; lastLoginAt?: string }[];
  }>("accounts:lookup", { idToken: signedIn.idToken });
  expect(user, `no emulator account for ${account.email}`).toBeTruthy();
  const { apiKey } = firebaseWebConfig({ VITE_FIREBASE_PROJECT_ID: process.env.TEST_FIREBASE_PROJECT_ID }).options;
  const appName = "[DEFAULT]";
  // UserImpl.toJSON()'s shape (firebase/auth), which the SDK reads back on load and then refreshes from the emulator.
  const record = {
    uid: user!.localId,
    email: user!.email,
    emailVerified: user!.emailVerified ?? false,
    displayName: user!.displayName,
    isAnonymous: false,
    providerData: [
      {
        providerId: "password",
        uid: user!.email,
        displayName: user!.displayName ?? null,
        email: user!.email,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: signedIn.refreshToken,
      accessToken: signedIn.idToken,
      expirationTime: Date.now() + Number(signedIn.expiresIn) * 1000,
    },
    createdAt: user!.createdAt,
    lastLoginAt: user!.lastLoginAt,
    apiKey,
    appName,
  };
  const state = {
    cookies: [],
    origins: [
      {
        origin: new URL(baseURL).origin,
        localStorage: [{ name: "motomart:signed-in", value: "1" }],
        indexedDB: [
          {
            name: "firebaseLocalStorageDb",
            version: 1,
            stores: [
              {
                name: "firebaseLocalStorage",
                autoIncrement: false,
                keyPath: "fbase_key",
                records: [{ value: { fbase_key: `firebase:authUser:${apiKey}:${appName}`, value: record } }],
                indexes: [],
              },
            ],
          },
        ],
      },
    ],
  };
  // setStorageState restores IndexedDB as storageState({ indexedDB: true }) saves it; its type does not list it yet.
  await context.setStorageState(state as Parameters<BrowserContext["setStorageState"]>[0]);
}
