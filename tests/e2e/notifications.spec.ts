import { expect, test, type APIRequestContext } from "./support/test";
import { signIn } from "./support/auth";
import { auth, createUserViaApi, deleteAllBikesViaApi, deleteBikesViaApi, postBikesViaApi, type ApiUser } from "./support/api";
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

/** The first category and a fresh seller (without payouts), whose bikes go after the test. */
async function newSeller(request: APIRequestContext) {
  const [category] = (await (await request.get("/api/categories")).json()) as [{ _id: number }];
  seller = await createUserViaApi(request, "seller", "seller", { payouts: false });
  return { categoryId: category._id, owner: seller };
}

test("the bell counts unread notifications; opening one marks it read and leads to it; Mark all read clears the rest", async ({
  page,
  request,
}) => {
  const { categoryId, owner } = await newSeller(request);
  const stamp = Date.now().toString(36);
  const bikeIds = await postBikesViaApi(request, owner, categoryId, [`E2E Bell A ${stamp}`, `E2E Bell B ${stamp}`]);
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

  await signIn(page, owner);
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

test("a notification whose bike was deleted says it is no longer available instead of linking to a missing page", async ({
  page,
  request,
}) => {
  const { categoryId, owner } = await newSeller(request);
  const name = `E2E Gone ${Date.now().toString(36)}`;
  const [bikeId] = (await postBikesViaApi(request, owner, categoryId, [name])) as [number];
  // A buyer saved it; the seller sold it elsewhere (the buyer hears it, with a link to the bike), then deleted it.
  const buyer = await createUserViaApi(request, "buyer", "gonebuyer");
  expect((await request.put(`/api/saved-bikes/${bikeId}`, { headers: auth(buyer.token) })).ok()).toBe(true);
  const sold = await request.put(`/api/bikes/my/${bikeId}/status`, { data: { status: "sold_elsewhere" }, headers: auth(owner.token) });
  expect(sold.ok()).toBe(true);

  await signIn(page, buyer);
  await page.goto("/dashboard/notifications");
  const list = page.getByRole("list", { name: "Notifications" });
  const title = `Sold: ${name}, a bike you saved, is no longer for sale.`;
  await expect(list.getByRole("link", { name: title })).toBeVisible();

  await deleteBikesViaApi(request, owner, [bikeId]);
  await page.reload();
  const item = list.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("No longer available");
  await expect(item.getByRole("link")).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, "with a notification whose bike was deleted");
});

test("a visitor has no bell", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^Notifications/ })).toHaveCount(0);
});
