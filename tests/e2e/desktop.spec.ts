import { expect, test, type Page } from "@playwright/test";

/**
 * The desktop app's renderer features in Chromium, through the same preload contract the app
 * exposes: `window.motomartDesktop` is a stand-in here that hands over a CSV "chosen in the native
 * dialog" and records what the app asks of the main process.
 */
const emulator = process.env.TEST_AUTH_EMULATOR_HOST;
if (!emulator) throw new Error("TEST_AUTH_EMULATOR_HOST is not set: run the browser tests through `npm test`.");

const HEADER = "name,category,picture,location,country,city,model,engineCc,monthsUsed,resalePrice,originalPrice,sellerName,phone,description,condition";
const line = (name: string, over: Partial<Record<"category" | "resalePrice" | "phone" | "condition", string>> = {}) =>
  [name, over.category ?? "Sports", "/images/bikes/sport-blue.svg", "Dhaka", "Bangladesh", "Dhaka", "R15", "155", "12", over.resalePrice ?? "2450", "3200", "", over.phone ?? "01711111111", "Well kept", over.condition ?? "good"].join(",");

async function signUpSeller(baseURL: string): Promise<{ email: string; password: string }> {
  const email = `desktop-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@test.motomart`;
  const password = "secret-123";
  const response = await fetch(`http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, displayName: "Desktop Seller", returnSecureToken: true }),
  });
  const { idToken } = (await response.json()) as { idToken: string };
  const saved = await fetch(`${baseURL}/api/users`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ name: "Desktop Seller", email, role: "seller" }),
  });
  expect(saved.ok).toBe(true);
  return { email, password };
}

/** Installs the preload stand-in; `next CSV` is what the native open dialog will return. */
async function asDesktopApp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csv: { name: string; text: string } | null; __calls: unknown[][]; motomartDesktop: unknown };
    w.__csv = null;
    w.__calls = [];
    w.motomartDesktop = {
      platform: "linux",
      version: "test",
      openCsv: async () => (w.__calls.push(["csv:open"]), w.__csv),
      saveCsv: async (name: string, text: string) => (w.__calls.push(["csv:save", name, text.split("\r\n")[0]]), true),
      notify: async (n: unknown) => void w.__calls.push(["notify", n]),
      setRole: async (role: unknown) => void w.__calls.push(["session:role", role]),
      onCommand: () => () => undefined,
    };
  });
}

/** Asks for My Products signed out, logs in on the page the guard sends us to, and comes back. */
async function openMyProducts(page: Page, seller: { email: string; password: string }) {
  await page.goto("/dashboard/myproduct");
  await page.getByLabel("Email").fill(seller.email);
  await page.getByLabel("Password").fill(seller.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "My Products" })).toBeVisible();
}

const nextCsv = (page: Page, name: string, rows: string[]) =>
  page.evaluate(([n, text]) => void ((window as unknown as { __csv: unknown }).__csv = { name: n, text }), [name, [HEADER, ...rows].join("\n")] as const);

test("CSV import in the desktop app: bad rows are shown before anything is saved; a 1,000-row file is saved in one request", async ({ page, baseURL }) => {
  const seller = await signUpSeller(baseURL!);
  await asDesktopApp(page);
  const bulkPosts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/bikes/bulk") bulkPosts.push(request.url());
  });

  await openMyProducts(page, seller);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __calls: unknown[][] }).__calls.some((c) => c[0] === "session:role" && c[1] === "seller"))).toBe(true);

  // A file with bad rows: the preview names each one; Save stays disabled; nothing is sent.
  await nextCsv(page, "bad.csv", [line("Good one"), line("Cheap", { resalePrice: "-5" }), line("Mint", { condition: "mint", category: "Spaceships" })]);
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import bad.csv" });
  await expect(dialog.getByText("3 rows: 1 ready, 2 with errors")).toBeVisible();
  await expect(dialog.locator("tr[data-line='3']")).toContainText("resalePrice: Resale price must be a positive number");
  await expect(dialog.locator("tr[data-line='4']")).toContainText('category: Unknown category "Spaceships"');
  await expect(dialog.locator("tr[data-line='4']")).toContainText("condition: Condition must be excellent, good or fair");
  await expect(dialog.getByRole("button", { name: /^Save/ })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect(bulkPosts).toEqual([]);

  // A good 1,000-row file: one request, and the list shows the imported bikes.
  await nextCsv(page, "fleet.csv", Array.from({ length: 1000 }, (_, i) => line(`Fleet bike ${i + 1}`)));
  await page.getByRole("button", { name: "Import CSV" }).click();
  const fleet = page.getByRole("dialog", { name: "Import fleet.csv" });
  await expect(fleet.getByText("1000 rows: 1000 ready, 0 with errors")).toBeVisible();
  await fleet.getByRole("button", { name: "Save 1000 bikes" }).click();
  await expect(page.getByText("Imported 1000 bikes.")).toBeVisible();
  expect(bulkPosts).toHaveLength(1);
  await expect(page.getByText("Fleet bike 1000").first()).toBeVisible();

  // Export goes to the native save dialog with the import's columns.
  await page.getByRole("button", { name: "Export CSV" }).click();
  await expect(page.getByText("Exported 1000 bikes.")).toBeVisible();
  const save = await page.evaluate(() => (window as unknown as { __calls: unknown[][] }).__calls.find((c) => c[0] === "csv:save"));
  expect(save?.[2]).toBe(`${HEADER},status,advertised`);
});

test("on the website the desktop-only tools are absent and CSV import is a plain file input", async ({ page, baseURL }) => {
  const seller = await signUpSeller(baseURL!);
  await openMyProducts(page, seller);
  await expect(page.getByRole("button", { name: "Select several…" })).toHaveCount(0);
  await page.getByLabel("CSV file of bikes to import").setInputFiles({ name: "web.csv", mimeType: "text/csv", buffer: Buffer.from([HEADER, line("Web bike", { phone: "nope" })].join("\n")) });
  await expect(page.getByRole("dialog", { name: "Import web.csv" }).locator("tr[data-line='2']")).toContainText("phone: Phone must be a phone number");
});
