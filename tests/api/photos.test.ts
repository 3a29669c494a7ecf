import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { app } from "../../edge-api/src/app";
import { call, json } from "./support/api";
import { anyCategoryId, createBike, createUser, db, newBikeBody, type TestUser } from "./support/fixtures";
import { env } from "./support/test-env";
import encodeJpeg, { init as initJpegEncode } from "@jsquash/jpeg/encode";
import decodeWebp, { init as initWebpDecode } from "@jsquash/webp/decode";
import JPEG_ENCODER from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm";
import WEBP_DECODER from "@jsquash/webp/codec/dec/webp_dec.wasm";

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

/** A phone photo's metadata: where it was taken. */
const SECRET = "23.8103N 90.4125E";
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const findText = (bytes: Uint8Array, text: string) => new TextDecoder("latin1").decode(bytes).includes(text);

let codecs: Promise<unknown> | undefined;
const startCodecs = () => (codecs ??= Promise.all([initJpegEncode(JPEG_ENCODER), initWebpDecode(WEBP_DECODER)]));
const pixelsOf = async (webp: Uint8Array) => {
  await startCodecs();
  return decodeWebp(webp.slice().buffer);
};

/**
 * A width × height JPEG, red on the left and blue on the right, as a phone writes it: EXIF with the
 * camera, an orientation tag and GPS, and XMP repeating the place.
 */
async function cameraJpeg(width: number, height: number, orientation: number): Promise<Uint8Array> {
  await startCodecs();
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set(i % width < width / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255], i * 4);
  const jpeg = new Uint8Array(await encodeJpeg({ data, width, height, colorSpace: "srgb" } as never, { quality: 95 }));
  const u16 = (n: number) => [n >> 8, n & 255];
  const u32 = (n: number) => [...u16(n >>> 16), ...u16(n & 0xffff)];
  const entry = (tag: number, type: number, count: number, value: number[]) => [...u16(tag), ...u16(type), ...u32(count), ...value];
  // TIFF, big-endian: IFD0 (make, orientation, GPS pointer) at 8, the make at 50, the GPS IFD at 60, its latitude at 90.
  const tiff = [
    ...ascii("MM"),
    ...u16(42),
    ...u32(8),
    ...u16(3),
    ...entry(0x010f, 2, 9, u32(50)),
    ...entry(0x0112, 3, 1, [...u16(orientation), 0, 0]),
    ...entry(0x8825, 4, 1, u32(60)),
    ...u32(0),
    ...ascii("PhoneCam\0"),
    0,
    ...u16(2),
    ...entry(0x0001, 2, 2, [...ascii("N\0"), 0, 0]),
    ...entry(0x0002, 5, 3, u32(90)),
    ...u32(0),
    ...u32(23),
    ...u32(1),
    ...u32(48),
    ...u32(1),
    ...u32(1236),
    ...u32(100),
  ];
  const segment = (payload: number[]) => [0xff, 0xe1, ...u16(payload.length + 2), ...payload];
  const exif = segment([...ascii("Exif\0\0"), ...tiff]);
  const xmp = segment(ascii(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>${SECRET}</exif:GPSLatitude></x:xmpmeta>`));
  return new Uint8Array([...jpeg.slice(0, 2), ...exif, ...xmp, ...jpeg.slice(2)]);
}

/** The PNG with a tEXt chunk (keyword, text) before its end, as an editor writes one. */
function withPngText(png: Uint8Array, keyword: string, text: string): Uint8Array {
  const body = [...ascii("tEXt"), ...ascii(keyword), 0, ...ascii(text)];
  let crc = 0xffffffff;
  for (const byte of body) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  crc = (crc ^ 0xffffffff) >>> 0;
  const be32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const chunk = [...be32(body.length - 4), ...body, ...be32(crc)];
  const end = png.length - 12; // IEND: length, type, crc
  return new Uint8Array([...png.slice(0, end), ...chunk, ...png.slice(end)]);
}

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
  it("a seller uploads a photo and anyone can load it back, as WebP with the same pixels", async () => {
    const response = await upload(seller, PNG);
    expect(response.status).toBe(201);
    const { url } = await json(response);
    expect(url).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\.webp$/);
    const served = await app.request(url, {}, env);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    const image = await pixelsOf(new Uint8Array(await served.arrayBuffer()));
    expect([image.width, image.height, image.data[3]]).toEqual([1, 1, 0]);
  });

  it("keeps no metadata: EXIF with GPS, XMP and comments are gone, and the photo is turned upright (#32)", async () => {
    for (const type of ["image/jpeg", "image/png"] as const) {
      const original = type === "image/jpeg" ? await cameraJpeg(16, 8, 6) : withPngText(PNG, "Comment", `GPS ${SECRET}`);
      expect(findText(original, SECRET)).toBe(true);
      const response = await upload(seller, original, type);
      expect(response.status, await response.clone().text()).toBe(201);
      const stored = new Uint8Array(await (await app.request((await json(response)).url, {}, env)).arrayBuffer());
      for (const trace of [SECRET, "Exif", "PhoneCam", "xmpmeta", "ns.adobe.com"])
        expect(findText(stored, trace), `${type}: ${trace}`).toBe(false);
      if (type === "image/png") continue;
      // Orientation 6 (turn 90° clockwise): the 16 × 8 photo, red left and blue right, is 8 × 16, red on top.
      const upright = await pixelsOf(stored);
      expect([upright.width, upright.height]).toEqual([8, 16]);
      const at = (x: number, y: number) => [...upright.data.slice((y * upright.width + x) * 4, (y * upright.width + x) * 4 + 3)];
      expect(at(4, 2)[0]).toBeGreaterThan(200);
      expect(at(4, 13)[2]).toBeGreaterThan(200);
    }
  });

  it("refuses a photo that cannot be read, or too many pixels to hold, naming the field", async () => {
    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...new TextEncoder().encode("JFIF not really")]);
    const unreadable = await upload(seller, broken, "image/jpeg");
    expect(unreadable.status).toBe(400);
    expect((await json(unreadable)).error.fields).toEqual({ photo: "This photo cannot be read. Choose another one." });
    const wide = await upload(seller, await cameraJpeg(4104, 8, 1), "image/jpeg");
    expect(wide.status).toBe(400);
    expect((await json(wide)).error.fields).toEqual({ photo: "The photo must be at most 4096 × 4096 pixels." });
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
  // Each test lists as a seller of its own: uploads are rate limited per user (lib/platform/rate-limits.ts).
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
    const imported = await call("POST", "/api/bulk/bikes", {
      token: seller.token,
      body: { bikes: [newBikeBody(seller, categoryId, { picture: mine!.url }), newBikeBody(seller, categoryId, { picture: theirs!.url })] },
    });
    expect(imported.status).toBe(403);
    expect(await db().selectFrom("bikes").select("id").where("picture", "=", theirs!.url).execute()).toEqual([]);
    // A photo that is gone is named by its field, as in `photos`; the seller's own is taken everywhere.
    const gone = "/api/photos/00000000-0000-4000-8000-000000000000.png";
    const importedGone = await call("POST", "/api/bulk/bikes", {
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
