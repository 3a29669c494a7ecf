import { expect, test } from "./support/test";
import { signIn } from "./support/auth";
import { createUserViaApi, deleteAllBikesViaApi, firstBikes, lastCategory } from "./support/api";
import { expectNoSeriousAxeViolations } from "./support/axe";

/**
 * Places are real (#38 point 1): on Add product the seller chooses the country, then types the
 * city and picks it from the gazetteer's suggestions (a typo or a dropped accent forgiven); a city
 * typed but not known is refused under the field with the closest places to pick from.
 */
test("Add product: the city is picked from the country's known places, and an unknown one is refused with the closest", async ({
  page,
  request,
}) => {
  const seller = await createUserViaApi(request, "seller", "places");
  const category = await lastCategory(request);
  const name = `Places bike ${Date.now().toString(36)}`;
  await signIn(page, seller);
  await page.goto("/dashboard/addproduct");
  const form = page.getByRole("form", { name: "Add product" });
  const city = form.getByLabel("City", { exact: true });

  // Without a country there is nothing to suggest, and the field says so.
  await expect(city).toHaveAttribute("placeholder", "Choose the country first");
  await form.getByLabel("Country").selectOption("Germany");
  await city.fill("dusseldorf");
  const cities = form.getByRole("listbox", { name: "Cities" });
  await expect(cities.getByRole("option").first()).toContainText(/^Düsseldorf[\d,]+ people$/);
  await expectNoSeriousAxeViolations(page, "Add product with city suggestions open");
  await city.press("ArrowDown");
  await city.press("Enter");
  await expect(city).toHaveValue("Düsseldorf");
  await expect(cities).toBeHidden();

  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Category").selectOption({ label: category.categoryName });
  await form.getByLabel("Model").fill("MT-07");
  await form.getByLabel("Engine CC").fill("689");
  await form.getByLabel("Year of first registration").fill("2019");
  await form.getByLabel("Mileage (km)").fill("21000");
  await form.getByLabel("Resale price").fill("5200");
  await form.getByLabel("Original price").fill("7600");
  await form.getByLabel("Image url").fill("/images/bikes/sport-red.svg");
  await form.getByLabel("Description").fill("Naked twin, serviced, new chain. Added by the places browser test.");
  await form.getByLabel("Location").fill("Altstadt");
  await form.getByLabel("Phone").fill("01712345678");

  // Typed and not picked, a city the gazetteer does not know: the server's message, under the field.
  await city.fill("Berlinn");
  await city.press("Escape");
  await form.getByRole("button", { name: "Add product" }).click();
  await expect(city).toHaveAccessibleDescription(/Unknown city "Berlinn" in Germany\. Did you mean Berlin\b/);

  // Picked with the mouse this time.
  await city.fill("Berl");
  await cities.getByRole("option", { name: /^Berlin\s?[\d,]+ people$/ }).click();
  await expect(city).toHaveValue("Berlin");
  await form.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByText("Added Confirmed")).toBeVisible();
  const [bike] = (await firstBikes(request, category._id, { city: "Berlin" })).filter((b) => b.name === name);
  expect(bike).toMatchObject({ country: "Germany", city: "Berlin" });
  await deleteAllBikesViaApi(request, seller);
});
