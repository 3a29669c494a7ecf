import { expect, test } from "./support/test";
import { DEMO, signIn } from "./support/auth";
import { createUserViaApi } from "./support/api";

test("the admin verifies a new seller: 'verified successful.' and the verify text", async ({ page, request }) => {
  const seller = await createUserViaApi(request, "seller");
  await signIn(page, DEMO.admin);
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
  await signIn(page, DEMO.admin);
  await page.goto("/dashboard/allbuyers");
  await expect(page.getByRole("heading", { level: 1, name: "All Buyers" })).toBeVisible();
  // Among many buyers, the search finds this one by part of their email.
  await page.getByRole("searchbox", { name: "Search buyers" }).fill(buyer.email.split("@")[0]!);
  const row = page.getByRole("row").filter({ hasText: buyer.email });
  await expect(row).toContainText(buyer.name);
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);

  // Cancelling the confirmation (the app's own dialog, saying what goes with the account) keeps it.
  await row.getByRole("button", { name: `Delete ${buyer.name}` }).click();
  const question = page.getByRole("dialog", { name: `Delete ${buyer.name} (${buyer.email})?` });
  await expect(question).toContainText("their bookings");
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(row).toBeVisible();
  await expect(page.getByText("Delete successful.")).toHaveCount(0);

  await row.getByRole("button", { name: `Delete ${buyer.name}` }).click();
  await question.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByText("Delete successful.")).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "All Buyers" })).toBeVisible();
  await expect(page.getByRole("row").first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: buyer.email })).toHaveCount(0);
});
