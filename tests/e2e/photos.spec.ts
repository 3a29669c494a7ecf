import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { signIn } from "./support/auth";
import { auth, createUserViaApi, deleteAllBikesViaApi, type ApiUser, lastCategory } from "./support/api";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { solidPng, solidPngFile, withExif } from "./support/images";

/**
 * Bike photos (#13 point 2): a seller adds several on Add product — resized and re-encoded in the
 * browser (no EXIF/GPS leaves it), each with its own progress and a retry when one fails —
 * reorders them on Edit, and the bike's card shows the new cover's small variant; a buyer finds
 * the bike through the header search and goes through its gallery (thumbnails, arrow keys, full
 * screen).
 */
let seller: ApiUser | undefined;

test.afterEach(async ({ request }) => {
  if (!seller) return;
  await deleteAllBikesViaApi(request, seller);
  seller = undefined;
});

const GPS = "GPSLatitude 51.50735 N GPSLongitude 0.12776 W";
const runTag = () =>
  Date.now()
    .toString(36)
    .replace(/[0-9]/g, (d) => "qwrtypsdfg"[Number(d)]!);

interface Photo {
  url: string;
  cardUrl: string;
}

const bikeCard = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Bikes" })
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name }) });

/** A photo as the browser decodes it: its size, from the stored bytes. */
const decodedSize = (page: Page, url: string) =>
  page.evaluate(async (src) => {
    const bitmap = await createImageBitmap(await (await fetch(src)).blob());
    return { width: bitmap.width, height: bitmap.height };
  }, url);

const bikeOf = async (request: APIRequestContext, id: number) =>
  (await (await request.get(`/api/bikes/${id}`)).json()) as { picture: string; cardPicture: string | null; photos: Photo[] };

test("a seller uploads three photos, reorders them and the card's cover changes", async ({ page, request }) => {
  const category = await lastCategory(request);
  seller = await createUserViaApi(request, "seller", "photos");
  const name = `E2E Photo Bike ${runTag()}`;
  await signIn(page, seller);
  await page.goto("/dashboard/addproduct");
  const form = page.getByRole("form", { name: "Add product" });

  // A camera's JPEG with EXIF (GPS), made by the browser's own encoder with the segment put in.
  const jpeg = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 900;
    canvas.height = 1200;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#2a9d4b";
    context.fillRect(0, 0, 900, 1200);
    return canvas.toDataURL("image/jpeg", 0.9).split(",")[1]!;
  });
  const camera = withExif(Buffer.from(jpeg, "base64"), GPS);
  expect(camera.includes("Exif")).toBe(true);

  // Every upload leaves the browser re-encoded: no EXIF, no GPS text. The third photo's first upload
  // fails once (the server is busy), so the retry shows; each upload is slowed so progress shows.
  const sent: Buffer[] = [];
  let uploads = 0;
  await page.route("**/api/photos", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    sent.push(route.request().postDataBuffer() ?? Buffer.alloc(0));
    const upload = ++uploads;
    await new Promise((resolve) => setTimeout(resolve, 400));
    if (upload === 5) {
      return route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "unavailable", message: "The photo store is busy. Try again." } }),
      });
    }
    return route.fallback();
  });

  await form
    .getByLabel("Add photos")
    .setInputFiles([
      solidPngFile("red.png", 2400, 1800, [214, 40, 40]),
      { name: "camera.jpg", mimeType: "image/jpeg", buffer: camera },
      solidPngFile("blue.png", 640, 480, [40, 70, 214]),
    ]);
  // Each photo has its own progress bar while it is on its way.
  await expect(form.getByRole("progressbar", { name: "Uploading red.png" })).toBeVisible();
  await expect(form.getByRole("progressbar", { name: "Uploading blue.png" })).toBeVisible();
  await expect(form.getByRole("alert").filter({ hasText: "blue.png: The photo store is busy. Try again." })).toBeVisible();
  await expect(form.getByRole("img", { name: /^Photo 2$/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "with a failed upload");
  await form.getByRole("button", { name: "Retry blue.png" }).click();
  await expect(form.getByRole("img", { name: /^Photo 3$/ })).toBeVisible();
  await expect(form.getByRole("progressbar")).toHaveCount(0);
  await expect(form.getByRole("img", { name: "Photo 1, the cover" })).toBeVisible();
  await expect(form.getByText("3 of 10")).toBeVisible();

  // Two uploads per photo (full and card variant), the failed one again on retry.
  expect(sent.length).toBeGreaterThanOrEqual(8);
  for (const body of sent) {
    expect(body.includes("Exif"), "an upload carried EXIF").toBe(false);
    expect(body.includes("GPSLatitude"), "an upload carried the GPS text").toBe(false);
  }
  await page.unroute("**/api/photos");

  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Category").selectOption({ label: category.categoryName });
  await form.getByLabel("Model").fill("Photo 650");
  await form.getByLabel("Engine CC").fill("650");
  await form.getByLabel("Year of first registration").fill("2017");
  await form.getByLabel("Mileage (km)").fill("31000");
  await form.getByLabel("Resale price").fill("3100");
  await form.getByLabel("Original price").fill("5200");
  await form.getByLabel("Description").fill("Three photos, added by the photos browser test.");
  await form.getByLabel("Location").fill("Gulshan");
  await form.getByLabel("Country").selectOption("Bangladesh");
  await form.getByLabel("City").fill("Dhaka");
  await form.getByLabel("Phone").fill("01712345678");
  await expectNoSeriousAxeViolations(page, "with three photos");
  await form.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByText("Added Confirmed")).toBeVisible();

  const mine = await request.get("/api/bikes/my", { params: { email: seller.email }, headers: auth(seller.token) });
  const bikeId = ((await mine.json()) as { items: { _id: number; name: string }[] }).items.find((b) => b.name === name)!._id;
  const added = await bikeOf(request, bikeId);
  expect(added.photos).toHaveLength(3);
  const [red, camPhoto, blue] = added.photos as [Photo, Photo, Photo];
  expect(added.picture).toBe(red.url);

  // Resized in the browser: long side ≤ 1600 px, the card variant ≤ 480 px, never enlarged.
  expect(await decodedSize(page, red.url)).toEqual({ width: 1600, height: 1200 });
  expect(await decodedSize(page, red.cardUrl)).toEqual({ width: 480, height: 360 });
  expect(await decodedSize(page, camPhoto.url)).toEqual({ width: 900, height: 1200 });
  expect(await decodedSize(page, blue.url)).toEqual({ width: 640, height: 480 });
  // What is stored has no EXIF either.
  const stored = Buffer.from(await (await request.get(camPhoto.url)).body());
  expect(stored.includes("Exif") || stored.includes("GPSLatitude")).toBe(false);

  // The card shows the cover's small variant, the full one for screens that need it.
  await page.goto(`/category/${category._id}`);
  const cardImage = bikeCard(page, name).locator("img").first();
  await expect(cardImage).toHaveAttribute("src", red.cardUrl);
  await expect(cardImage).toHaveAttribute("srcset", `${red.cardUrl} 480w, ${red.url} 1600w`);

  // Edit: photos move from the keyboard (focus stays on the pressed button), one becomes the cover, one goes.
  await page.goto(`/dashboard/editproduct/${bikeId}`);
  const edit = page.getByRole("form", { name: "Edit product" });
  await expect(edit.getByRole("img", { name: "Photo 1, the cover" })).toHaveAttribute("src", red.cardUrl);
  const moveRight = edit.getByRole("button", { name: "Move photo 1 right" });
  await moveRight.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Photo 1 moved to position 2." })).toBeAttached();
  await expect(edit.getByRole("img", { name: "Photo 1, the cover" })).toHaveAttribute("src", camPhoto.cardUrl);
  await expect(edit.getByRole("button", { name: "Move photo 2 right" })).toBeFocused();
  await edit.getByRole("button", { name: "Make cover: photo 3" }).click();
  await expect(edit.getByRole("img", { name: "Photo 1, the cover" })).toHaveAttribute("src", blue.cardUrl);
  await edit.getByRole("button", { name: "Remove photo 2" }).click();
  await expect(edit.getByText("2 of 10")).toBeVisible();
  await expectNoSeriousAxeViolations(page, "editing photos");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved.")).toBeVisible();

  expect((await bikeOf(request, bikeId)).photos).toEqual([blue, red]);
  await page.goto(`/category/${category._id}`);
  await expect(bikeCard(page, name).locator("img").first()).toHaveAttribute("src", blue.cardUrl);
});

/** Uploads a PNG of one colour as `who` (POST /api/photos), as the form does: full image and card variant. */
async function uploadViaApi(request: APIRequestContext, who: ApiUser, rgb: [number, number, number]): Promise<Photo> {
  const post = async (width: number, height: number) => {
    const response = await request.post("/api/photos", {
      data: solidPng(width, height, rgb),
      headers: { ...auth(who.token), "Content-Type": "image/png" },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { url: string }).url;
  };
  return { url: await post(800, 600), cardUrl: await post(160, 120) };
}

test("header search → results → filter → bike page → gallery with arrow keys and full screen", async ({ page, request }) => {
  const category = await lastCategory(request);
  seller = await createUserViaApi(request, "seller", "gallery");
  const brand = `Glarix${runTag()}`;
  const photos = [
    await uploadViaApi(request, seller, [214, 40, 40]),
    await uploadViaApi(request, seller, [40, 160, 70]),
    await uploadViaApi(request, seller, [40, 70, 214]),
  ];
  const list = async (name: string, engineCc: number, extra: Record<string, unknown> = {}) => {
    const response = await request.post("/api/bikes", {
      headers: auth(seller!.token),
      data: {
        id: category._id,
        name,
        picture: "/images/bikes/sport-red.svg",
        location: "Banani",
        country: "Bangladesh",
        city: "Dhaka",
        model: name,
        engineCc,
        resalePrice: 2500,
        originalPrice: 4000,
        phone: "01700000000",
        email: seller!.email,
        description: `${name}, listed by the gallery browser test.`,
        condition: "good",
        ...extra,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { insertedId: number }).insertedId;
  };
  await list(`${brand} Scooter`, 125);
  const bikeId = await list(`${brand} Roadster`, 650, { photos });

  await page.goto("/");
  const field = page.getByLabel("Search bikes");
  await field.fill(brand);
  await field.press("Enter");
  await expect(page).toHaveURL(/\/bikes\?q=/);
  const cards = page.getByRole("list", { name: "Bikes" }).getByRole("article");
  await expect(cards).toHaveCount(2);
  // The results' card of the bike with photos shows its cover's small variant.
  await expect(bikeCard(page, `${brand} Roadster`).locator("img").first()).toHaveAttribute("src", photos[0]!.cardUrl);

  const panel = page.getByRole("form", { name: "Filter bikes" });
  await panel.getByLabel("Min CC").selectOption("500");
  await panel.getByRole("button", { name: "Apply filter" }).click();
  await expect(page).toHaveURL(/[?&]minCc=500/);
  await expect(cards).toHaveCount(1);
  await cards.getByRole("link", { name: `${brand} Roadster` }).click();
  await expect(page).toHaveURL(new RegExp(`/bike/${bikeId}$`));

  // The gallery: the cover first, thumbnails, arrow keys and buttons go through the photos.
  const gallery = page.getByRole("region", { name: `Photos of ${brand} Roadster` });
  await expect(gallery.getByText("Photo 1 of 3")).toBeVisible();
  const current = () => gallery.locator(".bike-gallery__main .swiper-slide-active img");
  await expect(current()).toHaveAttribute("src", photos[0]!.url);
  await expect(gallery.locator(".bike-gallery__thumbs img")).toHaveCount(3);
  await expect(gallery.locator(".bike-gallery__thumbs img").nth(1)).toHaveAttribute("src", photos[1]!.cardUrl);
  await expectNoSeriousAxeViolations(page, "with the gallery");
  await page.keyboard.press("ArrowRight");
  await expect(gallery.getByText("Photo 2 of 3")).toBeVisible();
  await expect(current()).toHaveAttribute("src", photos[1]!.url);
  await page.keyboard.press("ArrowRight");
  await expect(gallery.getByText("Photo 3 of 3")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(gallery.getByText("Photo 2 of 3")).toBeVisible();
  // A thumbnail picks its photo.
  await gallery.locator(".bike-gallery__thumbs img").first().click();
  await expect(gallery.getByText("Photo 1 of 3")).toBeVisible();

  // Full screen: the same photos, the arrow keys, Escape to leave.
  await gallery.getByRole("button", { name: "View full screen" }).click();
  const viewer = page.getByRole("dialog", { name: `${brand} Roadster: photos, full screen` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole("img", { name: `${brand} Roadster, photo 1 of 3` })).toHaveAttribute("src", photos[0]!.url);
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByRole("img", { name: `${brand} Roadster, photo 2 of 3` })).toHaveAttribute("src", photos[1]!.url);
  await viewer.getByRole("button", { name: "Next photo" }).click();
  await expect(viewer.getByText("Photo 3 of 3")).toBeVisible();
  await expectNoSeriousAxeViolations(page, "in full screen");
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  // The closed viewer's counter goes with it (the native dialog closes a moment before React removes
  // its content, and a closed dialog is no longer found by its role): one counter is left, the gallery's.
  await expect(gallery.getByText("Photo 3 of 3")).toHaveCount(1);
  // The page's gallery followed the full-screen view.
  await expect(gallery.getByText("Photo 3 of 3")).toBeVisible();
  await expect(current()).toHaveAttribute("src", photos[2]!.url);
});

test("a bike with a single picture keeps it on its card and its page", async ({ page, request }) => {
  const category = await lastCategory(request);
  seller = await createUserViaApi(request, "seller", "single");
  const name = `E2E Single Picture ${runTag()}`;
  const response = await request.post("/api/bulk/bikes", {
    headers: auth(seller.token),
    data: {
      bikes: [
        {
          id: category._id,
          name,
          picture: "/images/bikes/sport-red.svg",
          location: "Banani",
          country: "Bangladesh",
          city: "Dhaka",
          model: "Single",
          engineCc: 150,
          resalePrice: 1500,
          originalPrice: 2500,
          phone: "01700000000",
          email: seller.email,
          description: "One picture only.",
          condition: "good",
        },
      ],
    },
  });
  expect(response.ok()).toBe(true);
  const [bikeId] = ((await response.json()) as { insertedIds: number[] }).insertedIds;
  await page.goto(`/category/${category._id}`);
  const image = bikeCard(page, name).locator("img").first();
  await expect(image).toHaveAttribute("src", "/images/bikes/sport-red.svg");
  await expect(image).not.toHaveAttribute("srcset", /.+/);
  await page.goto(`/bike/${bikeId}`);
  const gallery = page.getByRole("region", { name: `Photos of ${name}` });
  await expect(gallery.getByRole("img", { name: `${name}, photo 1 of 1` })).toHaveAttribute("src", "/images/bikes/sport-red.svg");
  await expect(gallery.getByRole("button", { name: "Next photo" })).toHaveCount(0);
});

test("an unreadable photo says it will not be saved, offers Remove, not Retry, and does not block the listing (#33)", async ({
  page,
  request,
}) => {
  const category = await lastCategory(request);
  seller = await createUserViaApi(request, "seller", "photos");
  const name = `E2E Broken Photo Bike ${runTag()}`;
  await signIn(page, seller);
  await page.goto("/dashboard/addproduct");
  const form = page.getByRole("form", { name: "Add product" });
  await form
    .getByLabel("Add photos")
    .setInputFiles([
      { name: "broken.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture at all") },
      solidPngFile("good.png", 640, 480, [40, 120, 60]),
    ]);
  const failed = form.getByRole("alert").filter({ hasText: "broken.jpg:" });
  await expect(failed).toContainText("It will not be saved with the listing.");
  await expect(form.getByRole("button", { name: "Retry broken.jpg" })).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Remove broken.jpg" })).toBeVisible();
  await expect(form.getByRole("img", { name: "Photo 1, the cover" })).toBeVisible();

  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Category").selectOption({ label: category.categoryName });
  await form.getByLabel("Model").fill("Broken 125");
  await form.getByLabel("Engine CC").fill("125");
  await form.getByLabel("Year of first registration").fill("2015");
  await form.getByLabel("Mileage (km)").fill("42000");
  await form.getByLabel("Resale price").fill("900");
  await form.getByLabel("Original price").fill("1500");
  await form.getByLabel("Description").fill("One photo could not be read; the listing goes on without it.");
  await form.getByLabel("Location").fill("Mirpur");
  await form.getByLabel("Country").selectOption("Bangladesh");
  await form.getByLabel("City").fill("Dhaka");
  await form.getByLabel("Phone").fill("01712345678");
  await form.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByText("Added Confirmed")).toBeVisible();
  const mine = await request.get("/api/bikes/my", { params: { email: seller.email }, headers: auth(seller.token) });
  const bikeId = ((await mine.json()) as { items: { _id: number; name: string }[] }).items.find((b) => b.name === name)!._id;
  expect((await bikeOf(request, bikeId)).photos).toHaveLength(1);
});
