import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql, type InferResult } from "kysely";
import type { Database } from "../db/database";

/** Bike columns every bike answer carries, with the seller's verification and category name. */
export const selectBikes = (db: Kysely<Database>) =>
  db
    .selectFrom("bikes")
    .innerJoin("users", "users.id", "bikes.seller_id")
    .innerJoin("categories", "categories.id", "bikes.category_id")
    // The fair-price rating (lib/price-rating/), by the side table's primary key.
    .leftJoin("bike_price_ratings as rating", "rating.bike_id", "bikes.id")
    .select([
      "bikes.id",
      "bikes.seller_id",
      "bikes.category_id",
      "bikes.name",
      "bikes.picture",
      "bikes.card_picture",
      "bikes.resale_price_cents",
      "bikes.original_price_cents",
      "bikes.seller_name",
      "bikes.location",
      "bikes.country",
      "bikes.city",
      "bikes.model",
      "bikes.engine_cc",
      "bikes.months_used",
      "bikes.condition",
      "bikes.description",
      "bikes.mobile_number",
      "bikes.status",
      "bikes.advertised",
      "bikes.advertised_at",
      "bikes.created_at",
      "users.verified as seller_verified",
      "categories.name as category_name",
      "rating.rating as price_rating",
      "rating.percent_from_median as rating_percent",
      "rating.group_bikes as rating_group_bikes",
      "rating.median_cents as rating_median_cents",
      "rating.deal_score",
    ]);

/** One bike as selectBikes reads it. */
export type BikeRow = InferResult<ReturnType<typeof selectBikes>>[number];

/**
 * selectBikes' SQL (its columns and joins, no WHERE), compiled once per isolate, for the hot paths
 * that read a page of bikes (lib/browse/browse-bikes.ts): building and compiling its 29 columns
 * allocated ~37 KB per request, a fifth of a search request's, and every ~20 MB allocated costs the
 * Worker a minor collection (docs/benchmarks.md, "Where the p99 tail comes from"). Built on a
 * Kysely without a connection, as Kysely documents for building queries only; the text is the same
 * for every connection.
 */
export const bikeRowsSql = sql.raw<BikeRow>(
  selectBikes(
    new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    }),
  ).compile().sql,
);

/** The words of a keyword search: lower-case runs of letters and digits, at most 8 ("MT-07" → mt, 07). */
export const keywordWords = (q: string): string[] =>
  q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);

/**
 * One word as a tsquery prefix. Postgres's parser reads the digits after a hyphen as a signed
 * number ("MT-07" → mt, -07), so a number also matches with the minus: "07" → "(07:* | -07:*)".
 */
export const wordQuery = (word: string) => (/^\p{N}+$/u.test(word) ? `(${word}:* | -${word}:*)` : `${word}:*`);

/** Words of a keyword search as a prefix tsquery ("hon cb" → "hon:* & cb:*"); null if none. */
export function keywordQuery(q: string): string | null {
  const words = keywordWords(q);
  return words.length ? words.map(wordQuery).join(" & ") : null;
}
