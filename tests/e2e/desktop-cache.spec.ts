import { createUserViaApi, deleteBikesViaApi, lastCategory, postBikesViaApi, auth } from "./support/api";
import { signIn, signOutViaUi } from "./support/auth";
import { asDesktopApp } from "./support/desktop";
import { startDesktopShell } from "./support/desktop-shell";
import { expect, test } from "./support/test";

/**
 * The desktop app and the website share the Worker and its edge cache (#34 point 6): in the app a
 * signed-in seller gets the Worker's own answers, so their change shows at once where visitors
 * still get the kept list, and nothing one user was answered reaches the next who signs in. The
 * renderer is the UI build in Chromium with the preload stand-in, served by the app's own app://
 * handler (support/desktop-shell.ts) in front of the test Worker.
 */
test.use({ edgeCache: true });

const emulator = process.env.TEST_AUTH_EMULATOR_HOST;
const uiRoot = process.env.E2E_UI_DIR;
if (!emulator || !uiRoot) throw new Error("TEST_AUTH_EMULATOR_HOST and E2E_UI_DIR are not set: run the browser tests through `npm test`.");

test("a seller in the desktop app sees their own change at once and never another user's answers", async ({
  browser,
  baseURL,
  request,
}) => {
  const shell = await startDesktopShell({ apiOrigin: baseURL!, uiRoot, authEmulatorOrigin: `http://${emulator}` });
  const [first, second] = [await createUserViaApi(request, "seller", "desk-a"), await createUserViaApi(request, "seller", "desk-b")];
  const word = `Deskcache${Date.now()}`;
  const categoryId = (await lastCategory(request))._id;
  const [firstBike] = (await postBikesViaApi(request, first, categoryId, [`${word} Tourer`])) as [number];
  const [secondBike] = (await postBikesViaApi(request, second, categoryId, [`Deskother${Date.now()} Scrambler`])) as [number];
  const card = `main a[href="/bike/${firstBike}"]:not([aria-hidden])`;
  try {
    // A visitor's search is kept at the edge, and still lists the bike after the seller withdraws it.
    const listed = async () => (await (await request.get(`/api/bikes?q=${word}&limit=12`)).text()).includes(`"_id":${firstBike}`);
    expect(await listed()).toBe(true);
    const withdrawn = await request.put(`/api/bikes/my/${firstBike}/status`, { data: { status: "withdrawn" }, headers: auth(first.token) });
    expect(withdrawn.ok()).toBe(true);
    expect(await listed()).toBe(true);

    const context = await browser.newContext({ baseURL: shell.url });
    const page = await context.newPage();
    await asDesktopApp(page);
    await signIn(page, first);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/bikes" && response.url().includes(word));
    await page.goto(`/bikes?q=${word}`);
    // The Worker's own answer, not the kept one: the seller sees their withdrawal at once.
    expect((await answer).headers()["x-edge-cache"]).toBe("refresh");
    await expect(page.getByRole("heading", { level: 1, name: `Bikes matching “${word}”` })).toBeVisible();
    await expect(page.locator(card)).toHaveCount(0);

    await page.goto("/dashboard/myproduct");
    await expect(page.getByText(`${word} Tourer`)).toBeVisible();
    await signOutViaUi(page);
    // The next seller on the same app sees their own products, nothing the first one was answered.
    await signIn(page, second);
    await page.goto("/dashboard/myproduct");
    await expect(
      page
        .getByRole("link", { name: /Deskother\d+ Scrambler/ })
        .or(page.getByText(/Deskother\d+ Scrambler/))
        .first(),
    ).toBeVisible();
    await expect(page.getByText(`${word} Tourer`)).toHaveCount(0);
    await context.close();
  } finally {
    await deleteBikesViaApi(request, first, [firstBike]);
    await deleteBikesViaApi(request, second, [secondBike]);
    await shell.close();
  }
});
