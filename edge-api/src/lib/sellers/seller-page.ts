import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/database";
import { replyCounts, replyFigures } from "./reply-figures";

/**
 * A seller as their page (/seller/:id) shows them: who they are, since when, where they sell from
 * (their newest bike for sale's city and country: users have no address of their own), how many
 * bikes they have for sale (users.bikes_for_sale, kept by a trigger) and how many they sold through
 * MotoMart (bikes_seller_sold_idx) and how they reply (lib/sellers/reply-figures.ts). One statement, which also says whether the id was a seller
 * whose account was deleted (deleted_accounts.user_id).
 */
export const sellerPageQuery = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom(sql<{ id: number }>`(SELECT ${id}::int AS id)`.as("asked"))
    .leftJoin("users", (join) => join.onRef("users.id", "=", "asked.id").on("users.role", "=", "seller"))
    .leftJoin("deleted_accounts", "deleted_accounts.user_id", "asked.id")
    .select(["users.id", "users.name", "users.verified", "users.created_at", "users.bikes_for_sale"])
    .select(["users.seller_rating_count", "users.seller_rating_sum"])
    .select(sql<boolean>`deleted_accounts.user_id IS NOT NULL`.as("closed"))
    .select((eb) =>
      eb
        .selectFrom("bikes")
        .select(eb.fn.countAll<number>().as("sold"))
        .where("bikes.seller_id", "=", eb.ref("users.id"))
        .where("bikes.status", "=", "sold")
        .as("sold"),
    )
    .select(
      sql<{ city: string; country: string } | null>`(SELECT json_build_object('city', b.city, 'country', b.country) FROM bikes AS b
      WHERE b.seller_id = users.id AND b.status = 'available' ORDER BY b.id DESC LIMIT 1)`.as("place"),
    )
    .select(replyCounts(sql.ref("users.id")).as("reply_counts"));

export type SellerPageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof sellerPageQuery>["executeTakeFirst"]>>>;

/** The seller's answer (GET /api/sellers/:id), for a row whose seller exists. */
export const sellerView = (row: SellerPageRow & { id: number; name: string }) => ({
  _id: row.id,
  name: row.name,
  verified: row.verified === true,
  memberSince: row.created_at!.toISOString(),
  city: row.place?.city ?? null,
  country: row.place?.country ?? null,
  bikesForSale: row.bikes_for_sale ?? 0,
  sold: Number(row.sold ?? 0),
  rating: averageRating(row.seller_rating_count ?? 0, row.seller_rating_sum ?? 0),
  /** How they answer "Ask the seller": null until enough buyers asked. */
  replies: replyFigures(row.reply_counts),
});

/**
 * Average stars to one decimal and how many public reviews it is of (a seller's, a buyer's); null without any.
 * In whole numbers first (tenths = sum × 10 / count), so it rounds exactly as the database's
 * seller_whole_stars does for the rating filter.
 */
export const averageRating = (count: number, sum: number) => (count > 0 ? { average: Math.round((sum * 10) / count) / 10, count } : null);
