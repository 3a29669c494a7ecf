import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql, type InferResult } from "kysely";
import type { Database } from "../../db/database";

/**
 * Bike columns every bike answer carries, with the seller's verification, the category's name and
 * the fair-price rating (lib/price-rating/) each read by primary key in a subquery of its own, not
 * joined: Postgres plans a join of bikes, users, categories and the ratings (and a page's ids) by
 * weighing every join order and method, ~1.1 ms of each browse statement's ~4 ms of planning at 1M
 * bikes, where these subqueries plan in ~0.1 ms and read the same rows (inner joins dropped none:
 * every bike has its seller and category, foreign keys). The seller's phone number is not among
 * them: it is given only to who asks (lib/bikes/phone-number.ts) and to the seller.
 */
export const selectBikes = (db: Kysely<Database>) =>
  db.selectFrom("bikes").select((eb) => {
    const rating = <C extends "rating" | "percent_from_median" | "group_bikes" | "median_cents" | "deal_score">(column: C) =>
      eb.selectFrom("bike_price_ratings as rating").select(`rating.${column}`).whereRef("rating.bike_id", "=", "bikes.id").$asScalar();
    return [
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
      "bikes.place_id",
      "bikes.latitude",
      "bikes.longitude",
      "bikes.model",
      "bikes.engine_cc",
      "bikes.months_used",
      "bikes.registration_year",
      "bikes.mileage_km",
      "bikes.condition",
      "bikes.description",
      "bikes.status",
      "bikes.advertised",
      "bikes.advertised_at",
      "bikes.live_until",
      "bikes.created_at",
      eb
        .selectFrom("users")
        .select("users.verified")
        .whereRef("users.id", "=", "bikes.seller_id")
        .$asScalar()
        .$notNull()
        .as("seller_verified"),
      // The seller's rating (users.seller_rating_*, kept by a trigger on reviews), for the cards' stars: one probe for both.
      sql<[number, number]>`(SELECT ARRAY[u.seller_rating_count, u.seller_rating_sum] FROM users AS u WHERE u.id = bikes.seller_id)`.as(
        "seller_rating",
      ),
      eb
        .selectFrom("categories")
        .select("categories.name")
        .whereRef("categories.id", "=", "bikes.category_id")
        .$asScalar()
        .$notNull()
        .as("category_name"),
      rating("rating").as("price_rating"),
      rating("percent_from_median").as("rating_percent"),
      rating("group_bikes").as("rating_group_bikes"),
      rating("median_cents").as("rating_median_cents"),
      rating("deal_score").as("deal_score"),
    ];
  });

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
