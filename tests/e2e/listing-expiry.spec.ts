import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { signIn } from "./support/auth";
import { createUserViaApi, deleteBikesViaApi, lastCategory, postBikesViaApi } from "./support/api";
import { setListingEnd } from "./support/database";

/**
 * Ads that end (#38 point 4): when a listing's 60 days pass, the hourly Cron Trigger ends it — its
 * page says so and offers similar bikes — and its seller renews it from My products, one at a time
 * or all that end soon at once.
 */
test("a listing whose 60 days pass ends; its seller renews it, and one ending soon, from My products", async ({
  browser,
  page,
  request,
}) => {
  const seller = await createUserViaApi(request, "seller", "expiry");
  const category = await lastCategory(request);
  const tag = Date.now().toString(36);
  const [endedName, endingName] = [`Expiry Ended ${tag}`, `Expiry Ending ${tag}`];
  const [ended, ending] = (await postBikesViaApi(request, seller, category._id, [endedName, endingName])) as [number, number];
  try {
    await setListingEnd([ended], "-1 minute");
    await setListingEnd([ending], "3 days");
    // The hourly Cron Trigger, as wrangler dev --test-scheduled runs it.
    expect((await request.get("/cdn-cgi/handler/scheduled?cron=0+*+*+*+*")).ok()).toBe(true);

    await page.goto(`/bike/${ended}`);
    await expect(page.getByText("This listing has ended. The bike is no longer for sale.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Similar bikes for sale" })).toBeVisible();

    const sellerPage = await (await browser.newContext()).newPage();
    await signIn(sellerPage, seller);
    await sellerPage.goto("/dashboard/myproduct");
    const row = (name: string) => sellerPage.getByRole("row").filter({ hasText: name });
    await expect(row(endedName)).toContainText("ended");
    await expect(row(endingName)).toContainText("Ends");
    await expect(sellerPage.getByText("2 listings have ended or end within 7 days.")).toBeVisible();
    await expectNoSeriousAxeViolations(sellerPage, "(listings ending)");

    await row(endedName)
      .getByRole("button", { name: `Renew ${endedName}` })
      .click();
    await expect(sellerPage.getByText(`${endedName} is renewed: it is for sale until`)).toBeVisible();
    await expect(row(endedName)).toContainText("available");
    await expect(sellerPage.getByText("1 listing has ended or ends within 7 days.")).toBeVisible();
    await sellerPage.getByRole("button", { name: "Renew it" }).click();
    await expect(sellerPage.getByText("1 listing renewed: for sale until")).toBeVisible();
    await expect(sellerPage.getByText(/within 7 days/)).toHaveCount(0);

    // For sale again: its page says nothing of an end.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: endedName })).toBeVisible();
    await expect(page.getByText("This listing has ended.")).toHaveCount(0);
  } finally {
    await deleteBikesViaApi(request, seller, [ended, ending]);
  }
});
