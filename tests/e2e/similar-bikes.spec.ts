import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { auth, createUserViaApi, deleteBikesViaApi, lastCategory, postBikesViaApi } from "./support/api";

/**
 * Similar bikes (#38 point 5): a bike's page shows bikes for sale like it — the same model first,
 * then its category's of the same engine size near its price — and keeps showing them once the
 * bike is no longer for sale, so a visitor who came too late has a way on.
 */
test("a bike page lists similar bikes for sale, and still does once the bike is withdrawn", async ({ page, request }) => {
  const seller = await createUserViaApi(request, "seller", "similar");
  const category = await lastCategory(request);
  const model = `Similartest ${Date.now().toString(36)}`;
  const same = { model, engineCc: 300 };
  const [bikeId, older, newer] = await postBikesViaApi(request, seller, category._id, [`${model} A`, `${model} B`, `${model} C`], {
    ...same,
    resalePrice: 2000,
  });
  // Two other models of the same size, near the price ($1,500 and $1,501): one for sale, one withdrawn.
  const [near, gone] = await postBikesViaApi(request, seller, category._id, [`${model} Near`, `${model} Gone`], { engineCc: 320 });
  await request.put(`/api/bikes/my/${gone}/status`, { data: { status: "withdrawn" }, headers: auth(seller.token) });
  try {
    await page.goto(`/bike/${bikeId}`);
    const similar = page.getByRole("list", { name: "Similar bikes" });
    await expect(page.getByRole("heading", { level: 2, name: "Similar bikes for sale" })).toBeVisible();
    const names = similar.getByRole("heading", { level: 2 });
    await expect(names.first()).toHaveText(`${model} C`);
    await expect(names.nth(1)).toHaveText(`${model} B`);
    await expect(similar.getByRole("link", { name: `${model} Near`, exact: true })).toBeVisible();
    await expect(similar.getByRole("link", { name: `${model} A`, exact: true })).toHaveCount(0);
    await expect(similar.getByRole("link", { name: `${model} Gone`, exact: true })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, "(similar bikes)");

    // Withdrawn: the page says so and still offers the others.
    await request.put(`/api/bikes/my/${bikeId}/status`, { data: { status: "withdrawn" }, headers: auth(seller.token) });
    await page.reload();
    await expect(similar.getByRole("link", { name: `${model} C`, exact: true })).toBeVisible();
    await similar.getByRole("link", { name: `${model} B`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/bike/${older}$`));
    await expect(page.getByRole("heading", { level: 1, name: `${model} B` })).toBeVisible();
  } finally {
    await deleteBikesViaApi(request, seller, [bikeId!, older!, newer!, near!, gone!]);
  }
});
