import { expect, test, type APIRequestContext } from "./support/test";
import { signIn } from "./support/auth";
import { sellerBikeAndBuyer, type ApiUser } from "./support/api";
import { expectNoSeriousAxeViolations } from "./support/axe";

/**
 * Email (#37): what the app mails lands in the test stack's real mail server (MailDev), whose API
 * (GET /api/email) these tests read. A buyer's question to a seller who is not on the site reaches
 * the seller's inbox once; its link opens the conversation; its unsubscribe link works signed out,
 * and Email settings shows the switch it turned off.
 */
const INBOX = process.env.TEST_MAIL_INBOX_URL!;

interface Mail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
}

/** The mails `address` received about conversations (a new seller also hears that their payouts are connected). */
async function messageMailsTo(request: APIRequestContext, address: string): Promise<Mail[]> {
  const all = (await (await request.get(`${INBOX}/api/email`, { params: { "to.address": address } })).json()) as Mail[];
  return all.filter(
    (mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()) && / wrote about /.test(mail.subject),
  );
}

/** The first link in a mail's text that starts with `prefix`. */
const linkIn = (mail: Mail, prefix: RegExp) => mail.text.match(new RegExp(`${prefix.source}\\S*`))![0];

let seller: ApiUser;
let buyer: ApiUser;
let bikeId: number;
let bikeName: string;

test.beforeEach(async ({ request }) => {
  ({ seller, buyer, bikeId, bikeName } = await sellerBikeAndBuyer(request, {
    seller: "mailseller",
    buyer: "mailbuyer",
    bike: "E2E Mailed Bike",
  }));
});

test("a question to an offline seller arrives once by email; its link opens the conversation and it unsubscribes signed out", async ({
  browser,
  page,
  request,
}) => {
  await signIn(page, buyer);
  await page.goto(`/bike/${bikeId}`);
  await page.getByRole("link", { name: `Ask the seller about ${bikeName}` }).click();
  const question = "Is it still available? I could pick it up on Saturday.";
  await page.getByRole("form", { name: "Your question" }).getByLabel("Your question").fill(question);
  await page.getByRole("form", { name: "Your question" }).getByRole("button", { name: "Send question" }).click();
  await expect(page).toHaveURL(/\/dashboard\/inbox\/\d+$/);
  const conversationPath = new URL(page.url()).pathname;
  // A second message at once: still one mail while the conversation is unread.
  const composer = page.getByRole("form", { name: "Your message" });
  await composer.getByLabel("Your message").fill("Also: does it come with both keys?");
  await composer.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("list", { name: "Messages" }).getByText("Also: does it come with both keys?")).toBeVisible();

  await expect.poll(async () => (await messageMailsTo(request, seller.email)).length, { timeout: 45_000 }).toBe(1);
  const [mail] = await messageMailsTo(request, seller.email);
  expect(mail!.subject).toBe(`${buyer.name} wrote about ${bikeName}`);
  expect(mail!.text).toContain(question);

  // The mail's link opens exactly that conversation for the seller.
  const sellerPage = await (await browser.newContext()).newPage();
  await signIn(sellerPage, seller);
  const openLink = linkIn(mail!, /https?:\/\/127\.0\.0\.1:\d+\/dashboard\/inbox\//);
  expect(new URL(openLink).pathname).toBe(conversationPath);
  await sellerPage.goto(openLink);
  await expect(sellerPage.getByRole("list", { name: "Messages" }).getByText(question)).toBeVisible();
  await expect(sellerPage.getByRole("list", { name: "Messages" }).getByText("Also: does it come with both keys?")).toBeVisible();
  expect(await messageMailsTo(request, seller.email)).toHaveLength(1);

  // Its unsubscribe link, in a browser that is not signed in: opening it changes nothing until asked.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(linkIn(mail!, /https?:\/\/127\.0\.0\.1:\d+\/unsubscribe\?token=/));
  await expect(visitor.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
  await expectNoSeriousAxeViolations(visitor, "(unsubscribe)");
  await visitor.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(visitor.getByText("You will no longer get emails about New messages.")).toBeVisible();

  // The seller's Email settings show it off; the rest stay on, and payments cannot be switched off.
  await sellerPage.goto("/dashboard");
  await sellerPage.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Email settings" }).click();
  await expect(sellerPage.getByRole("heading", { level: 1, name: "Email settings" })).toBeVisible();
  await expect(sellerPage.getByRole("switch", { name: "New messages" })).not.toBeChecked();
  await expect(sellerPage.getByRole("switch", { name: "Bookings" })).toBeChecked();
  await expect(sellerPage.getByRole("switch", { name: "Payments and refunds" })).toBeDisabled();
  await expect(sellerPage.getByRole("switch", { name: "Payments and refunds" })).toBeChecked();
  await expectNoSeriousAxeViolations(sellerPage, "(email settings)");

  // A switch saves at once and stays after a reload.
  await sellerPage.getByRole("switch", { name: "Saved-search alerts" }).click();
  await expect(sellerPage.getByText("Email settings saved.")).toBeVisible();
  await sellerPage.reload();
  await expect(sellerPage.getByRole("switch", { name: "Saved-search alerts" })).not.toBeChecked();
  await expect(sellerPage.getByRole("switch", { name: "New messages" })).not.toBeChecked();
});
