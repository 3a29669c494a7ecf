import decodeJpeg, { init as initJpegDecode } from "@jsquash/jpeg/decode";
import decodePng, { init as initPng } from "@jsquash/png/decode";
import decodeWebp, { init as initWebpDecode } from "@jsquash/webp/decode";
import encodeWebp, { init as initWebpEncode } from "@jsquash/webp/encode";
import JPEG_DECODER from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm";
import PNG_CODEC from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module";
import WEBP_DECODER from "@jsquash/webp/codec/dec/webp_dec.wasm";
import WEBP_ENCODER from "@jsquash/webp/codec/enc/webp_enc_simd.wasm";
import { imageSize } from "image-size";
import { MAX_PHOTO_SIDE, type CleanPhoto, type PhotoType } from "./photo-rules";

/**
 * A photo as MotoMart keeps it: its pixels and nothing else (#32). Phones write where a photo was
 * taken (EXIF GPS), by what and when into the file; the browser re-encodes before uploading, but a
 * photo sent straight to the API kept it all. Every upload is decoded and encoded anew with the
 * Squoosh codecs (jSquash, WebAssembly), which write no metadata: a JPEG is turned upright by its
 * EXIF orientation first, since that tag goes too. Every photo is kept as WebP, the browser's own
 * upload format: one encoder instead of three keeps the Worker small. It runs in a Worker of its
 * own (index.ts), so the API Worker does not carry the codecs.
 */
const MAX_PHOTO_PIXELS = MAX_PHOTO_SIDE * MAX_PHOTO_SIDE;
/** High enough that a second encoding of the browser's upload loses nothing a buyer would see. */
const QUALITY = 90;

// Each codec is started once per isolate, on the first photo.
let started: Promise<unknown> | undefined;
const startCodecs = () =>
  (started ??= Promise.all([initJpegDecode(JPEG_DECODER), initPng(PNG_CODEC), initWebpDecode(WEBP_DECODER), initWebpEncode(WEBP_ENCODER)]));

/** Decoded pixels (the codecs' ImageData, which they define where a Worker has none). */
type Pixels = Parameters<typeof encodeWebp>[0];

const DECODERS: Record<PhotoType, (bytes: ArrayBuffer) => Promise<Pixels>> = {
  "image/jpeg": (bytes) => decodeJpeg(bytes, { preserveOrientation: true }),
  "image/png": (bytes) => decodePng(bytes),
  "image/webp": (bytes) => decodeWebp(bytes),
};

/** The photo's size from its header, without decoding it; null when the header cannot be read. */
function dimensions(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

export async function cleanPhoto(bytes: Uint8Array, type: PhotoType): Promise<CleanPhoto> {
  const size = dimensions(bytes);
  if (!size) return { ok: false, problem: "unreadable" };
  if (size.width > MAX_PHOTO_SIDE || size.height > MAX_PHOTO_SIDE || size.width * size.height > MAX_PHOTO_PIXELS)
    return { ok: false, problem: "too large" };
  await startCodecs();
  let image: Pixels;
  try {
    image = await DECODERS[type](bytes.slice().buffer);
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  return { ok: true, bytes: new Uint8Array(await encodeWebp(image, { quality: QUALITY })), type: "image/webp" };
}
