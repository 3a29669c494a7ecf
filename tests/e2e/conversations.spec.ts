import { expect, test, type Browser, type Page } from "./support/test";
import { signIn, signInViaUi } from "./support/auth";
import { sellerBikeAndBuyer, type ApiUser } from "./support/api";
import { expectNoSeriousAxeViolations } from "./support/axe";

/**
 * "Ask the seller" (features/conversations): a buyer asks from a bike page, the seller answers from
 * Messages, and each side sees the other's message while the page stays open — through the
 * conversation's live socket (a Durable Object in wrangler dev), or by polling when it has none.
 * Each test has its own seller, buyer and bike.
 */
let seller: ApiUser;
let buyer: ApiUser;
let bikeId: number;
let bikeName: string;

test.beforeEach(async ({ request }) => {
  ({ seller, buyer, bikeId, bikeName } = await sellerBikeAndBuyer(request, {
    seller: "convseller",
    buyer: "convbuyer",
    bike: "E2E Asked Bike",
  }));
});

/** A signed-in page of its own browser context (its own session). */
async function signedIn(browser: Browser, who: ApiUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
}

/** The buyer asks from the bike page and lands on the conversation. */
async function askFromBikePage(page: Page, question: string) {
  await page.goto(`/bike/${bikeId}`);
  await page.getByRole("link", { name: `Ask the seller about ${bikeName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Ask about ${bikeName}` })).toBeVisible();
  const form = page.getByRole("form", { name: "Your question" });
  await form.getByLabel("Your question").fill(question);
  await expect(form.getByText(`${question.length} / 2,000 characters`)).toBeVisible();
  await form.getByRole("button", { name: "Send question" }).click();
  await expect(page).toHaveURL(/\/dashboard\/inbox\/\d+$/);
  await expect(page.getByRole("list", { name: "Messages" }).getByText(question)).toBeVisible();
}

test("a buyer asks, the seller replies, and the buyer sees the reply without reloading", async ({ browser }) => {
  const buyerPage = await signedIn(browser, buyer);
  const question = "Is it still available? Can I see it on Saturday?";
  await askFromBikePage(buyerPage, question);
  await expect(buyerPage.getByRole("status").filter({ hasText: "Live: new messages appear here." })).toBeVisible();
  await expectNoSeriousAxeViolations(buyerPage, "(thread)");
  // Set once: a reload would lose it.
  await buyerPage.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  const sellerPage = await signedIn(browser, seller);
  await sellerPage.goto("/dashboard");
  const messagesLink = sellerPage.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: /^Messages\s*,\s*1 unread$/ });
  await messagesLink.click();
  await expect(sellerPage.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  const row = sellerPage.getByRole("list", { name: "Conversations" }).getByRole("listitem").filter({ hasText: bikeName });
  await expect(row).toContainText(question);
  await expectNoSeriousAxeViolations(sellerPage, "(inbox)");
  await row.getByRole("link", { name: new RegExp(`^${bikeName}\\s*, with ${buyer.name}\\s*, 1 unread$`) }).click();
  await expect(sellerPage.getByRole("list", { name: "Messages" }).getByText(question)).toBeVisible();
  // Opening it read the message: the menu's count is gone.
  await expect(
    sellerPage.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Messages", exact: true }),
  ).toBeVisible();

  const reply = "Yes, it is. Saturday after 10 am works.";
  const composer = sellerPage.getByRole("form", { name: "Your message" });
  await composer.getByLabel("Your message").fill(reply);
  await composer.getByRole("button", { name: "Send" }).click();
  await expect(sellerPage.getByRole("list", { name: "Messages" }).getByText(reply)).toBeVisible();

  // Pushed through the live socket: well inside the 10 s the polling fallback would take.
  await expect(buyerPage.getByRole("list", { name: "Messages" }).getByText(reply)).toBeVisible({ timeout: 8_000 });
  expect(await buyerPage.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // And back the other way, while both pages stay open.
  const thanks = "Great, see you then.";
  await buyerPage.getByRole("form", { name: "Your message" }).getByLabel("Your message").fill(thanks);
  await buyerPage.getByRole("form", { name: "Your message" }).getByRole("button", { name: "Send" }).click();
  await expect(sellerPage.getByRole("list", { name: "Messages" }).getByText(thanks)).toBeVisible({ timeout: 8_000 });
  // Seen in the open thread, it waits nowhere (#33): not in the conversation's count, not in the bell.
  const seller$ = { Authorization: `Bearer ${seller.token}` };
  await expect
    .poll(async () => (await (await sellerPage.request.get("/api/conversations?limit=1", { headers: seller$ })).json()).unreadTotal)
    .toBe(0);
  const unreadMessages = async () => {
    const { items } = (await (await sellerPage.request.get("/api/notifications?limit=100", { headers: seller$ })).json()) as {
      items: { kind: string; read: boolean }[];
    };
    return items.filter((item) => item.kind === "message" && !item.read).length;
  };
  await expect.poll(unreadMessages).toBe(0);
  await expectNoSeriousAxeViolations(sellerPage, "(thread)");
});

test("without a live socket the open conversation polls, and a reply still appears without reloading", async ({ browser }) => {
  const buyerPage = await signedIn(browser, buyer);
  // Every socket to the live route is refused at once, as when a proxy drops WebSockets.
  await buyerPage.routeWebSocket(/\/api\/conversations\/\d+\/live$/, (socket) => socket.close());
  await askFromBikePage(buyerPage, "Does it come with a helmet?");
  await expect(buyerPage.getByRole("status").filter({ hasText: "New messages are checked every 10 seconds." })).toBeVisible();
  const conversationId = Number(/\/dashboard\/inbox\/(\d+)$/.exec(buyerPage.url())![1]);

  const sent = await buyerPage.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { body: "No helmet, sorry." },
    headers: { Authorization: `Bearer ${seller.token}` },
  });
  expect(sent.status()).toBe(201);
  await expect(buyerPage.getByRole("list", { name: "Messages" }).getByText("No helmet, sorry.")).toBeVisible({ timeout: 15_000 });
});

test("a visitor is sent to sign in and back; messages are checked at 2,000 characters and shown as text", async ({ page, browser }) => {
  await page.goto(`/bike/${bikeId}`);
  await page.getByRole("link", { name: `Ask the seller about ${bikeName}` }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInViaUi(page, buyer, { stay: true });
  await expect(page).toHaveURL(new RegExp(`/dashboard/inbox/new\\?bike=${bikeId}$`));
  await expectNoSeriousAxeViolations(page, "(ask the seller)");

  const form = page.getByRole("form", { name: "Your question" });
  await form.getByLabel("Your question").fill("x".repeat(2001));
  await expect(form.getByText("2,001 / 2,000 characters")).toBeVisible();
  await form.getByRole("button", { name: "Send question" }).click();
  await expect(form.getByText("Message must be at most 2,000 characters")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/inbox\/new\?/);

  // Markup is text: it shows as typed, and nothing of it runs.
  const markup = '<img src=x onerror="window.pwned=1"> <b>bold?</b>';
  await form.getByLabel("Your question").fill(markup);
  await form.getByRole("button", { name: "Send question" }).click();
  await expect(page.getByRole("list", { name: "Messages" }).getByText(markup)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

  // The bike's own seller has no "Ask the seller" on it (nor Book now, #33): once the page knows
  // it is theirs (its Edit link), neither is there.
  const sellerPage = await signedIn(browser, seller);
  await sellerPage.goto(`/bike/${bikeId}`);
  await expect(sellerPage.getByRole("heading", { level: 1, name: bikeName })).toBeVisible();
  await expect(sellerPage.getByRole("link", { name: `Edit ${bikeName}` })).toBeVisible();
  await expect(sellerPage.getByRole("button", { name: `Book now: ${bikeName}` })).toHaveCount(0);
  await expect(sellerPage.getByRole("link", { name: `Ask the seller about ${bikeName}` })).toHaveCount(0);
});
