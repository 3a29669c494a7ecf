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
