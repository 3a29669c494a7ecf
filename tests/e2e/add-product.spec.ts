import { expect, test } from "./support/test";
import { signIn } from "./support/auth";
import { createUserViaApi } from "./support/api";

/**
 * The Add product form checks its fields with the API's own rules (edge-api/src/schemas/bike.ts)
 * before sending: each message shows under its field, the server's own wording, and nothing is
 * posted until the form is right.
 */
test("Add product names every missing or wrong field under it, with the server's messages, before sending anything", async ({
  page,
  request,
}) => {
  const seller = await createUserViaApi(request, "seller", "addform");
  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && new URL(sent.url()).pathname === "/api/bikes") posts.push(sent.url());
  });
  await signIn(page, seller);
  await page.goto("/dashboard/addproduct");
  const form = page.getByRole("form", { name: "Add product" });
  // A field's message is part of its accessible description (ui/src/components/ui/field.tsx).
  const expectMessage = (label: string, message: string) =>
    expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(new RegExp(message));

  await form.getByRole("button", { name: "Add product" }).click();
  for (const [label, message] of [
    ["Name", "Name is required"],
    ["Category", "Category is required"],
    ["Engine CC", "Engine CC is required"],
    ["Year of first registration", "Year is required"],
    ["Mileage (km)", "Mileage is required"],
    ["Resale price", "Resale price is required"],
    ["Description", "Description is required"],
    ["Phone", "Phone is required"],
  ] as const) {
    await expectMessage(label, message);
  }
  // Optional fields stay quiet.
  await expect(form.getByLabel("Age used (months)")).toHaveAttribute("aria-invalid", "false");
  await expect(form.getByLabel("Seller name")).toHaveAttribute("aria-invalid", "false");

  await form.getByLabel("Resale price").fill("-5");
  await form.getByLabel("Phone").fill("call me");
  await form.getByLabel("Engine CC").fill("20");
  await form.getByLabel("Year of first registration").fill(String(new Date().getFullYear() + 1));
  await form.getByLabel("Mileage (km)").fill("-3");
  await form.getByRole("button", { name: "Add product" }).click();
  await expectMessage("Resale price", "Resale price must be a positive number");
  await expectMessage("Phone", "Phone must be a phone number");
  await expectMessage("Engine CC", "Engine CC must be at least 50");
  await expectMessage("Year of first registration", "Year cannot be in the future");
  await expectMessage("Mileage (km)", "Mileage cannot be negative");
  // The lowest price a card can pay (the API's own rule, #32).
  await form.getByLabel("Resale price").fill("9.99");
  await form.getByRole("button", { name: "Add product" }).click();
  await expectMessage("Resale price", "Resale price must be at least \\$10: a card payment cannot carry less once the fee is taken");
  expect(posts).toEqual([]);
});
