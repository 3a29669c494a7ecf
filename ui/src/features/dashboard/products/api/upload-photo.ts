import { api } from "../../../../lib/api-client";
import { unwrap } from "../../../../lib/unwrap";

/** What `POST /api/photos` accepts (the server checks the bytes again). */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Why a file cannot be uploaded, before sending it; undefined when it can. */
export function photoProblem(file: File): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return "The photo must be a JPEG, PNG or WebP image.";
  if (file.size > MAX_PHOTO_BYTES) return "The photo must be 5 MB or smaller.";
  if (file.size === 0) return "Choose a photo to upload.";
  return undefined;
}

/**
 * `POST /api/photos` with the raw file as the body → `{ url: "/api/photos/<key>" }`.
 * The route reads the body itself (no validator), so hc types it without a body; hc still sends
 * it: the per-call `init` is spread last into fetch's options (so `init.body` is the body), and
 * the per-call `headers` are merged with the client's Authorization header.
 */
export const uploadPhoto = (file: File) =>
  unwrap(api.api.photos.$post(undefined, { headers: { "Content-Type": file.type }, init: { body: file } }));
