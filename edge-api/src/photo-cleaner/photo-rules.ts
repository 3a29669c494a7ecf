/**
 * What the API and the photo cleaner (clean-photo.ts, a Worker of its own) agree on, without the
 * codecs: the API Worker imports this file, never clean-photo.ts.
 */
export type PhotoType = "image/jpeg" | "image/png" | "image/webp";

/** Larger images are refused before decoding: their pixels alone would be 64 MB of a Worker's 128 MB. */
export const MAX_PHOTO_SIDE = 4096;

export type CleanPhoto = { ok: true; bytes: Uint8Array; type: "image/webp" } | { ok: false; problem: "unreadable" | "too large" };
