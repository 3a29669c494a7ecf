import { expect, test } from "./support/test";
import { DEMO, signInViaUi } from "./support/auth";
import { createUserViaApi } from "./support/api";

test("the admin verifies a new seller: 'verified successful.' and the verify text", async ({ page, request }) => {
  const seller = await createUserViaApi(request, "seller");
  await signInViaUi(page, DEMO.admin);
  await page.goto("/dashboard/allsellers");
  await expect(page.getByRole("heading", { level: 1, name: "All Sellers" })).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: seller.email });
  await expect(row).toContainText(seller.name);
  await row.getByRole("button", { name: `Verify ${seller.name}` }).click();
  await expect(page.getByText("verified successful.")).toBeVisible();
  await expect(row.getByRole("button", { name: `Verify ${seller.name}` })).toHaveCount(0);
  await expect(row.getByRole("cell").nth(3)).toHaveText("verified");
  await expect(row.getByRole("img", { name: "Verified seller" })).toBeVisible();

  // The server kept it.
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: seller.email }).getByRole("cell").nth(3)).toHaveText("verified");
});

test("the admin deletes a buyer after confirming: 'Delete successful.' and the row is gone", async ({ page, request }) => {
  const buyer = await createUserViaApi(request, "buyer");
  await signInViaUi(page, DEMO.admin);
  await page.goto("/dashboard/allbuyers");
  await expect(page.getByRole("heading", { level: 1, name: "All Buyers" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: buyer.email });
  await expect(row).toContainText(buyer.name);

  // Cancelling the confirmation keeps the account.
  page.once("dialog", (dialog) => dialog.dismiss());
  await row.getByRole("button", { name: `Delete ${buyer.name}` }).click();
  await expect(row).toBeVisible();
  await expect(page.getByText("Delete successful.")).toHaveCount(0);

  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain(buyer.email);
    void dialog.accept();
  });
  await row.getByRole("button", { name: `Delete ${buyer.name}` }).click();
  await expect(page.getByText("Delete successful.")).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "All Buyers" })).toBeVisible();
  await expect(page.getByRole("row").first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: buyer.email })).toHaveCount(0);
});
