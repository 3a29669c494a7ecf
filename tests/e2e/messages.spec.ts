import { expect, test } from "./support/test";
import { DEMO, signIn } from "./support/auth";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { visitorAddress } from "./support/visitor-address";

/**
 * What a visitor sends through the contact form reaches someone: the admin finds it under
 * Messages, reads it whole and marks it handled, and it moves from Open to Handled.
 */
test("a visitor's contact message reaches the admin's Messages, who reads it and marks it handled", async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const name = `Visitor ${stamp}`;
  const text = `Is the blue Gixxer ${stamp} still for sale?\nI can come on Friday after 5 pm.`;
  // A visitor address of its own: the contact form is rate limited per address.
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": visitorAddress() });
  await page.goto("/contactUs");
  await expect(page.getByText("someone on the MotoMart team reads every one and replies by email")).toBeVisible();
  const form = page.getByRole("form", { name: "Contact" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(`${stamp}@example.com`);
  await form.getByLabel("Message").fill(text);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Thanks! Your message reached the MotoMart team.")).toBeVisible();
  await expect(form.getByRole("status")).toHaveText(`Message sent. Someone on our team will read it and reply to ${stamp}@example.com.`);

  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto("/");
  await admin.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await admin.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Messages" }).click();
  await expect(admin).toHaveURL(/\/dashboard\/messages$/);
  await expect(admin.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await expect(admin.getByRole("button", { name: "Open", exact: true, pressed: true })).toBeVisible();

  // Newest first: the message just sent is on the first page.
  const card = admin.getByRole("article", { name });
  await expect(card).toContainText(`${stamp}@example.com`);
  await expect(card).toContainText(`Is the blue Gixxer ${stamp} still for sale?`);
  await expectNoSeriousAxeViolations(admin);

  await card.getByRole("button", { name: `Read message from ${name}` }).click();
  const reading = admin.getByRole("dialog", { name: `Message from ${name}` });
  await expect(reading).toBeVisible();
  await expect(reading.getByText("I can come on Friday after 5 pm.")).toBeVisible();
  await expect(reading.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${stamp}@example\\.com\\?`),
  );
  await expectNoSeriousAxeViolations(admin);
  await reading.getByRole("button", { name: `Mark handled: message from ${name}` }).click();
  await expect(admin.getByText("Message marked handled.")).toBeVisible();
  await expect(reading).toBeHidden();
  await expect(card).toHaveCount(0);

  // It waits under Handled, and stays there after a reload (the server kept it).
  await admin.getByRole("button", { name: "Handled", exact: true }).click();
  await expect(admin).toHaveURL(/\/dashboard\/messages\?status=handled$/);
  await expect(admin.getByRole("article", { name })).toContainText("handled");
  await admin.reload();
  await expect(admin.getByRole("button", { name: "Handled", exact: true, pressed: true })).toBeVisible();
  await expect(admin.getByRole("article", { name })).toBeVisible();
  await context.close();
});
