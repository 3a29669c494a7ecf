/**
 * Bike photos are resized and re-encoded in the browser before upload (#13 point 2): a camera's
 * 8 MB original becomes a ≤ 1600 px image and a ~480 px card variant, and drawing the pixels onto a
 * canvas and encoding them anew keeps none of the file's metadata — camera EXIF and GPS never
 * leave the seller's machine.
 */

/** The long side of a photo as shown on the bike page and in full screen. */
const FULL_SIDE = 1600;
/** The long side of a bike card's picture (cards are at most ~400 CSS px wide; 480 covers 1.2× screens). */
const CARD_SIDE = 480;
/** What the seller may pick: the original is only read here, so it may be bigger than an upload. */
const MAX_ORIGINAL_BYTES = 40 * 1024 * 1024;
/** The server's limit per upload (edge-api/src/routes/photos.ts). */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface ResizedImage {
  blob: Blob;
  width: number;
  height: number;
}

/** Thrown with a sentence a seller can read. */
export class ImageProblem extends Error {}

/** Why a picked file cannot be a photo, before reading it; undefined when it can. */
export function originalProblem(file: File): string | undefined {
  if (file.type && !file.type.startsWith("image/")) return "This file is not an image.";
  if (file.size === 0) return "This file is empty.";
  if (file.size > MAX_ORIGINAL_BYTES) return "This image is larger than 40 MB.";
  return undefined;
}

/** The size that fits `longSide`, keeping the aspect ratio; never enlarged. */
function fitWithin(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

function makeCanvas(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas !== "undefined") return new OffscreenCanvas(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

async function encode(canvas: AnyCanvas, type: string, quality: number): Promise<Blob> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new ImageProblem("This image could not be prepared."))), type, quality),
  );
}

/**
 * WebP where the browser can encode it (a browser that cannot answers PNG instead: then JPEG),
 * lowering the quality until it is under the upload limit.
 */
async function encodeCompact(canvas: AnyCanvas): Promise<Blob> {
  for (const quality of [0.85, 0.7, 0.5]) {
    let blob = await encode(canvas, "image/webp", quality);
    if (blob.type !== "image/webp") blob = await encode(canvas, "image/jpeg", quality);
    if (blob.size <= MAX_UPLOAD_BYTES) return blob;
  }
  throw new ImageProblem("This image is too detailed to upload. Try another photo.");
}

async function draw(source: ImageBitmap, longSide: number): Promise<ResizedImage> {
  const size = fitWithin(source.width, source.height, longSide);
  const canvas = makeCanvas(size.width, size.height);
  const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new ImageProblem("This browser cannot prepare images. Try another browser.");
  context.imageSmoothingQuality = "high";
  context.drawImage(source, 0, 0, size.width, size.height);
  return { ...size, blob: await encodeCompact(canvas) };
}

/**
 * The two images uploaded for one photo: the full one (long side ≤ 1600 px) and the card variant
 * (≤ 480 px), both freshly encoded. The camera's orientation is applied first (`from-image`), so a
 * portrait shot stays upright once its EXIF is gone.
 */
export async function preparePhoto(file: Blob): Promise<{ full: ResizedImage; card: ResizedImage }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new ImageProblem("This image cannot be read. Use a JPEG, PNG or WebP photo.");
  }
  try {
    const full = await draw(bitmap, FULL_SIDE);
    const card = await draw(bitmap, CARD_SIDE);
    return { full, card };
  } finally {
    bitmap.close();
  }
}
