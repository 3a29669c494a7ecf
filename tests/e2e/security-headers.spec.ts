import { expect, test } from "./support/test";

/**
 * The security headers of edge-api/src/lib/platform/security-policy.ts as a browser gets them from
 * `wrangler dev`: pages and assets through the UI build's `_headers`, API answers through the
 * Worker. Locally (http) there is never HSTS. Every other spec fails on a CSP violation
 * (support/test.ts); these show the policy is really enforced.
 */
const SHARED = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

function expectSharedHeaders(headers: Record<string, string>, what: string) {
  expect(headers, what).toMatchObject(SHARED);
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
  expect(headers["strict-transport-security"], `${what}: no HSTS over http`).toBeUndefined();
}

test("pages, assets and the single-page fallback carry the pages' policy", async ({ page, request }) => {
  const home = (await page.goto("/"))!;
  const pagePolicy = home.headers()["content-security-policy"]!;
  expectSharedHeaders(home.headers(), "/");
  // Scripts only from our origin (and Google's loader for the popup sign-in); no inline script.
  expect(pagePolicy).toMatch(/script-src 'self' https:\/\/apis\.google\.com(;| https:\/\/js\.stripe\.com)/);
  expect(pagePolicy).not.toMatch(/script-src[^;]*'unsafe-inline'/);

  const script = await page.locator("script[src^='/assets/']").first().getAttribute("src");
  for (const asset of [script!, "/favicon.svg", "/images/bikes/sport-red.svg", "/vendor/scalar-api-reference.js"]) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expectSharedHeaders(response.headers(), asset);
    expect(response.headers()["content-security-policy"], asset).toBe(pagePolicy);
  }

  // A path the app routes itself is served index.html by the assets' fallback, with the same headers.
  const fallback = (await page.goto("/dashboard/no-such-screen"))!;
  expect(fallback.headers()["content-type"]).toContain("text/html");
  expect(fallback.headers()["content-security-policy"]).toBe(pagePolicy);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("API answers load nothing and cannot be framed, errors included", async ({ request }) => {
  for (const path of ["/api/health", "/api/categories", "/api/no-such-route"]) {
    const response = await request.get(path);
    expectSharedHeaders(response.headers(), path);
    expect(response.headers()["content-security-policy"], path).toBe("default-src 'none'; frame-ancestors 'none'");
  }
});

test("the API reference renders under its own policy", async ({ page, csp }) => {
  const response = (await page.goto("/api/docs"))!;
  expectSharedHeaders(response.headers(), "/api/docs");
  expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  await expect(page.getByRole("heading", { name: "MotoMart API" }).first()).toBeVisible();
  // Scalar's bundled zod probes once whether eval is allowed (`new Function("")`) and parses
  // without it when refused; the page keeps eval forbidden. Any other violation still fails.
  csp.take((violation) => violation.url.endsWith("/api/docs") && /\beval\b/.test(violation.text));
});

test("script injected into a page does not run", async ({ page, csp }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  // What an XSS would add: an inline <script> and an inline event handler.
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = 'script'";
    document.body.append(script);
    document.body.insertAdjacentHTML("beforeend", `<img src="/no-such-image.png" alt="" onerror="window.__injected = 'handler'">`);
  });
  await expect.poll(() => csp.violations.filter((violation) => /script-src-elem/.test(violation.text)).length).toBeGreaterThan(0);
  await expect.poll(() => csp.violations.filter((violation) => /script-src-attr/.test(violation.text)).length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
  expect(csp.take((violation) => /script-src-(elem|attr)|inline (script|event handler)/i.test(violation.text))).not.toEqual([]);
});

test("another site cannot show our pages in a frame", async ({ page, baseURL }) => {
  const refused = page.waitForEvent("console", (message) => message.text().includes("frame-ancestors 'none'"));
  await page.setContent(`<iframe title="framed" src="${baseURL}/"></iframe>`);
  await refused;
  await expect(page.frameLocator("iframe").getByRole("navigation", { name: "Main" })).toHaveCount(0);
});
