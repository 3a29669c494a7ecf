import { devices, expect, test } from "./support/test";
import { uniqueEmail } from "./support/auth";

/** Home's parts that read and write the API: top sellers and the subscribe strip. */

test("top sellers come from the API: verified sellers with their bikes for sale", async ({ page, request }) => {
  const sellers = (await (await request.get("/api/users/top-sellers")).json()) as {
    name: string;
    verified: boolean;
    bikesForSale: number;
  }[];
  expect(sellers.length).toBeGreaterThan(0);
  await page.goto("/");
  const section = page.getByRole("region", { name: "Trusted by riders across the country" });
  const cards = section.getByRole("listitem");
  await expect(cards).toHaveCount(sellers.length);
  for (const [index, seller] of sellers.entries()) {
    await expect(cards.nth(index)).toContainText(seller.name);
    await expect(cards.nth(index)).toContainText(`${seller.bikesForSale} ${seller.bikesForSale === 1 ? "bike" : "bikes"} for sale`);
    await expect(cards.nth(index).getByRole("img", { name: "Verified seller" })).toBeVisible();
  }
});

test("subscribing: a new address is thanked, the same address again is told it is already subscribed", async ({ page }) => {
  const email = uniqueEmail("news");
  await page.goto("/");
  const form = page.getByRole("form", { name: "Subscribe" });
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Email Address is required")).toBeVisible();

  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(`Thanks for subscribing! Deals will arrive at ${email}.`)).toBeVisible();
  await expect(form.getByLabel("Email address")).toHaveValue("");

  await form.getByLabel("Email address").fill(email.toUpperCase());
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(`${email.toUpperCase()} is already subscribed — deals keep coming.`)).toBeVisible();
});

test("subscribing: the server's message for the address shows under the field", async ({ page }) => {
  // Passes the form's own check, fails the server's (too long for an email address).
  const email = `${"a".repeat(250)}@example.com`;
  await page.goto("/");
  const form = page.getByRole("form", { name: "Subscribe" });
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("alert")).toHaveText("Email Address is too long");
  await expect(form.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
});

test.describe("on a phone", () => {
  // Firebase Auth readies Google's popup at start-up on phones (its user-agent check), as Lighthouse's mobile run sees it.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: devices["Pixel 7"].userAgent });

  test("a visitor's page loads none of Google's sign-in scripts: only a Google sign-in does (#34)", async ({ page }) => {
    const google: string[] = [];
    page.on("request", (request) => {
      if (/apis\.google\.com|accounts\.google\.com|\/__\/auth\/iframe/.test(request.url())) google.push(request.url());
    });
    await page.goto("/");
    // Firebase Auth has loaded and answered who is signed in: the menu offers Login.
    await expect(page.locator('header a[href="/login"]')).toBeAttached();
    await page.waitForLoadState("networkidle");
    expect(google).toEqual([]);
  });
});
