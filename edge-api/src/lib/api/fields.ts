import { z } from "zod";

/**
 * Field rules shared by every route, with the messages a person reads under a field. Every text
 * field is built by `text` and every number by `numeral`, so one rule holds for all input: text is
 * trimmed, holds no control characters (Postgres refuses NUL; none belongs in a listing) and has a
 * maximum length; a number is a JSON number or plain decimal text, never a boolean, hex, exponent
 * or blank that `Number()` would quietly turn into one.
 */

/**
 * No Unicode control character (C0, DEL, C1); multi-line text may hold line breaks and tabs. Each is
 * one character class, never an alternation: V8 matches a repeated group by recursion, which
 * overflowed the stack on a multi-megabyte description before its length was ever checked.
 */
const SINGLE_LINE = /^\P{Cc}*$/u;
const MULTI_LINE = /^[\n\t\P{Cc}]*$/u;

/**
 * Invisible format characters that can make text lie about itself: bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069: "RT Honda \u202Egnp.exe" shows as
 * "RT Honda exe.png"), zero-width spaces and joiners of words (U+200B, U+2060–U+2064, U+FEFF), the
 * soft hyphen, U+180E, the deprecated format characters U+206A–U+206F, interlinear annotations
 * and the invisible tag characters. They are stripped, not refused: messengers and word processors
 * put isolates and zero-width spaces into copied names, and a person cannot see what to delete.
 * The joiners real scripts and emoji need (ZWNJ U+200C, ZWJ U+200D) and the direction marks of
 * right-to-left text (LRM, RLM, ALM) stay.
 */
const INVISIBLE_FORMAT = /[\u00AD\u180E\u200B\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/gu;

/** Something a person can see: not only spaces and format characters. */
const VISIBLE = /[^\s\p{Cf}]/u;

/**
 * How long raw text may be before it is cleaned and trimmed: room for surrounding spaces and
 * stripped characters, while a multi-megabyte value is refused before any pattern reads it.
 */
const rawMax = (max: number) => max * 2 + 100;

export interface TextOptions {
  max?: number;
  /** Descriptions, messages, reasons: line breaks and tabs are kept (CRLF read as LF). */
  multiline?: boolean;
  /** The message when the value is missing or not text. */
  notText?: string;
  tooLong?: string;
}

/**
 * Length first, and each length check ends the rule when it fails (`abort`), so no pattern — this
 * rule's or one a field adds after it — ever runs over more than the field's maximum.
 */
export const text = (label: string, options: TextOptions = {}) => {
  const {
    max = 200,
    multiline = false,
    notText = `${label} must be text`,
    tooLong = `${label} must be at most ${max} characters`,
  } = options;
  return z
    .string({ error: notText })
    .max(rawMax(max), { error: tooLong, abort: true })
    .overwrite((v) => {
      const visible = v.replace(INVISIBLE_FORMAT, "");
      return multiline ? visible.replace(/\r\n?/g, "\n") : visible;
    })
    .trim()
    .max(max, { error: tooLong, abort: true })
    .regex(multiline ? MULTI_LINE : SINGLE_LINE, `${label} contains characters that are not allowed`);
};

export const requiredText = (label: string, max = 200, options: Omit<TextOptions, "max" | "notText"> = {}) =>
  text(label, { ...options, max, notText: `${label} is required` })
    .min(1, { error: `${label} is required`, abort: true })
    .regex(VISIBLE, `${label} is required`);

export const optionalText = (label: string, max = 200, options: Omit<TextOptions, "max"> = {}) =>
  text(label, { ...options, max }).optional();

export const email = (label = "Email Address") =>
  text(label, { max: 254, notText: `${label} is required`, tooLong: `${label} is too long` })
    .min(1, `${label} is required`)
    .email(`${label} is not a valid email`);

/** Plain decimal text: digits, an optional minus sign and fraction. No "0x10", "1e3", " 5", "" or "Infinity". */
const NUMERAL = /^-?\d+(?:\.\d+)?$/;

/**
 * A number sent as a JSON number or as decimal text (forms and query strings hold text), then
 * checked by `rule`. Anything else (booleans, null, hex, exponents, blanks) is "not a number".
 */
const numeral = <Rule extends z.ZodType<number, number>>(label: string, rule: Rule) =>
  z
    .union([z.number(), z.string()], { error: `${label} must be a number` })
    .transform((v) => (typeof v === "number" ? v : NUMERAL.test(v) ? Number(v) : Number.NaN))
    .pipe(rule);

const aNumber = (label: string) => z.number({ error: `${label} must be a number` });

/** A whole number in [min, max]; the messages say which end was crossed. */
export const wholeNumber = (label: string, min: number, max: number, messages: { min?: string; max?: string } = {}) =>
  numeral(
    label,
    aNumber(label)
      .int(`${label} must be a whole number`)
      .min(min, messages.min ?? `${label} must be at least ${min}`)
      .max(max, messages.max ?? `${label} must be at most ${max}`),
  );

/** The first year a bike is registered in: a whole year from 1900, never after this one. */
export const registrationYear = (label: string) =>
  numeral(
    label,
    aNumber(label)
      .int(`${label} must be a whole year`)
      .min(1900, `${label} must be 1900 or later`)
      .refine((year) => year <= new Date().getUTCFullYear(), `${label} cannot be in the future`),
  );

/** A latitude or longitude in degrees, within `limit` either side of zero (90 or 180): a point on the globe. */
export const coordinate = (label: string, limit: 90 | 180) =>
  numeral(
    label,
    aNumber(label)
      .min(-limit, `${label} must be between -${limit} and ${limit}`)
      .max(limit, `${label} must be between -${limit} and ${limit}`),
  );

/** A distance ridden, in whole kilometres. */
export const mileage = (label: string) => wholeNumber(label, 0, 2_000_000, { min: `${label} cannot be negative` });

/**
 * A positive amount in major units with at most two decimals; text like "1650.50" is accepted. With
 * `minimum`, smaller amounts are refused with `tooLow`.
 */
export const price = (label: string, options: { minimum?: number; tooLow?: string } = {}) => {
  const positive = aNumber(label).positive(`${label} must be a positive number`);
  const floored =
    options.minimum === undefined
      ? positive
      : positive.min(options.minimum, options.tooLow ?? `${label} must be at least ${options.minimum}`);
  return numeral(
    label,
    floored
      .max(10_000_000, `${label} must be at most 10,000,000`)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${label} can have at most 2 decimals`),
  );
};

/** Largest value of a Postgres integer column (every id). */
export const MAX_ID = 2_147_483_647;

export const id = (label = "Id") => wholeNumber(label, 1, MAX_ID, { min: `${label} must be positive`, max: `${label} is out of range` });

export const idParam = z.object({ id: id() });

/** Digits with optional +, spaces and dashes: what people type for a phone number. */
export const phone = (label = "Phone") => requiredText(label, 30).regex(/^\+?[0-9][0-9 -]{5,}$/, `${label} must be a phone number`);

/** An uploaded photo's name in the bucket (routes/photos.ts makes it: a UUID and the image type). */
const PHOTO_KEY = "[0-9a-f-]{36}\\.(?:jpg|png|webp)";
export const photoKey = () => z.string().regex(new RegExp(`^${PHOTO_KEY}$`), "Unknown photo");

/** A photo uploaded to MotoMart (POST /api/photos answers this URL); whose it is, the route checks (lib/bikes/bike-photos.ts). */
export const uploadedPhotoUrl = (label: string) =>
  text(label, { max: 100, notText: `${label} is required` }).regex(
    new RegExp(`^/api/photos/${PHOTO_KEY}$`),
    `${label} must be a photo uploaded to MotoMart (/api/photos/…)`,
  );

/** The key of an uploaded photo's URL (`/api/photos/<key>`). */
export const photoKeyOf = (url: string) => url.slice("/api/photos/".length);

/** Our own pictures: the ones the UI ships (ui/public/images/…) and uploaded photos (/api/photos/…). */
const OWN_PICTURE = new RegExp(`^/(?:images(?:/[A-Za-z0-9_-]+)+\\.(?:svg|png|jpe?g|webp|gif|avif)|api/photos/${PHOTO_KEY})$`);

const isHttpsUrl = (value: string): boolean => {
  if (!/^https:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
};

/** A picture we serve ourselves, or an absolute https URL. */
export const pictureUrl = (label = "Image url") =>
  requiredText(label, 2048).refine((v) => OWN_PICTURE.test(v) || isHttpsUrl(v), `${label} must be a web address (https://…)`);
