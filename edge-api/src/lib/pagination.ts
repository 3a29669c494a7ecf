import { z } from "zod";
import { badRequest } from "./errors";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./page-size";

/** `?cursor=&limit=` for every keyset-paginated list. */
export const pageQuery = {
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
};

/** A cursor is the last row's sort key and id, opaque to callers. */
export type Cursor = { k: number | string | null; id: number };

export const encodeCursor = (cursor: Cursor): string =>
  btoa(JSON.stringify(cursor)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

export function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (!raw) return undefined;
  try {
    const json = atob(raw.replace(/-/g, "+").replace(/_/g, "/"));
    const value = JSON.parse(json) as Cursor;
    if (typeof value?.id === "number" && Number.isInteger(value.id)) return value;
  } catch {
    // fall through to the 400 below
  }
  throw badRequest("The page cursor is not valid.", { cursor: "The page cursor is not valid." });
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
