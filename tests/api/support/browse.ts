import { sql } from "kysely";
import { call, json } from "./api";

/** Every bike GET /api/bikes?<query> lists, `limit` a page, following nextCursor to the end. */
export async function allPages(query: string, limit: number): Promise<number[]> {
  const seen: number[] = [];
  let cursor: string | null = "";
  while (cursor !== null) {
    const page: { items: { _id: number }[]; nextCursor: string | null } = await json(
      await call("GET", `/api/bikes?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`),
    );
    seen.push(...page.items.map((b) => b._id));
    cursor = page.nextCursor;
  }
  return seen;
}

/** The ORDER BY of a browse sort, for the ids SQL expects in that order. */
export const sqlOrder = (sort: string) =>
  sort === "newest" ? sql`id DESC` : sort === "price_asc" ? sql`resale_price_cents, id` : sql`resale_price_cents DESC, id DESC`;
