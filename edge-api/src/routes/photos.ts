import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { badRequest, notFound } from "../lib/api/errors";
import { photoKey } from "../lib/api/fields";
import { validate } from "../lib/api/validate";
import { routeDocs } from "../lib/api/openapi";
import { MAX_PHOTO_SIDE, type PhotoType } from "../photo-cleaner/photo-rules";

const docs = routeDocs("Photos");

/** The picture types a browser shows everywhere, by the bytes they start with. */
const SIGNATURES: { type: PhotoType; matches: (b: Uint8Array) => boolean }[] = [
  { type: "image/jpeg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/png", matches: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  {
    type: "image/webp",
    matches: (b) => String.fromCharCode(...b.slice(0, 4)) === "RIFF" && String.fromCharCode(...b.slice(8, 12)) === "WEBP",
  },
];

/** The body is the image itself, not JSON. */
const uploadDocs = docs(
  "Upload a bike photo",
  {
    201: "Stored as WebP without its metadata (EXIF, GPS, XMP); `url` goes on the listing",
    400: `Empty, not a JPEG, PNG or WebP image, one that cannot be read, or larger than ${MAX_PHOTO_SIDE} pixels a side`,
    413: "Larger than 5 MB",
  },
  {
    requestBody: {
      required: true,
      content: Object.fromEntries(SIGNATURES.map(({ type }) => [type, { schema: { type: "string", format: "binary" } }])),
    },
  },
);

const keyParam = z.object({ key: photoKey() });

export const photos = new Hono<AppEnv>()
  // A seller uploads a bike photo (the raw image as the body) and gets the URL to put on the listing.
  .post("/", uploadDocs, requireAuth, requireRole("seller"), async (c) => {
    // At most MAX_PHOTO_BYTES (lib/platform/body-limits.ts): middleware/body-limit.ts answered 413 before this reads it.
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength === 0) throw badRequest("Choose a photo to upload.", { photo: "Choose a photo to upload." });
    const kind = SIGNATURES.find((s) => s.matches(bytes));
    if (!kind) throw badRequest("The photo must be a JPEG, PNG or WebP image.", { photo: "The photo must be a JPEG, PNG or WebP image." });
    // Stored as its pixels alone: where and with what it was taken stays with the seller.
    const cleaned = await c.env.PHOTO_CLEANER.clean(bytes, kind.type);
    if (!cleaned.ok) {
      const message =
        cleaned.problem === "too large"
          ? `The photo must be at most ${MAX_PHOTO_SIDE} × ${MAX_PHOTO_SIDE} pixels.`
          : "This photo cannot be read. Choose another one.";
      throw badRequest(message, { photo: message });
    }
    const key = `${crypto.randomUUID()}.webp`;
    await c.env.PHOTOS.put(key, cleaned.bytes, {
      httpMetadata: { contentType: cleaned.type, cacheControl: "public, max-age=31536000, immutable" },
      customMetadata: { sellerId: String(c.var.user!.id) },
    });
    return c.json({ acknowledged: true, url: `/api/photos/${key}` }, 201);
  })
  .get("/:key", docs("A bike photo", { 200: "The image", 404: "No such photo" }), validate("param", keyParam), async (c) => {
    const object = await c.env.PHOTOS.get(c.req.valid("param").key);
    if (!object) throw notFound("Photo");
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    headers.set("ETag", object.httpEtag);
    headers.set("X-Content-Type-Options", "nosniff");
    return new Response(object.body, { headers });
  });
