import { z } from "zod";
import { badRequest } from "./errors";
import { MAX_ID, text, wholeNumber } from "./fields";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./page-size";

const INVALID_CURSOR = "The page cursor is not valid.";

/** A cursor is the last row's sort key and id, opaque to callers. */
export type Cursor = { k: number | string | null; id: number };

/**
 * What a list sorts by besides the id: nothing (k is null), a price in cents (browse by price), a
 * date (blogs), a moment (reviews), a message id (the conversations inbox, newest message first), a deal score or a distance. A decoded cursor
 * must carry exactly that, so nothing malformed reaches SQL.
 */
const SORT_KEYS = {
  none: z.null(),
  price: z.number().int().min(1).max(MAX_ID),
  date: z.iso.date().refine((v) => !v.startsWith("0000")),
  /** A moment to the millisecond (a review's publication: reviews store it so). */
  moment: z.iso.datetime().refine((v) => !v.startsWith("0000")),
  message: z.number().int().min(1).max(MAX_ID),
  /** A deal score (Best deals first): negative below the median, NO_DEAL_SCORE without a rating. */
  deal: z.number().int().min(-MAX_ID).max(MAX_ID),
  /** A distance in metres (Nearest first): at most half the globe's circumference. */
  distance: z.number().min(0).max(20_100_000),
} as const;
export type CursorKey = keyof typeof SORT_KEYS;

const cursorId = z.number().int().min(1).max(MAX_ID);
const cursorShapes: Record<CursorKey, z.ZodType<Cursor>> = {
  none: z.strictObject({ k: SORT_KEYS.none, id: cursorId }),
  price: z.strictObject({ k: SORT_KEYS.price, id: cursorId }),
  date: z.strictObject({ k: SORT_KEYS.date, id: cursorId }),
  moment: z.strictObject({ k: SORT_KEYS.moment, id: cursorId }),
  message: z.strictObject({ k: SORT_KEYS.message, id: cursorId }),
  deal: z.strictObject({ k: SORT_KEYS.deal, id: cursorId }),
  distance: z.strictObject({ k: SORT_KEYS.distance, id: cursorId }),
};

export const encodeCursor = (cursor: Cursor): string =>
  btoa(JSON.stringify(cursor)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

const readCursor = (raw: string): unknown => {
  try {
    return JSON.parse(atob(raw.replace(/-/g, "+").replace(/_/g, "/")));
  } catch {
    return undefined;
  }
};

/** A cursor some list could have made, whatever it sorts by: checked with the other fields, before any handler runs. */
const anyCursor = z.union(Object.values(cursorShapes));

/** `?cursor=&limit=` for every keyset-paginated list; the cursor is base64url (encodeCursor). */
export const pageQuery = {
  cursor: text("Cursor", { max: 200, tooLong: INVALID_CURSOR })
    .regex(/^[A-Za-z0-9_-]*$/, INVALID_CURSOR)
    .refine((raw) => raw === "" || anyCursor.safeParse(readCursor(raw)).success, INVALID_CURSOR)
    .optional(),
  limit: wholeNumber("Limit", 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** The cursor of `?cursor=` for a list sorted by `key`; 400 naming the cursor if it is not one that list made. */
export function decodeCursor(raw: string | undefined, key: CursorKey = "none"): Cursor | undefined {
  if (!raw) return undefined;
  const parsed = cursorShapes[key].safeParse(readCursor(raw));
  if (!parsed.success) throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  return parsed.data;
}

/** Fetch limit+1 rows; the extra one only says whether there is a next page. */
export function toPage<Row extends { id: number }, Item>(
  rows: Row[],
  limit: number,
  view: (row: Row) => Item,
  sortKey: (row: Row) => number | string | null = () => null,
): { items: Item[]; nextCursor: string | null } {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(view),
    nextCursor: hasMore && last ? encodeCursor({ k: sortKey(last), id: last.id }) : null,
  };
}
