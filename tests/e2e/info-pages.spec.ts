import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";

/**
 * The footer's links (ui/src/components/layout/footer.tsx): each one, clicked in the home page's
 * footer, opens its own page (ui/src/features/info, paths from edge-api/src/seo/app-paths.ts
 * INFO_ROUTES) with its heading and tab title; Contact Us opens the contact page. The FAQ's
 * questions open in place.
 */

interface FooterLink {
  group: "More from Motorcycle" | "Help & Support" | "About Motorcycle";
  label: string;
  path: string;
  heading: string;
  /** What the tab's title contains, when it is not the heading. */
  title?: string;
}

const FOOTER_LINKS: FooterLink[] = [
  { group: "More from Motorcycle", label: "Sell Fast", path: "/sell-fast", heading: "Sell Fast" },
  { group: "More from Motorcycle", label: "Membership", path: "/membership", heading: "Membership" },
  { group: "More from Motorcycle", label: "Banner Ads", path: "/banner-ads", heading: "Banner Ads" },
  { group: "More from Motorcycle", label: "Ad Promotions", path: "/ad-promotions", heading: "Ad Promotions" },
  { group: "More from Motorcycle", label: "BikesGuide", path: "/bikes-guide", heading: "BikesGuide" },
  { group: "Help & Support", label: "FAQ", path: "/faq", heading: "FAQ" },
  { group: "Help & Support", label: "Stay safe", path: "/stay-safe", heading: "Stay safe" },
  { group: "Help & Support", label: "Contact Us", path: "/contactUs", heading: "We are here to help", title: "Contact Us" },
  { group: "About Motorcycle", label: "About Us", path: "/about", heading: "About Us" },
  { group: "About Motorcycle", label: "Careers", path: "/careers", heading: "Careers" },
  { group: "About Motorcycle", label: "Terms and Conditions", path: "/terms", heading: "Terms and Conditions" },
  { group: "About Motorcycle", label: "Privacy policy", path: "/privacy", heading: "Privacy policy" },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const link of FOOTER_LINKS) {
  test(`the footer's "${link.label}" (${link.group}) opens ${link.path}`, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: link.group }).getByRole("link", { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(link.path)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(link.heading);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(link.title ?? link.heading)));
  });
}

test("the FAQ's questions open, by a tap and from the keyboard", async ({ page }) => {
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1, name: "FAQ" })).toBeVisible();
  const questions = page.getByRole("article").locator("details");
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  expect(count).toBeGreaterThanOrEqual(5);

  for (let i = 0; i < count; i += 1) {
    const question = questions.nth(i);
    const answer = question.locator("p");
    await expect(question).not.toHaveAttribute("open");
    await expect(answer).toBeHidden();
    await question.locator("summary").click();
    await expect(question).toHaveAttribute("open", "");
    await expect(answer).toBeVisible();
  }
  // Every answer open: nothing on the page breaks an accessibility rule.
  await expectNoSeriousAxeViolations(page, "with every answer open");

  // A keyboard user closes and opens a question with Enter on its summary.
  const first = questions.first();
  await first.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(first).not.toHaveAttribute("open");
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("open", "");
});

test("an info page offers a way on: the other help page, the bikes for sale and the contact page", async ({ page }) => {
  await page.goto("/terms");
  const wayOn = page.getByRole("navigation", { name: "Where next" });
  await expect(wayOn.getByRole("link", { name: "FAQ", exact: true })).toHaveAttribute("href", "/faq");
  await expect(wayOn.getByRole("link", { name: "Stay safe", exact: true })).toHaveAttribute("href", "/stay-safe");
  await expect(wayOn.getByRole("link", { name: "Contact us", exact: true })).toHaveAttribute("href", "/contactUs");
  await wayOn.getByRole("link", { name: "See bikes for sale" }).click();
  await expect(page).toHaveURL(/\/bikes(\?|$)/);
});
