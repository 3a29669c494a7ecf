/**
 * Small, valid image files made in the test (no fixtures on disk), for file inputs such as the
 * Add product photo upload: `page.getByLabel(...).setInputFiles(pngFile("bike.png"))`.
 */
import { crc32, deflateSync } from "node:zlib";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A PNG of one colour (8-bit RGB, no interlace). */
export function solidPng(width = 32, height = 24, rgb: [number, number, number] = [214, 40, 40]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter method, no interlace
  // Each row: filter type 0, then the pixels.
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A PNG as Playwright's setInputFiles takes it. */
export const pngFile = (name = "photo.png", width?: number, height?: number) => ({
  name,
  mimeType: "image/png",
  buffer: solidPng(width, height),
});

/** A PNG of one colour as Playwright's setInputFiles takes it, under any name and size. */
export const solidPngFile = (name: string, width: number, height: number, rgb: [number, number, number]) => ({
  name,
  mimeType: "image/png",
  buffer: solidPng(width, height, rgb),
});

/**
 * A JPEG with an EXIF segment (APP1) right after its start marker, as a camera writes one: a minimal
 * valid TIFF header and empty IFD, followed by `marker` (e.g. made-up GPS text) that a test can look
 * for in whatever left the browser.
 */
export function withExif(jpeg: Buffer, marker: string): Buffer {
  const tiff = Buffer.concat([
    Buffer.from("MM\u0000*", "latin1"), // big-endian TIFF
    Buffer.from([0, 0, 0, 8]), // IFD0 at offset 8
    Buffer.from([0, 0]), // no entries
    Buffer.from([0, 0, 0, 0]), // no next IFD
    Buffer.from(marker, "latin1"),
  ]);
  const payload = Buffer.concat([Buffer.from("Exif\u0000\u0000", "latin1"), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, payload, jpeg.subarray(2)]);
}
