import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { signIn } from "./support/auth";
import { auth, createUserViaApi, payViaApi, postBikesViaApi, type ApiUser } from "./support/api";
import { expectNoSeriousAxeViolations } from "./support/axe";

/**
 * #15 point 3, a booking's whole life as both sides see it: My orders shows each booking's state
 * with its date and reason (sold to another buyer, listing removed, declined) and offers Pay and
 * Cancel booking only while it is open; the seller's Bookings shows who booked (name, phone, place)
 * and declines with a reason; deleting a booked bike says how many buyers will be notified.
 */

const suffix = () => Date.now().toString(36);

async function firstCategoryId(request: APIRequestContext) {
  return ((await (await request.get("/api/categories")).json()) as { _id: number }[])[0]!._id;
}

async function book(request: APIRequestContext, buyer: ApiUser, bikeId: number, location = "Uttara, Dhaka"): Promise<number> {
  const response = await request.post("/api/bookings", {
    data: { bikeId, phone: "01711223344", location, email: buyer.email },
    headers: auth(buyer.token),
  });
  expect(response.ok(), `POST /api/bookings: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { insertedId: number }).insertedId;
}

const orderRow = (page: Page, name: string) => page.getByRole("table", { name: "My orders" }).getByRole("row").filter({ hasText: name });

test("My orders: each booking's state with its date and reason; Pay and Cancel booking only while open", async ({ page, request }) => {
  const categoryId = await firstCategoryId(request);
  const seller = await createUserViaApi(request, "seller");
  const [buyer, rival] = await Promise.all([createUserViaApi(request, "buyer"), createUserViaApi(request, "buyer")]);
  const tag = suffix();
  const names = [`E2E States Sold ${tag}`, `E2E States Removed ${tag}`, `E2E States Declined ${tag}`, `E2E States Open ${tag}`];
  const [sold, removed, declined, open] = await postBikesViaApi(request, seller, categoryId, names);
  const bookings = await Promise.all([sold!, removed!, declined!, open!].map((bikeId) => book(request, buyer, bikeId)));

  // Another buyer pays for the first bike; the seller deletes the second and declines the third.
  await payViaApi(request, rival, await book(request, rival, sold!));
  const deleted = await request.delete(`/api/bikes/my/${removed}`, { headers: auth(seller.token) });
  expect(deleted.ok()).toBe(true);
  const declinedAnswer = await request.post(`/api/bookings/${bookings[2]}/decline`, {
    data: { reason: "Promised to my cousin" },
    headers: auth(seller.token),
  });
  expect(declinedAnswer.ok()).toBe(true);

  await signIn(page, buyer);
  await page.goto("/dashboard/myorder");
  const onDate = /^on \d{1,2} [A-Z][a-z]{2}/;

  const soldRow = orderRow(page, names[0]!);
  await expect(soldRow.getByText("Sold to another buyer", { exact: true })).toBeVisible();
  await expect(soldRow.getByText(onDate)).toBeVisible();
  await expect(soldRow.getByText("Another buyer paid for this bike first.")).toBeVisible();

  // The deleted bike's booking did not vanish.
  const removedRow = orderRow(page, names[1]!);
  await expect(removedRow.getByText("Listing removed", { exact: true })).toBeVisible();
  await expect(removedRow.getByText("The seller deleted this listing.")).toBeVisible();

  const declinedRow = orderRow(page, names[2]!);
  await expect(declinedRow.getByText("Declined by the seller", { exact: true })).toBeVisible();
  await expect(declinedRow.getByText("Promised to my cousin")).toBeVisible();

  for (const name of names.slice(0, 3)) {
    await expect(orderRow(page, name).getByRole("link", { name: `Pay for ${name}` })).toHaveCount(0);
    await expect(orderRow(page, name).getByRole("button", { name: /^Cancel booking/ })).toHaveCount(0);
  }
  const openRow = orderRow(page, names[3]!);
  await expect(openRow.getByText("Open", { exact: true })).toBeVisible();
  await expect(openRow.getByRole("link", { name: `Pay for ${names[3]}` })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "My orders with every state");

  // Cancel the open one, after a confirmation.
  await openRow.getByRole("button", { name: `Cancel booking: ${names[3]}` }).click();
  const confirm = page.getByRole("dialog", { name: `Cancel your booking of "${names[3]}"?` });
  await expect(confirm).toBeVisible();
  await expectNoSeriousAxeViolations(page, "the cancel confirmation");
  await confirm.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByText(`Your booking of ${names[3]} is cancelled.`)).toBeVisible();
  await expect(openRow.getByText("Cancelled by you", { exact: true })).toBeVisible();
  await expect(openRow.getByRole("link", { name: `Pay for ${names[3]}` })).toHaveCount(0);
});

test("the seller's Bookings: who booked each bike, declining with a reason; deleting a booked bike says who will hear", async ({
  page,
  request,
}) => {
  const categoryId = await firstCategoryId(request);
  const seller = await createUserViaApi(request, "seller");
  const [ann, bob] = await Promise.all([createUserViaApi(request, "buyer"), createUserViaApi(request, "buyer")]);
  const tag = suffix();
  const [kept, doomed] = await postBikesViaApi(request, seller, categoryId, [`E2E Bookings Kept ${tag}`, `E2E Bookings Doomed ${tag}`]);
  await book(request, ann, kept!, "House 12, Road 7, Sector 4, Uttara, Dhaka");
  const doomedBookings = await Promise.all([book(request, ann, doomed!), book(request, bob, doomed!)]);

  await signIn(page, seller);
  await page.goto("/dashboard");
  await page.getByRole("navigation").getByRole("link", { name: "Bookings", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  const table = page.getByRole("table", { name: "Bookings of your bikes" });
  const row = table.getByRole("row").filter({ hasText: `E2E Bookings Kept ${tag}` });
  await expect(row.getByText(ann.name, { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: "01711223344" })).toHaveAttribute("href", "tel:01711223344");
  await expect(row.getByText("Meet at House 12, Road 7, Sector 4, Uttara, Dhaka")).toBeVisible();
  await expect(row.getByText("Open", { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "the seller's Bookings");

  // Decline, with a reason the buyer will read.
  await row.getByRole("button", { name: `Decline ${ann.name}'s booking of E2E Bookings Kept ${tag}` }).click();
  const dialog = page.getByRole("dialog", { name: `Decline ${ann.name}'s booking of "E2E Bookings Kept ${tag}"?` });
  await dialog.getByLabel("Reason").fill("Sold to a neighbour before your visit");
  await expectNoSeriousAxeViolations(page, "the decline dialog");
  await dialog.getByRole("button", { name: "Decline booking" }).click();
  await expect(page.getByText(`${ann.name}'s booking is declined. They have been told.`)).toBeVisible();
  await expect(row.getByText("Declined by you", { exact: true })).toBeVisible();
  await expect(row.getByText("Sold to a neighbour before your visit")).toBeVisible();
  await expect(row.getByRole("button", { name: /^Decline / })).toHaveCount(0);

  // Deleting a bike two buyers booked says so before it goes; their bookings stay, closed.
  await page.goto("/dashboard/myproduct");
  await page.getByRole("button", { name: `Delete E2E Bookings Doomed ${tag}` }).click();
  const question = page.getByRole("dialog", { name: `Delete "E2E Bookings Doomed ${tag}"?` });
  await expect(question.getByText("2 buyers have booked this bike and will be notified.")).toBeVisible();
  await question.getByRole("button", { name: "Delete bike" }).click();
  await expect(page.getByText("Delete successful.")).toBeVisible();
  for (const [who, bookingId] of [
    [ann, doomedBookings[0]],
    [bob, doomedBookings[1]],
  ] as const) {
    const booking = await request.get(`/api/bookings/${bookingId}`, { headers: auth(who.token) });
    expect(((await booking.json()) as { state: string }).state).toBe("listing_removed");
  }
  // The buyer heard of the decline.
  const heard = await request.get("/api/notifications", { headers: auth(ann.token) });
  expect(JSON.stringify(await heard.json())).toContain("The seller declined your booking");
});

test("withdrawing a booked bike says who will hear; the booking ends as 'listing removed' and stays so when it is back on sale", async ({
  page,
  request,
}) => {
  const categoryId = await firstCategoryId(request);
  const seller = await createUserViaApi(request, "seller");
  const buyer = await createUserViaApi(request, "buyer");
  const name = `E2E Withdrawn Booked ${suffix()}`;
  const [bikeId] = await postBikesViaApi(request, seller, categoryId, [name]);
  const bookingId = await book(request, buyer, bikeId!);

  await signIn(page, seller);
  await page.goto("/dashboard/myproduct");
  await page.getByRole("button", { name: `Withdraw: ${name}` }).click();
  const question = page.getByRole("dialog", { name: `Withdraw "${name}"?` });
  await expect(question.getByText("1 buyer has booked this bike and will be notified. Their bookings close")).toBeVisible();
  await question.getByRole("button", { name: "Withdraw bike" }).click();
  await expect(page.getByText(`${name} is withdrawn: it is off the market.`)).toBeVisible();
  await page.getByRole("button", { name: `Put back on sale: ${name}` }).click();
  await expect(page.getByText(`${name} is back on sale.`)).toBeVisible();

  const booking = await request.get(`/api/bookings/${bookingId}`, { headers: auth(buyer.token) });
  expect(await booking.json()).toMatchObject({ state: "listing_removed", stateReason: "The seller withdrew this listing." });
  const heard = await request.get("/api/notifications", { headers: auth(buyer.token) });
  expect(JSON.stringify(await heard.json())).toContain(`${name} is no longer listed. Your booking is closed.`);
});
