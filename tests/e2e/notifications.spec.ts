import { expect, test } from "./support/test";
import { signInViaUi } from "./support/auth";
import { auth, createUserViaApi, deleteAllBikesViaApi, postBikesViaApi, type ApiUser } from "./support/api";
import { expectNoSeriousAxeViolations } from "./support/axe";

/**
 * The header bell (#14 point 2): its unread count in its name and badge, the list newest first,
 * opening one (it is marked read and leads to what it is about), and Mark all read.
 */
let seller: ApiUser | undefined;

test.afterEach(async ({ request }) => {
  if (!seller) return;
  await deleteAllBikesViaApi(request, seller);
  seller = undefined;
});

test("the bell counts unread notifications; opening one marks it read and leads to it; Mark all read clears the rest", async ({
  page,
  request,
}) => {
  const [category] = (await (await request.get("/api/categories")).json()) as [{ _id: number }];
  seller = await createUserViaApi(request, "seller", "seller", { payouts: false });
  const stamp = Date.now().toString(36);
  const bikeIds = await postBikesViaApi(request, seller, category._id, [`E2E Bell A ${stamp}`, `E2E Bell B ${stamp}`]);
  // Three buyers ask about the seller's bikes: three "new message" notifications for the seller.
  const conversations: number[] = [];
  for (const [index, bikeId] of [bikeIds[0], bikeIds[1], bikeIds[0]].entries()) {
    const buyer = await createUserViaApi(request, "buyer", `bellbuyer${index}`);
    const asked = await request.post("/api/conversations", {
      data: { bikeId, body: `Question ${index + 1}: is it still available?` },
      headers: auth(buyer.token),
    });
    expect(asked.ok(), `POST /api/conversations: ${asked.status()}`).toBe(true);
    conversations.push(((await asked.json()) as { conversationId: number }).conversationId);
  }

  await signInViaUi(page, seller);
  await page.goto("/");
  const bell = page.getByRole("link", { name: "Notifications, 3 unread" });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveText("3");
  await bell.click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();

  // Newest first.
  const list = page.getByRole("list", { name: "Notifications" });
  const titles = list.getByRole("listitem").locator(".notification__title");
  await expect(titles).toHaveCount(3);
  await expect(titles.first()).toContainText("Question 3: is it still available?");
  await expect(titles.last()).toContainText("Question 1: is it still available?");
  await expectNoSeriousAxeViolations(page, "with unread notifications");

  // Opening one marks it read and opens its conversation.
  await list.getByRole("link", { name: /Question 2: is it still available\?/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/inbox/${conversations[1]}$`));
  await expect(page.getByRole("link", { name: "Notifications, 2 unread" })).toBeVisible();

  await page.goto("/dashboard/notifications");
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark all read" })).toHaveCount(0);
  await expect(list.getByText(", unread")).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, "all read");
});

test("a visitor has no bell", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^Notifications/ })).toHaveCount(0);
});
