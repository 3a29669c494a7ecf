import fc from "fast-check";
import { encodeCursor } from "../../../edge-api/src/lib/api/pagination";

/**
 * Generators for the fuzz tests (tests/api/fuzz.test.ts), one per kind of field of the API's zod
 * rules (edge-api/src/lib/api/fields.ts). Each field gives values that pass, values that must be
 * refused (the oracle: a permitted caller gets 400 naming the field) and values of no certain
 * verdict. An object of fields generates a request part and the paths of its invalid fields.
 */
export interface FuzzField {
  valid: fc.Arbitrary<unknown>;
  invalid: fc.Arbitrary<unknown>;
  /** Neither asserted valid nor invalid (cursors that may or may not decode, odd emails…). */
  unsure?: fc.Arbitrary<unknown>;
  /** Leaving it out is fine. */
  optional?: boolean;
}

/** One generated request part, and the paths of the fields in it that the API must refuse. */
export interface Generated {
  value: unknown;
  invalid: string[];
}

const MAX_ID = 2_147_483_647;
const CONTROL_CHARS = [..."\u0000\u0001\u0007\u0008\u000b\u000c\u000e\u001b\u001f\u007f\u0085\u009f"];

/** Values of the wrong JSON type for any field. */
const wrongType = fc.constantFrom<unknown>(true, false, null, [], {}, [1], { a: 1 });
/** Text that Number() reads as a number but is no plain decimal. */
const numberTricks = fc.constantFrom(
  "0x10",
  "1e3",
  "Infinity",
  "-Infinity",
  "NaN",
  "",
  " ",
  " 5",
  "5 ",
  "+5",
  "5.",
  ".5",
  "1,5",
  "1_000",
  "٣",
  "true",
  "0b1",
);
/** Any text at all, from plain ASCII to emoji and combining marks. */
export const anyText = fc.oneof(fc.string(), fc.string({ unit: "grapheme", maxLength: 40 }), fc.string({ unit: "binary", maxLength: 40 }));
const withControl = (base: fc.Arbitrary<string>, allowed = "") =>
  fc.tuple(base, fc.constantFrom(...CONTROL_CHARS.filter((c) => !allowed.includes(c))), base).map(([a, c, b]) => `x${a}${c}${b}x`);
/** Printable text without control characters that does not trim to empty. */
const printable = (max: number) =>
  fc
    .string({ unit: "grapheme", maxLength: Math.min(max - 2, 60) })
    .map((s) => `a${s.replace(/\p{Cc}/gu, "")}`.slice(0, max - 1) + "z")
    .filter((s) => s.length <= max);

export const text = (max: number, options: { required?: boolean; multiline?: boolean } = {}): FuzzField => ({
  valid: options.multiline
    ? fc.tuple(printable(max / 2), printable(max / 2)).map(([a, b]) => `${a}\n\t${b}`.slice(0, max))
    : printable(max),
  invalid: fc.oneof(
    wrongType,
    fc.integer(),
    withControl(fc.string({ maxLength: 10 }), options.multiline ? "\n\t" : ""),
    fc.integer({ min: 1, max: 3 }).map((n) => "y".repeat(max + n)),
    ...(options.required === false ? [] : [fc.constantFrom("", "   ", "\t")]),
  ),
  unsure: anyText,
  optional: options.required === false,
});

/** Addresses of its own (never another test's fixed one): a subscribed address would change what that test sees. */
const freshEmail = fc.uuid().map((id) => `fuzz-${id}@example.com`);

export const email = (known: string[] = []): FuzzField => ({
  valid: known.length ? fc.oneof(fc.constantFrom(...known), freshEmail) : freshEmail,
  invalid: fc.oneof(
    wrongType,
    fc.constantFrom("not-an-email", "a@", "@b.co", "a b@c.de", "", "x\u0000@y.com", "a@b.c\u0000"),
    fc.constant(`${"m".repeat(250)}@example.com`),
  ),
  unsure: fc.oneof(fc.emailAddress(), anyText),
});

export const phone: FuzzField = {
  valid: fc.stringMatching(/^\+?[0-9][0-9 -]{6,20}[0-9]$/),
  invalid: fc.oneof(wrongType, fc.integer(), fc.constantFrom("call me", "12", "", "0171\u00001111", "1".repeat(40))),
};

/** A whole number in [min, max]: as a number or as decimal text, the way forms and query strings send it. */
export const whole = (min: number, max: number, options: { optional?: boolean; pick?: fc.Arbitrary<number> } = {}): FuzzField => ({
  valid: (options.pick ?? fc.integer({ min, max })).chain((n) => fc.constantFrom<unknown>(n, String(n))),
  invalid: fc.oneof(
    wrongType,
    numberTricks,
    fc.constantFrom(min - 1, max + 1, String(max + 1), min + 0.5, `${min}.5`, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2),
  ),
  optional: options.optional,
});

/** An id the caller may act on: one of `pool` (fixtures made for the run) or one that does not exist. */
export const id = (pool: number[] = [], options: { optional?: boolean } = {}): FuzzField =>
  whole(1, MAX_ID, {
    ...options,
    pick: fc.oneof(...(pool.length ? [fc.constantFrom(...pool)] : []), fc.integer({ min: 2_000_000_000, max: MAX_ID })),
  });

/** An id of any row: for routes that only read. */
export const anyId = (options: { optional?: boolean } = {}): FuzzField =>
  whole(1, MAX_ID, { ...options, pick: fc.oneof(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: MAX_ID })) });

export const price = (options: { optional?: boolean } = {}): FuzzField => ({
  valid: fc.integer({ min: 1, max: 1_000_000_000 }).chain((cents) => fc.constantFrom<unknown>(cents / 100, (cents / 100).toFixed(2))),
  invalid: fc.oneof(wrongType, numberTricks, fc.constantFrom(0, -5, "-5", 1.234, "1.234", 10_000_001, "abc", 1e21)),
  optional: options.optional,
});

/** A latitude or longitude: degrees within `limit` either side of zero, up to four decimals. */
export const coordinate = (limit: 90 | 180, options: { optional?: boolean } = {}): FuzzField => ({
  valid: fc
    .integer({ min: -limit * 10_000, max: limit * 10_000 })
    .map((n) => n / 10_000)
    .chain((n) => fc.constantFrom<unknown>(n, String(n))),
  invalid: fc.oneof(wrongType, numberTricks, fc.constantFrom(limit + 1, -limit - 0.5, String(limit + 0.001), "abc", 1e21)),
  optional: options.optional,
});

/** One of a few whole numbers (a radius in km). */
export const wholeOf = (values: readonly number[], options: { optional?: boolean } = {}): FuzzField => ({
  valid: fc.constantFrom(...values).chain((n) => fc.constantFrom<unknown>(n, String(n))),
  invalid: fc.oneof(wrongType, numberTricks, fc.constantFrom(0, values[0]! + 1, -values[0]!, `${values[0]}.5`, 1e21)),
  optional: options.optional,
});

export const oneOf = (values: readonly string[], options: { optional?: boolean } = {}): FuzzField => ({
  valid: fc.constantFrom(...values),
  invalid: fc.oneof(wrongType, fc.constantFrom("", "x", values[0]!.toUpperCase(), `${values[0]} `, "\u0000")),
  optional: options.optional,
});

/** An optional true or false (a JSON boolean only). */
export const flag: FuzzField = {
  valid: fc.boolean(),
  invalid: fc.constantFrom<unknown>("true", "yes", 1, 0, null, [], {}),
  optional: true,
};

const photoUrl = fc.uuid().map((uuid) => `/api/photos/${uuid}.webp`);
/**
 * A bike's photo list: up to 10 uploaded-photo URLs, each once (no stored photo has these keys, so
 * a valid list answers 400 "not stored" or 403 after the rules — never 500); an 11th photo, a
 * repeat, a foreign URL or a wrong shape must be refused.
 */
export const bikePhotos: FuzzField = {
  valid: fc
    .uniqueArray(photoUrl, { maxLength: 10 })
    .chain((urls) =>
      fc.tuple(...urls.map((url) => fc.option(photoUrl, { nil: undefined }).map((cardUrl) => (cardUrl ? { url, cardUrl } : { url })))),
    ),
  invalid: fc.oneof(
    wrongType.filter((v) => !Array.isArray(v) || v.length > 0),
    fc.uniqueArray(photoUrl, { minLength: 11, maxLength: 12 }).map((urls) => urls.map((url) => ({ url }))),
    photoUrl.map((url) => [{ url }, { url }]),
    fc.constantFrom("https://example.com/a.jpg", "/images/bikes/fz.svg", "/api/photos/x.png", "", "\u0000").map((url) => [{ url }]),
    photoUrl.map((url) => [{ url, cardUrl: "javascript:alert(1)" }]),
  ),
  optional: true,
};

/** Absolute https URLs and our own pictures pass; anything a browser would run, or fetch from elsewhere, does not. */
export const picture: FuzzField = {
  valid: fc.oneof(
    fc.constantFrom("/images/bikes/sport-red.svg", "/images/bikes/fz.svg", "https://example.com/bikes/1.jpg"),
    fc.uuid().map((uuid) => `/api/photos/${uuid}.png`),
    fc.webUrl({ validSchemes: ["https"] }),
  ),
  invalid: fc.oneof(
    wrongType,
    fc.constantFrom(
      "javascript:alert(1)",
      "http://example.com/a.jpg",
      "/images/../secret.svg",
      "//evil.example/x.png",
      "https://",
      "/images/a b.svg",
      "data:image/png;base64,AAAA",
      "/etc/passwd",
      "",
      "https://example.com/\u0000.png",
    ),
  ),
};

export const isoDateTime: FuzzField = {
  valid: fc
    .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true })
    .map((d) => d.toISOString()),
  invalid: fc.constantFrom("yesterday", "2024-13-01T00:00:00Z", "", "2024-01-01", "0", "2024-01-01T25:00:00Z"),
  optional: true,
};

/** Cursors: ones no list ever makes (refused by every list), and plausible ones of uncertain verdict. */
const cursor: FuzzField = {
  valid: fc.constant(undefined),
  invalid: fc.oneof(
    fc.constantFrom("%%%", "a b", "not!base64", "x".repeat(201), "\u0000"),
    fc
      .constantFrom<unknown>(
        { k: null, id: -1 },
        { k: null, id: 1.5 },
        { k: null, id: "1" },
        { k: null, id: 2_147_483_648 },
        { k: null, id: 1, extra: true },
        { id: 1, k: [] },
        { k: { a: 1 }, id: 1 },
        [],
        "cursor",
      )
      .map((value) => encodeCursor(value as never)),
  ),
  unsure: fc.oneof(
    fc.base64String({ maxLength: 60 }).map((s) => s.replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")),
    fc
      .record({
        k: fc.oneof(fc.constant(null), fc.integer(), fc.string({ maxLength: 12 }), fc.double()),
        id: fc.oneof(fc.integer(), fc.double()),
      })
      .map((value) => encodeCursor(value as never)),
    fc
      .constantFrom({ k: "2024-02-30", id: 5 }, { k: "0000-01-01", id: 5 }, { k: "9999-12-31", id: 5 }, { k: 0, id: 5 }, { k: 1.5, id: 5 })
      .map((value) => encodeCursor(value as never)),
  ),
  optional: true,
};

/**
 * A field as a query string or path segment carries it: only text survives (a boolean would arrive
 * as "true", valid text), and a repeated key arrives as a list, which no single field takes.
 */
export const inUrl = (field: FuzzField): FuzzField => ({
  ...field,
  valid: field.valid.filter((v) => v === undefined || typeof v === "string" || typeof v === "number"),
  invalid: fc.oneof(
    field.invalid.filter((v): v is string => typeof v === "string"),
    fc.constant(["1", "2"]),
  ),
  unsure: field.unsure?.filter((v) => v === undefined || typeof v === "string"),
});

export const pageQuery = { cursor: inUrl(cursor), limit: inUrl(whole(1, 100, { optional: true })) };

type Pick = { kind: "valid" | "invalid" | "unsure" | "missing"; value?: unknown };

/** One field's pick: mostly valid, sometimes refused, missing or of uncertain verdict. */
const pick = (field: FuzzField): fc.Arbitrary<Pick> =>
  fc.oneof(
    { weight: 6, arbitrary: field.valid.map((value) => ({ kind: "valid" as const, value })) },
    { weight: 2, arbitrary: field.invalid.map((value) => ({ kind: "invalid" as const, value })) },
    { weight: 1, arbitrary: (field.unsure ?? field.valid).map((value) => ({ kind: "unsure" as const, value })) },
    { weight: 1, arbitrary: fc.constant({ kind: "missing" as const }) },
  );

/**
 * An object of fields (a JSON body, a query, path params) with a stray extra key now and then.
 * `path` prefixes the invalid fields' paths (`bikes.3` for the fourth bike of an import).
 */
export function record(fields: Record<string, FuzzField>, path = ""): fc.Arbitrary<Generated> {
  const names = Object.keys(fields);
  return fc
    .tuple(
      fc.tuple(...names.map((name) => pick(fields[name]!))),
      fc.option(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 })),
    )
    .map(([picks, extra]) => {
      const value: Record<string, unknown> = { ...(extra ?? {}) };
      const invalid: string[] = [];
      picks.forEach((p, i) => {
        const name = names[i]!;
        const field = fields[name]!;
        if (p.kind === "missing") {
          delete value[name];
          if (!field.optional) invalid.push(`${path}${name}`);
          return;
        }
        value[name] = p.value;
        if (p.kind === "invalid") invalid.push(`${path}${name}`);
      });
      return { value, invalid };
    });
}

/** A list of `item`s (a bulk body's `ids` or `bikes`): the list itself may also be refused whole. */
export function list(name: string, item: (path: string) => fc.Arbitrary<Generated>, options: { max: number }): fc.Arbitrary<Generated> {
  const items = fc
    .array(fc.nat(), { minLength: 1, maxLength: Math.min(options.max, 4) })
    .chain((slots) => fc.tuple(...slots.map((_, i) => item(`${name}.${i}.`))));
  return fc.oneof(
    {
      weight: 6,
      arbitrary: items.map((gens) => ({ value: { [name]: gens.map((g) => g.value) }, invalid: gens.flatMap((g) => g.invalid) })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>([], null, "1,2", 7, { 0: 1 }).map((bad) => ({ value: { [name]: bad }, invalid: [name] })),
    },
    { weight: 1, arbitrary: fc.constant<Generated>({ value: {}, invalid: [name] }) },
  );
}

/** A list item that is one field (an id of `ids`), its path without the trailing dot. */
export const single =
  (field: FuzzField) =>
  (path: string): fc.Arbitrary<Generated> =>
    pick(field).map((p) => {
      const at = path.slice(0, -1);
      if (p.kind === "missing") return { value: null, invalid: [at] };
      return { value: p.value, invalid: p.kind === "invalid" ? [at] : [] };
    });
