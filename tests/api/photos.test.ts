import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { app } from "../../edge-api/src/app";
import { call, json } from "./support/api";
import { anyCategoryId, createBike, createUser, db, newBikeBody, type TestUser } from "./support/fixtures";
import { env } from "./support/test-env";

// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="), (ch) =>
  ch.charCodeAt(0),
);

const upload = (who: TestUser | undefined, body: Uint8Array, type = "image/png") =>
  app.request(
    "/api/photos",
    { method: "POST", headers: { "Content-Type": type, ...(who ? { Authorization: `Bearer ${who.token}` } : {}) }, body },
    env,
  );

let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let categoryId: number;
beforeAll(async () => {
  [seller, otherSeller, buyer, categoryId] = await Promise.all([
    createUser("seller"),
    createUser("seller"),
    createUser("buyer"),
    anyCategoryId(),
  ]);
});

/** Uploads a photo of `who`'s and its card variant, as the Add product form does. */
async function uploadedPhoto(who: TestUser) {
  const [full, card] = await Promise.all([upload(who, PNG), upload(who, PNG)]);
  expect([full.status, card.status]).toEqual([201, 201]);
  return { url: (await json(full)).url as string, cardUrl: (await json(card)).url as string };
}
const uploadedPhotos = (who: TestUser, count: number) => Promise.all(Array.from({ length: count }, () => uploadedPhoto(who)));

const listBike = (who: TestUser, overrides: Record<string, unknown>) =>
  call("POST", "/api/bikes", { token: who.token, body: newBikeBody(who, categoryId, overrides) });
const editBike = (who: TestUser, bikeId: number, overrides: Record<string, unknown>) =>
  call("PUT", `/api/bikes/my/${bikeId}`, { token: who.token, body: newBikeBody(who, categoryId, overrides) });
const bikePage = async (bikeId: number) => json(await call("GET", `/api/bikes/${bikeId}`));

describe("bike photos", () => {
  it("a seller uploads a photo and anyone can load it back, byte for byte", async () => {
    const response = await upload(seller, PNG);
    expect(response.status).toBe(201);
    const { url } = await json(response);
    expect(url).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\.png$/);
    const served = await app.request(url, {}, env);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it("judges the type by the bytes, not the declared type", async () => {
    // A GIF (not one of ours) and plain text, both labelled as a JPEG.
    const gif = new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000");
    for (const bytes of [gif, new TextEncoder().encode("just text")]) {
      const answer = await upload(seller, bytes, "image/jpeg");
      expect(answer.status).toBe(400);
      expect((await json(answer)).error.fields.photo).toBe("The photo must be a JPEG, PNG or WebP image.");
    }
    const html = new TextEncoder().encode("<script>alert(1)</script>");
    const response = await upload(seller, html, "image/png");
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toEqual({ photo: "The photo must be a JPEG, PNG or WebP image." });
  });

  it("refuses empty and oversized photos", async () => {
    expect((await upload(seller, new Uint8Array())).status).toBe(400);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    expect((await upload(seller, big)).status).toBe(413);
  });

  it("only sellers upload; unknown photos are 404", async () => {
    expect((await upload(undefined, PNG)).status).toBe(401);
    expect((await upload(buyer, PNG)).status).toBe(403);
    expect((await app.request("/api/photos/00000000-0000-0000-0000-000000000000.png", {}, env)).status).toBe(404);
    expect((await app.request("/api/photos/..%2F..%2Fetc.png", {}, env)).status).toBe(400);
  });
});

describe("a bike's photos", () => {
  // Each test lists as a seller of its own: uploads are rate limited per user (lib/rate-limits.ts).
  let seller: TestUser;
  beforeEach(async () => {
    seller = await createUser("seller");
  });

  it("lists a bike with photos: the first is the cover, every reader of `picture` sees it, the page has them in order", async () => {
    const photos = await uploadedPhotos(seller, 3);
    const answer = await listBike(seller, { picture: "/images/bikes/fz.svg", photos });
    expect(answer.status).toBe(201);
    const { insertedId, bike } = await json(answer);
    expect(bike.picture).toBe(photos[0]!.url);
    expect(bike.cardPicture).toBe(photos[0]!.cardUrl);
    const page = await bikePage(insertedId);
    expect(page.photos).toEqual(photos);
    expect(page.picture).toBe(photos[0]!.url);
    // The lists carry the cover's card variant too.
    const mine = await json(await call("GET", `/api/bikes/my?email=${encodeURIComponent(seller.email)}`, { token: seller.token }));
    expect(mine.items.find((b: { _id: number }) => b._id === insertedId).cardPicture).toBe(photos[0]!.cardUrl);
  });

  it("an edit reorders and removes photos; the new first one becomes the cover", async () => {
    const photos = await uploadedPhotos(seller, 3);
    const { insertedId } = await json(await listBike(seller, { photos }));
    const reordered = [photos[2]!, photos[0]!];
    const answer = await editBike(seller, insertedId, { photos: reordered });
    expect(answer.status).toBe(200);
    expect((await json(answer)).bike).toMatchObject({ picture: photos[2]!.url, cardPicture: photos[2]!.cardUrl });
    expect((await bikePage(insertedId)).photos).toEqual(reordered);
  });

  it("keeps single-picture bikes and the SPEC payload working", async () => {
    // No photos: the picture alone, no card variant, an empty gallery.
    const single = await json(await listBike(seller, { picture: "https://example.com/bike.jpg" }));
    expect(single.bike).toMatchObject({ picture: "https://example.com/bike.jpg", cardPicture: null });
    expect((await bikePage(single.insertedId)).photos).toEqual([]);

    // An edit without `photos` (the SPEC payload) keeps them while `picture` is still the cover…
    const photos = await uploadedPhotos(seller, 2);
    const { insertedId } = await json(await listBike(seller, { photos }));
    expect((await editBike(seller, insertedId, { picture: photos[0]!.url, resalePrice: 999 })).status).toBe(200);
    expect(await bikePage(insertedId)).toMatchObject({ photos, picture: photos[0]!.url, cardPicture: photos[0]!.cardUrl });
    // …and a different picture makes it a single-picture bike again.
    expect((await editBike(seller, insertedId, { picture: "/images/bikes/fz.svg" })).status).toBe(200);
    expect(await bikePage(insertedId)).toMatchObject({ photos: [], picture: "/images/bikes/fz.svg", cardPicture: null });

    // A card variant left out: the full photo serves the card.
    const { url } = (await uploadedPhotos(seller, 1))[0]!;
    const noCard = await json(await listBike(seller, { photos: [{ url }] }));
    expect(noCard.bike.cardPicture).toBe(url);
  });

  it("refuses an 11th photo, with a message on the field", async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ url: `/api/photos/00000000-0000-0000-0000-0000000000${10 + i}.png` }));
    const answer = await listBike(seller, { photos: eleven });
    expect(answer.status).toBe(400);
    expect((await json(answer)).error.fields).toEqual({ photos: "A bike can have at most 10 photos" });

    const bikeId = await createBike(seller.id, { categoryId });
    const onEdit = await editBike(seller, bikeId, { photos: eleven });
    expect(onEdit.status).toBe(400);
    expect((await json(onEdit)).error.fields).toEqual({ photos: "A bike can have at most 10 photos" });
    // Ten is fine.
    const ten = await uploadedPhotos(seller, 10);
    expect((await editBike(seller, bikeId, { photos: ten })).status).toBe(200);
    expect((await bikePage(bikeId)).photos).toHaveLength(10);
  });

  it("takes only photos uploaded to MotoMart, each once, that are still stored", async () => {
    const [photo] = await uploadedPhotos(seller, 1);
    const cases: [unknown, Record<string, string>][] = [
      [[{ url: "https://example.com/a.jpg" }], { "photos.0.url": "Photo must be a photo uploaded to MotoMart (/api/photos/…)" }],
      [[photo, { url: photo!.url }], { "photos.1.url": "This photo is in the list twice" }],
      ["/api/photos/x.png", { photos: "Photos must be a list" }],
      [[{ cardUrl: photo!.cardUrl }], { "photos.0.url": "Photo is required" }],
    ];
    for (const [photos, fields] of cases) {
      const answer = await listBike(seller, { photos });
      expect(answer.status, JSON.stringify(photos)).toBe(400);
      expect((await json(answer)).error.fields).toEqual(fields);
    }
    const gone = await listBike(seller, { photos: [photo, { url: "/api/photos/00000000-0000-0000-0000-000000000000.png" }] });
    expect(gone.status).toBe(400);
    expect((await json(gone)).error.fields).toEqual({ "photos.1.url": "This photo is not stored any more. Upload it again." });
  });

  it("someone else's photo or bike is 403", async () => {
    const [theirs] = await uploadedPhotos(otherSeller, 1);
    const [mine] = await uploadedPhotos(seller, 1);
    // Listing or editing with another seller's photo (its full image or only its card variant).
    const listed = await listBike(seller, { photos: [theirs] });
    expect(listed.status).toBe(403);
    expect((await json(listed)).error.message).toBe("You can only use photos you uploaded.");
    expect((await listBike(seller, { photos: [{ url: mine!.url, cardUrl: theirs!.cardUrl }] })).status).toBe(403);
    const bikeId = await createBike(seller.id, { categoryId });
    expect((await editBike(seller, bikeId, { photos: [mine, theirs] })).status).toBe(403);
    expect((await bikePage(bikeId)).photos).toEqual([]);
    // Another seller's bike, even with their own photos.
    const [otherOwn] = await uploadedPhotos(otherSeller, 1);
    expect((await editBike(otherSeller, bikeId, { photos: [otherOwn] })).status).toBe(403);
    expect((await bikePage(bikeId)).photos).toEqual([]);
  });

  it("holds `picture` to the same rule as `photos` on every path: add, edit, CSV import (#32)", async () => {
    const [theirs] = await uploadedPhotos(otherSeller, 1);
    const [mine] = await uploadedPhotos(seller, 1);
    const forbidden = { code: "forbidden", message: "You can only use photos you uploaded." };
    const listed = await listBike(seller, { picture: theirs!.url });
    expect(listed.status).toBe(403);
    expect((await json(listed)).error).toEqual(forbidden);
    const bikeId = await createBike(seller.id, { categoryId });
    const edited = await editBike(seller, bikeId, { picture: theirs!.cardUrl });
    expect(edited.status).toBe(403);
    const imported = await call("POST", "/api/bikes/bulk", {
      token: seller.token,
      body: { bikes: [newBikeBody(seller, categoryId, { picture: mine!.url }), newBikeBody(seller, categoryId, { picture: theirs!.url })] },
    });
    expect(imported.status).toBe(403);
    expect(await db().selectFrom("bikes").select("id").where("picture", "=", theirs!.url).execute()).toEqual([]);
    // A photo that is gone is named by its field, as in `photos`; the seller's own is taken everywhere.
    const gone = "/api/photos/00000000-0000-4000-8000-000000000000.png";
    const importedGone = await call("POST", "/api/bikes/bulk", {
      token: seller.token,
      body: { bikes: [newBikeBody(seller, categoryId), newBikeBody(seller, categoryId, { picture: gone })] },
    });
    expect((await json(importedGone)).error.fields).toEqual({ "bikes.1.picture": "This photo is not stored any more. Upload it again." });
    expect((await listBike(seller, { picture: mine!.url })).status).toBe(201);
    expect((await editBike(seller, bikeId, { picture: mine!.cardUrl })).status).toBe(200);
  });

  it("a deleted bike takes its photo rows with it", async () => {
    const photos = await uploadedPhotos(seller, 2);
    const { insertedId } = await json(await listBike(seller, { photos }));
    expect((await call("DELETE", `/api/bikes/my/${insertedId}`, { token: seller.token })).status).toBe(200);
    expect((await call("GET", `/api/bikes/${insertedId}`)).status).toBe(404);
    expect(await db().selectFrom("bike_photos").select("url").where("bike_id", "=", insertedId).execute()).toEqual([]);
  });
});
