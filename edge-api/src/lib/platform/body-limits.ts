import { MAX_BULK_BIKES } from "../../schemas/bulk-limits";

/**
 * How large a request body the API reads, per route, checked before anything parses it
 * (middleware/body-limit.ts): over the limit the answer is 413 `too_large` with the row's message.
 * Every route has the JSON limit unless a row here gives it its own; the README's "Body limits"
 * table lists these rows.
 */
export interface BodyLimitRule {
  method: "POST" | "PUT";
  /** The path under the app, e.g. `/api/photos`. */
  path: `/api/${string}`;
  maxBytes: number;
  /** The field the 413 names, as a 400 would. */
  field: string;
  message: string;
}

const KB = 1024;
const MB = 1024 * KB;

/**
 * Any JSON body: the largest the API takes is a listing with a 4,000-character description and
 * ten photos (under 40 KB even in four-byte characters), so this leaves room and no more.
 */
export const JSON_BODY_LIMIT: Omit<BodyLimitRule, "method" | "path"> = {
  maxBytes: 256 * KB,
  field: "body",
  message: "The request is too large (at most 256 KB).",
};

/** An uploaded photo as the browser sends it, resized; a camera original up to this size is taken too. */
const MAX_PHOTO_BYTES = 5 * MB;

export const BODY_LIMITS = [
  { method: "POST", path: "/api/photos", maxBytes: MAX_PHOTO_BYTES, field: "photo", message: "The photo must be 5 MB or smaller." },
  {
    method: "POST",
    path: "/api/bulk/bikes",
    // 1,000 rows of a few KB each; a file of full-length descriptions in any script still fits.
    maxBytes: 10 * MB,
    field: "bikes",
    message: `The import must be 10 MB or smaller. Split the file (at most ${MAX_BULK_BIKES} bikes each).`,
  },
  {
    method: "POST",
    path: "/api/stripe/webhook",
    // Stripe's events are a few KB; their signature is checked over the whole body.
    maxBytes: 1 * MB,
    field: "body",
    message: "The event is too large (at most 1 MB).",
  },
] as const satisfies readonly BodyLimitRule[];

/** The limit for a request: its row's, else the JSON limit (a trailing slash is ignored). */
export function bodyLimitFor(method: string, path: string): Omit<BodyLimitRule, "method" | "path"> {
  const bare = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return BODY_LIMITS.find((rule) => rule.method === method && rule.path === bare) ?? JSON_BODY_LIMIT;
}
