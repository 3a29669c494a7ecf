import { expect, test, type Page } from "./support/test";
import { DEMO, signIn } from "./support/auth";
import { HOME_TITLE } from "../../edge-api/src/seo/page-text";

/**
 * The keyboard and motion on the home page and the menus: Tab never lands on a banner slide nobody
 * sees; Escape closes the header menu and the dashboard drawer and gives focus back to their
 * button; the sliders hold while focused or hovered; prefers-reduced-motion means no autoplay and
 * the statistics' final figures at once.
 *
 * The autoplay waits run on Playwright's clock (page.clock): the sliders' timers see the seconds go
 * by at once, while Swiper's 300 ms slide transitions (CSS, not timers) still take real time.
 */

/** docs/product-spec.md §9: the banner autoplays every 5000 ms, the ads slider every 3000 ms; the fixed statistics. */
const BANNER_AUTOPLAY_MS = 5000;
const ADS_AUTOPLAY_MS = 3000;
const STATISTICS = ["5000+", "2055+", "2945+", "9000+"];

const banner = (page: Page) => page.locator(".banner-swiper");
const ads = (page: Page) => page.locator(".ads-swiper");
/** The original index (data-swiper-slide-index) of a slider's active slide. */
const activeSlide = (slider: ReturnType<typeof banner>) => slider.locator(".swiper-slide-active").getAttribute("data-swiper-slide-index");

/**
 * The active slide once a hold has begun: a slide change the autoplay started just before the hover
 * or focus (Swiper's transition is 300 ms) is let finish first, so only a move during the hold counts.
 */
async function slideWhenHeld(slider: ReturnType<typeof banner>) {
  await slider.page().waitForTimeout(1000);
  return activeSlide(slider);
}

/** Home with both sliders running (swiper loads after the first paint). */
async function openHome(page: Page) {
  await page.goto("/");
  await expect(banner(page)).toHaveClass(/swiper-initialized/);
  await ads(page).scrollIntoViewIfNeeded();
  await expect(ads(page)).toHaveClass(/swiper-initialized/);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test("Tab through the banner: focus is only ever inside the slide on screen", async ({ page }) => {
  await openHome(page);
  let inBanner = 0;
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press("Tab");
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      const slide = element?.closest(".banner-swiper .swiper-slide");
      if (!element || !slide) return { inSlide: false, afterBanner: Boolean(element?.closest("#categories, .aim, .section")) };
      const box = element.getBoundingClientRect();
      const frame = document.querySelector(".banner-swiper")!.getBoundingClientRect();
      return {
        inSlide: true,
        active: slide.classList.contains("swiper-slide-active"),
        onScreen: box.left >= frame.left - 1 && box.right <= frame.right + 1,
        afterBanner: false,
      };
    });
    if (focus.inSlide) {
      inBanner++;
      expect(focus, `Tab ${step + 1} landed in a banner slide that is not on screen`).toEqual({
        inSlide: true,
        active: true,
        onScreen: true,
        afterBanner: false,
      });
    } else if (inBanner > 0 && focus.afterBanner) {
      break;
    }
  }
  // The visible slide's call to action took focus once; the hidden slides' never did.
  expect(inBanner).toBe(1);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("Escape closes the header menu and returns focus to its button", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const blog = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" });
    await expect(blog).toBeVisible();
    await blog.focus();
    await page.keyboard.press("Escape");
    await expect(blog).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes the dashboard drawer and returns focus to its button", async ({ page }) => {
    await signIn(page, DEMO.seller);
    await page.goto("/dashboard");
    const toggle = page.getByRole("button", { name: "Open dashboard menu" });
    await toggle.click();
    const myProducts = page.getByRole("complementary", { name: "Dashboard menu" }).getByRole("link", { name: "My Products" });
    await expect(myProducts).toBeInViewport();
    await myProducts.focus();
    await page.keyboard.press("Escape");
    await expect(myProducts).not.toBeInViewport();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test("with reduced motion the sliders stay put and the statistics show their final figures at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await openHome(page);
  const [bannerSlide, adSlide] = [await activeSlide(banner(page)), await activeSlide(ads(page))];

  const figures = page.getByRole("region", { name: "Statistics" }).locator(".stat__value [aria-hidden=true]");
  await figures.first().scrollIntoViewIfNeeded();
  // No count-up: the final figures, not on their way there (counting takes 8 s; 3 s allows a loaded machine).
  await expect(figures).toHaveText(STATISTICS, { timeout: 3_000 });

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.clock.runFor(Math.max(BANNER_AUTOPLAY_MS, ADS_AUTOPLAY_MS) + 1500);
  expect(await activeSlide(banner(page))).toBe(bannerSlide);
  expect(await activeSlide(ads(page))).toBe(adSlide);
});

test("between slides the home page asks for no frames, so a phone can rest", async ({ page }) => {
  await openHome(page);
  // Counted for 3 s of real time while both sliders play: a slide change asks for a few frames;
  // a loop that asks for every frame (Swiper's Autoplay module did, ~120 a second) asks for hundreds.
  const frames = await page.evaluate(async () => {
    let asked = 0;
    const original = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => {
      asked++;
      return original.call(window, callback);
    };
    await new Promise((resolve) => setTimeout(resolve, 3000));
    window.requestAnimationFrame = original;
    return asked;
  });
  expect(frames).toBeLessThan(30);
});

/** The level-1 headings in Chromium's own accessibility tree (what a screen reader is given: inert content is left out). */
async function levelOneHeadings(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: {
      ignored: boolean;
      role?: { value: string };
      name?: { value: string };
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  await cdp.detach();
  return nodes
    .filter((node) => !node.ignored && node.role?.value === "heading")
    .filter((node) => node.properties?.some((p) => p.name === "level" && p.value.value === 1))
    .map((node) => node.name?.value ?? "");
}

test("the home page keeps its one level-1 heading for screen readers while the banner moves", async ({ page }) => {
  await page.clock.install();
  await openHome(page);
  const first = await activeSlide(banner(page));
  expect(await levelOneHeadings(page)).toEqual([HOME_TITLE]);
  await page.clock.runFor(BANNER_AUTOPLAY_MS + 500);
  await expect.poll(() => activeSlide(banner(page))).not.toBe(first);
  expect(await levelOneHeadings(page), "with the second slide on screen").toEqual([HOME_TITLE]);
});

test("the sliders hold while focus is inside them, and move on once it leaves", async ({ page }) => {
  await page.clock.install();
  await openHome(page);
  await banner(page).locator(".swiper-slide-active a").focus();
  const first = await slideWhenHeld(banner(page));
  await page.clock.runFor(BANNER_AUTOPLAY_MS + 1500);
  expect(await activeSlide(banner(page))).toBe(first);

  await ads(page).locator(".swiper-slide-active a").first().focus();
  const ad = await slideWhenHeld(ads(page));
  await page.clock.runFor(ADS_AUTOPLAY_MS + 1500);
  expect(await activeSlide(ads(page))).toBe(ad);

  // Focus elsewhere: the banner moves on by itself again, within one autoplay delay.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).focus();
  await page.clock.runFor(BANNER_AUTOPLAY_MS + 500);
  await expect.poll(() => activeSlide(banner(page)), { timeout: BANNER_AUTOPLAY_MS + 5000 }).not.toBe(first);
});

test("the sliders hold while the mouse is over them, and move on once it leaves", async ({ page }) => {
  await page.clock.install();
  await openHome(page);
  await banner(page).hover();
  const first = await slideWhenHeld(banner(page));
  await page.clock.runFor(BANNER_AUTOPLAY_MS + 1500);
  expect(await activeSlide(banner(page))).toBe(first);
  await page.mouse.move(5, 5);
  await page.clock.runFor(BANNER_AUTOPLAY_MS + 500);
  await expect.poll(() => activeSlide(banner(page)), { timeout: BANNER_AUTOPLAY_MS + 5000 }).not.toBe(first);

  await ads(page).scrollIntoViewIfNeeded();
  await ads(page).hover();
  const ad = await slideWhenHeld(ads(page));
  await page.clock.runFor(ADS_AUTOPLAY_MS + 1500);
  expect(await activeSlide(ads(page))).toBe(ad);
});
