import { expect, test } from "./support/test";
import { RATE_LIMITS } from "../../edge-api/src/lib/platform/rate-limits";
import { visitorAddress } from "./support/visitor-address";

/**
 * The real limit of `wrangler dev` (edge-api/src/lib/platform/rate-limits.ts), reached by one visitor: the
 * browser and the test's own requests come from one made-up address (support/visitor-address.ts),
 * so the test uses up nobody else's allowance.
 */
const contact = RATE_LIMITS.find((rule) => rule.path === "/api/contact")!;

test("the contact form shows the server's message when a visitor has sent too many, and keeps what they wrote", async ({ page }) => {
  const visitor = { "CF-Connecting-IP": visitorAddress() };
  await page.setExtraHTTPHeaders(visitor);
  // The local limiter counts in windows aligned to the clock: start the burst with time to spare.
  const left = contact.period * 1000 - (Date.now() % (contact.period * 1000));
  if (left < 15_000) await page.waitForTimeout(left + 200);

  // The visitor has already sent as many messages as allowed (the same call the form makes).
  for (let n = 1; n <= contact.limit; n++) {
    const sent = await page.request.post("/api/contact", {
      data: { name: "Rita Rider", email: "rita@example.com", message: `Message ${n}` },
      headers: visitor,
    });
    expect(sent.status()).toBe(201);
  }

  await page.goto("/contactUs");
  const form = page.getByRole("form", { name: "Contact" });
  await form.getByLabel("Name").fill("Rita Rider");
  await form.getByLabel("Email").fill("rita@example.com");
  await form.getByLabel("Message").fill("One more question about the Hornet.");
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/contact") && response.request().method() === "POST");
  await form.getByRole("button", { name: "Send message" }).click();
  const response = await answered;
  expect(response.status()).toBe(429);
  expect(response.headers()["retry-after"]).toBe(String(contact.period));

  await expect(page.getByText(contact.message)).toBeVisible();
  await expect(page.getByText(/reached the MotoMart team|Message sent/)).toHaveCount(0);
  await expect(form.getByLabel("Message")).toHaveValue("One more question about the Hornet.");
});
