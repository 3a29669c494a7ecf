import { auth, createUserViaApi, deleteBikesViaApi, lastCategory, postBikesViaApi } from "./support/api";
import { signIn } from "./support/auth";
import { expect, test, type Page } from "./support/test";

/**
 * The edge cache as people meet it (#34, edge-api/src/cache): a visitor's lists come from it (the
 * search page is drawn by the Worker from its answers); the seller who changed a bike, signed in on
 * their browser, gets the Worker's own answers and sees the change at once. The other specs ask for
 * fresh answers (support/test.ts); this one does not.
 */
test.use({ edgeCache: true });

/** The search page's list call for `q`, as it is answered. */
const searchAnswer = (page: Page, q: string) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === "/api/bikes" && url.searchParams.get("q") === q;
  });

test("a visitor's search comes from the edge cache; the seller who withdraws the bike sees it gone at once, then visitors too", async ({
  browser,
  baseURL,
  request,
}) => {
  const seller = await createUserViaApi(request, "seller", "edge-cache");
  const word = `Cachetest${Date.now()}`;
  const name = `${word} Roadster`;
  const [bikeId] = (await postBikesViaApi(request, seller, (await lastCategory(request))._id, [name])) as [number];
  // The bike's card in the results (a "Did you mean" link may still name its model).
  const card = `main a[href="/bike/${bikeId}"]:not([aria-hidden])`;
  /** A new visitor (nothing of theirs cached) opening the search page. */
  const visit = async () => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto(`/bikes?q=${word}`);
    return { page, close: () => context.close() };
  };
  try {
    const first = await visit();
    await expect(first.page.locator(card)).toBeVisible();
    await first.close();

    const withdrawn = await request.put(`/api/bikes/my/${bikeId}/status`, { data: { status: "withdrawn" }, headers: auth(seller.token) });
    expect(withdrawn.ok()).toBe(true);
    // The list is kept at the edge: the next visitor still gets it as it was (within its lifetime, README).
    const second = await visit();
    await expect(second.page.locator(card)).toBeVisible();
    await second.close();

    // The seller, signed in on their browser, asks for the Worker's own answer at once.
    const sellerContext = await browser.newContext({ baseURL });
    const sellerPage = await sellerContext.newPage();
    await signIn(sellerPage, seller);
    const answer = searchAnswer(sellerPage, word);
    await sellerPage.goto(`/bikes?q=${word}`);
    expect((await answer).headers()["x-edge-cache"]).toBe("refresh");
    await expect(sellerPage.locator(card)).toHaveCount(0);
    await sellerContext.close();

    // The seller's fresh answer replaced the kept one: visitors no longer find it either.
    const third = await visit();
    await expect(third.page.getByRole("heading", { level: 1, name: `Bikes matching “${word}”` })).toBeVisible();
    await expect(third.page.locator(card)).toHaveCount(0);
    await third.close();
  } finally {
    await deleteBikesViaApi(request, seller, [bikeId]);
  }
});
