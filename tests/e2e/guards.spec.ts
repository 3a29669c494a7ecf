import { expect, test, type Page } from "./support/test";
import { DEMO, signIn, type Account } from "./support/auth";

/**
 * docs/product-spec.md §2 route guards: signed-out users and users without the page's role land on
 * /login — except a buyer opening a seller's page, who is offered to start selling, and a seller
 * opening My orders, since sellers buy too (#33).
 */
const ROLE_PAGES = {
  seller: ["/dashboard/addproduct", "/dashboard/editproduct/1", "/dashboard/myproduct"],
  admin: ["/dashboard/allsellers", "/dashboard/allbuyers", "/dashboard/reporteditems", "/dashboard/messages"],
  buyer: ["/dashboard/myorder"],
} as const;

async function expectSentToLogin(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("form", { name: "Login" })).toBeVisible();
}

test("anonymous visitors are sent to /login from every dashboard page", async ({ page }) => {
  for (const path of ["/dashboard", "/dashboard/myorder/payment/1", ...Object.values(ROLE_PAGES).flat()]) {
    await expectSentToLogin(page, path);
  }
});

const cases: { who: string; account: Account; allowed: string; heading: string; forbidden: string[] }[] = [
  {
    who: "a buyer",
    account: DEMO.buyer,
    allowed: "/dashboard/myorder",
    heading: "My orders",
    forbidden: [...ROLE_PAGES.admin],
  },
  {
    who: "a seller",
    account: DEMO.seller,
    allowed: "/dashboard/myproduct",
    heading: "My Products",
    forbidden: [...ROLE_PAGES.admin],
  },
  {
    who: "the admin",
    account: DEMO.admin,
    allowed: "/dashboard/allsellers",
    heading: "All Sellers",
    forbidden: [...ROLE_PAGES.seller, ...ROLE_PAGES.buyer],
  },
];

for (const { who, account, allowed, heading, forbidden } of cases) {
  test(`${who} opens their own pages and is sent to /login from other roles' pages`, async ({ page }) => {
    await signIn(page, account);
    await page.goto(allowed);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${allowed}$`));
    for (const path of forbidden) {
      await expectSentToLogin(page, path);
      // Still signed in: the login page says why this account cannot open the page.
      await expect(
        page.getByRole("status").filter({ hasText: `You are signed in as ${account.email}, which cannot open that page.` }),
      ).toBeVisible();
    }
  });
}

test("a buyer opening a seller's page is offered to start selling; a seller opens My orders", async ({ page }) => {
  await signIn(page, DEMO.buyer);
  for (const path of ROLE_PAGES.seller) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard\/start-selling$/);
    await expect(page.getByRole("heading", { level: 1, name: "Start selling" })).toBeVisible();
  }
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Log Out" }).click();
  await signIn(page, DEMO.seller);
  await page.goto("/dashboard/myorder");
  await expect(page.getByRole("heading", { level: 1, name: "My orders" })).toBeVisible();
});
