import { MAX_PAGE_SIZE } from "../../../edge-api/src/lib/api/page-size";
import type { Page } from "./api-types";

/** `?cursor=&limit=` of a keyset list as query fields, leaving out the ones not given. */
export const pageQuery = (cursor?: string, limit?: number) => ({
  ...(cursor ? { cursor } : {}),
  ...(limit ? { limit: String(limit) } : {}),
});

/**
 * Every item from the page at `from` (the first page when absent) to the end of the list, in the
 * largest pages the API serves (exports and select-all want the whole list in few round trips).
 */
export async function collectPages<T>(load: (cursor: string | undefined, limit: number) => Promise<Page<T>>, from?: string): Promise<T[]> {
  const items: T[] = [];
  let cursor = from;
  do {
    const page = await load(cursor, MAX_PAGE_SIZE);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
