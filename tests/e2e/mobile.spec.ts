import { expect, test, type Page } from "./support/test";
import { DEMO, signIn } from "./support/auth";
import { firstBikes } from "./support/api";

/** docs/product-spec.md §2: the header's mobile dropdown and the dashboard's drawer toggle, on a phone. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("the header's menu opens on a phone and its links navigate", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const blog = nav.getByRole("link", { name: "Blog" });
  await expect(blog).toBeHidden();
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.tap();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(blog).toBeVisible();
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  await blog.tap();
  await expect(page).toHaveURL(/\/blog$/);
  // The menu closes after navigating.
  await expect(blog).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  // Nothing sticks out sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the dashboard drawer opens on a phone and its menu navigates", async ({ page }) => {
  await signIn(page, DEMO.seller);
  await page.goto("/dashboard");
  const drawer = page.getByRole("complementary", { name: "Dashboard menu" });
  const myProducts = drawer.getByRole("link", { name: "My Products" });
  await expect(myProducts).not.toBeInViewport();
  await page.getByRole("button", { name: "Open dashboard menu" }).tap();
  await expect(myProducts).toBeInViewport();
  await expect(drawer.getByRole("link", { name: "Add A Product" })).toBeInViewport();
  await myProducts.tap();
  await expect(page).toHaveURL(/\/dashboard\/myproduct$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Products" })).toBeVisible();
  await expect(myProducts).not.toBeInViewport();
  await expect(page.getByRole("button", { name: "Open dashboard menu" })).toHaveAttribute("aria-expanded", "false");
});

/** The code of the parts a rendered page loads on its own: the header's search, the bike's gallery, the home page below its fold. */
const LAZY_PART = /\/assets\/(header-search|bike-gallery|below-the-fold|ads-slider)-[\w-]+\.js$/;

/**
 * Marks the parts the Worker drew (by selector) as the page's HTML arrives, and records the page's
 * layout shifts and largest-paint candidates, so a test can tell whether React kept them.
 */
async function watchDrawnParts(page: Page, selectors: string[]) {
  await page.addInitScript((watched) => {
    const record = window as unknown as { shifts: { value: number; by: string }[]; paints: string[]; replaced: string[] };
    Object.assign(record, { shifts: [], paints: [], replaced: [] });
    document.addEventListener("DOMContentLoaded", () => {
      for (const selector of watched) {
        const drawn = document.querySelector(selector);
        if (drawn)
          new MutationObserver(() => drawn.isConnected || record.replaced.push(selector)).observe(document, {
            subtree: true,
            childList: true,
          });
      }
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
        record.shifts.push({
          value: entry.value,
          by: entry.sources.map((source) => (source.node as Element | undefined)?.className).join(", "),
        });
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        record.paints.push(entry.element?.getAttribute("alt") ?? entry.element?.tagName ?? "(gone)");
    }).observe({ type: "largest-contentful-paint", buffered: true });
  }, selectors);
}

const drawnParts = (page: Page) =>
  page.evaluate(() => {
    const { shifts, paints, replaced } = window as unknown as {
      shifts: { value: number; by: string }[];
      paints: string[];
      replaced: string[];
    };
    // What moved, and by how much (Chromium's layout shift score): a part redrawn moves the page by a tenth.
    const moved = shifts.reduce((sum, shift) => sum + shift.value, 0);
    return { moved, shifts: shifts.map((shift) => `${shift.value.toFixed(3)} by ${shift.by}`), paints, replaced: [...new Set(replaced)] };
  });

test("a bike's page holds still on a phone while the code of its gallery and search arrives", async ({ page, request }) => {
  const [bike] = await firstBikes(request, 1, {}, 1);
  // Their code comes a second late, as on a slow network: the sign-in state and the page's answers are there first.
  await page.route(LAZY_PART, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await watchDrawnParts(page, [".bike-gallery", "#site-search"]);
  await page.goto(`/bike/${bike!._id}`);
  await expect(page.locator(".bike-gallery__main")).toHaveClass(/swiper-initialized/);
  await expect(page.getByRole("combobox", { name: "Search bikes" })).toBeEditable();
  await expect(page.getByRole("link", { name: "Log in to see the phone number" })).toBeVisible();
  const { moved, shifts, paints, replaced } = await drawnParts(page);
  expect(replaced, "parts drawn by the Worker that React replaced").toEqual([]);
  // A button changing as the sign-in state arrives may nudge its row (~0.001); nothing more.
  expect(moved, `layout shifts: ${shifts.join("; ")}`).toBeLessThan(0.01);
  // The largest paint is the bike's picture as the Worker drew it, never a later redraw of it.
  expect(paints.filter((alt) => alt.startsWith(bike!.name))).toHaveLength(1);
});

test("the home page keeps its search and what is below its fold while their code arrives", async ({ page }) => {
  await page.route(LAZY_PART, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await watchDrawnParts(page, ["#site-search", "[aria-labelledby='ads-title']"]);
  await page.goto("/");
  await page.getByRole("region", { name: "Featured bikes from our sellers" }).scrollIntoViewIfNeeded();
  await expect(page.locator(".ads-swiper")).toHaveClass(/swiper-initialized/);
  await expect(page.getByRole("combobox", { name: "Search bikes" })).toBeEditable();
  const { moved, shifts, replaced } = await drawnParts(page);
  expect(replaced, "parts drawn by the Worker that React replaced").toEqual([]);
  expect(moved, `layout shifts: ${shifts.join("; ")}`).toBeLessThan(0.01);
});
