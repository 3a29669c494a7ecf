import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/database";
import { sqlState } from "../platform/db-errors";

/**
 * The full recompute (README "Fair-price rating"): run daily by the Worker's cron (index.ts
 * `scheduled`) and on demand by an admin (POST /api/price-rating/recompute). One transaction, so
 * the on-write trigger keeps reading the previous statistics until the new ones are complete.
 *
 * 1. The market: every available bike's group columns and adjusted log price into a temporary
 *    table, read by ranges of RECOMPUTE_BATCH_IDS ids on the primary key (no sequential scan of
 *    bikes; each statement bounded). The bikes write log (price_rating_writes) is emptied first:
 *    what it held is in this read.
 * 2. The statistics: quantiles of the adjusted log price per model and per category × engine-size
 *    band, groups of at least 5 bikes only (migrations/1700000000000_baseline.sql), grouped on
 *    plain columns (an integer and a byte-ordered text), not on per-row key strings.
 * 3. Every rating, set-based (hash joins on those few groups) through the trigger's own grading
 *    (price_rating_grade), into a fresh table with no index yet; then its indexes, built once. A
 *    daily recompute moves most deal scores (a median moves every score of its group), and
 *    rewriting ~1M indexed rows in place costs ~6× building them (36 s vs 6 s at 1M bikes).
 * 4. The swap (swapIn): the bikes written meanwhile re-rated from the log, and the fresh table put
 *    in the old one's place under its name, indexes and foreign key.
 */
export const RECOMPUTE_BATCH_IDS = 50_000;

/** One range of the market's read: the available bikes with ids in (from, to], as price_rating_market's columns. */
export const marketBatch = (db: Kysely<Database>, from: number, to: number) =>
  db
    .selectFrom("bikes")
    .select([
      "bikes.id",
      "bikes.category_id",
      sql<string>`lower(bikes.model)`.as("model"),
      sql<number>`price_rating_cc_band(bikes.engine_cc)`.as("cc_band"),
      "bikes.resale_price_cents",
      sql<number>`ln(bikes.resale_price_cents) + price_rating_offset(bikes.months_used, bikes.condition)`.as("adjusted"),
    ])
    .where("bikes.status", "=", "available")
    .where("bikes.id", ">", from)
    .where("bikes.id", "<=", to);

export interface RecomputeSummary {
  bikes: number;
  groups: number;
  /** Bikes written during the recompute, re-rated at its end. */
  caughtUp: number;
  ms: number;
  /** Each step's milliseconds (market, groups, rate, index, swap), for the bench. */
  stepsMs: Record<string, number>;
}

const TABLE = "bike_price_ratings";
const NEXT = "bike_price_ratings_next";

export async function recomputePriceRatings(db: Kysely<Database>): Promise<RecomputeSummary> {
  const started = Date.now();
  const stepsMs: Record<string, number> = {};
  let lapStart = started;
  const lap = (step: string) => {
    stepsMs[step] = Date.now() - lapStart;
    lapStart = Date.now();
  };
  return db.transaction().execute(async (trx) => {
    // One recompute at a time (the cron and an admin's): a second waits, then reads the market afresh.
    await sql`SELECT pg_advisory_xact_lock(hashtext('price-rating-recompute'))`.execute(trx);
    // The quantiles sort the market (~1M rows) twice; in memory, not spilled to disk.
    await sql`SET LOCAL work_mem = '128MB'`.execute(trx);
    await sql`SET LOCAL maintenance_work_mem = '128MB'`.execute(trx);
    await sql`DELETE FROM price_rating_writes`.execute(trx);
    // model: lower case, byte-ordered (the groups' sort compares bytes, not the locale's rules).
    await sql`CREATE TEMP TABLE price_rating_market (bike_id integer, category_id integer, model text COLLATE "C",
      cc_band integer, price_cents integer, adjusted double precision) ON COMMIT DROP`.execute(trx);
    const { last } = await trx
      .selectFrom("bikes")
      .select(sql<number | null>`max(id)`.as("last"))
      .executeTakeFirstOrThrow();
    for (let from = 0; from < (last ?? 0); from += RECOMPUTE_BATCH_IDS) {
      await sql`INSERT INTO price_rating_market ${marketBatch(trx, from, from + RECOMPUTE_BATCH_IDS)}`.execute(trx);
    }
    await sql`ANALYZE price_rating_market`.execute(trx);
    lap("market");

    for (const [name, columns] of [
      ["price_rating_model_stats", sql`category_id, model`],
      ["price_rating_band_stats", sql`category_id, cc_band`],
    ] as const) {
      await sql`CREATE TEMP TABLE ${sql.table(name)} ON COMMIT DROP AS
        SELECT ${columns}, bikes, q[1] AS p10, q[2] AS p25, q[3] AS p35, q[4] AS p50, q[5] AS p65, q[6] AS p75 FROM (
          SELECT ${columns}, count(*)::int AS bikes,
                 percentile_cont(ARRAY[0.10, 0.25, 0.35, 0.50, 0.65, 0.75]) WITHIN GROUP (ORDER BY adjusted) AS q
          FROM price_rating_market GROUP BY ${columns} HAVING count(*) >= 5) AS s`.execute(trx);
      // Without statistics the planner guesses ~1,000 groups and merge-joins the market on them.
      await sql`ANALYZE ${sql.table(name)}`.execute(trx);
    }
    await sql`DELETE FROM price_rating_groups`.execute(trx);
    const groups = await sql`INSERT INTO price_rating_groups (group_key, bikes, p10, p25, p35, p50, p65, p75)
      SELECT price_rating_model_key(category_id, model), bikes, p10, p25, p35, p50, p65, p75 FROM price_rating_model_stats
      UNION ALL
      SELECT price_rating_band_key(category_id, cc_band), bikes, p10, p25, p35, p50, p65, p75 FROM price_rating_band_stats`.execute(trx);
    lap("groups");

    // Each bike's group — the model's when it has one, as price_rating_group picks (a group's
    // columns are never null, so coalesce takes the model's whole) — graded by the trigger's own
    // price_rating_grade. The fresh table copies the live one's columns and CHECKs.
    await sql`CREATE TABLE ${sql.table(NEXT)} (LIKE ${sql.table(TABLE)} INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`.execute(trx);
    await sql`INSERT INTO ${sql.table(NEXT)} (bike_id, category_id, rating, deal_score, percent_from_median, group_bikes, median_cents)
      SELECT m.bike_id, m.category_id, r.*
      FROM price_rating_market m
      LEFT JOIN price_rating_model_stats gm ON gm.category_id = m.category_id AND gm.model = m.model
      LEFT JOIN price_rating_band_stats gb ON gb.category_id = m.category_id AND gb.cc_band = m.cc_band
      CROSS JOIN LATERAL price_rating_grade(m.adjusted, m.price_cents, coalesce(gm.bikes, gb.bikes),
        coalesce(gm.p10, gb.p10), coalesce(gm.p35, gb.p35), coalesce(gm.p50, gb.p50), coalesce(gm.p65, gb.p65)) AS r`.execute(trx);
    await sql`ANALYZE ${sql.table(NEXT)}`.execute(trx);
    lap("rate");

    const indexes = await copyIndexes(trx);
    lap("index");

    const caughtUp = await swapIn(trx, indexes);
    lap("swap");

    const { bikes } = await sql<{ bikes: number }>`SELECT count(*)::int AS bikes FROM price_rating_market`
      .execute(trx)
      .then((r) => r.rows[0]!);
    const groupCount = Number(groups.numAffectedRows ?? 0);
    // What freshness.ts compares the market with next time.
    await trx
      .insertInto("price_rating_runs")
      .values({ bikes, groups: groupCount, last_bike_id: last ?? 0 })
      .execute();
    return { bikes, groups: groupCount, caughtUp, ms: Date.now() - started, stepsMs };
  });
}

/**
 * The live table's indexes (its primary key and the deal walks, as the migration defines them)
 * built on the fresh one under `<name>_next`, renamed by swapIn: the migration stays their one
 * definition.
 */
async function copyIndexes(trx: Transaction<Database>) {
  const { rows } = await sql<{ name: string; definition: string; primary: boolean }>`
    SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition, i.indisprimary AS primary
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid = ${TABLE}::regclass`.execute(trx);
  for (const index of rows) {
    const definition = index.definition
      .replace(` INDEX ${index.name} ON `, ` INDEX ${index.name}_next ON `)
      .replace(/ ON (\S+\.)?bike_price_ratings USING /, ` ON $1${NEXT} USING `);
    await sql.raw(definition).execute(trx);
    if (index.primary) await sql`ALTER TABLE ${sql.table(NEXT)} ADD PRIMARY KEY USING INDEX ${sql.id(`${index.name}_next`)}`.execute(trx);
  }
  return rows.map((index) => index.name);
}

/** Lock waits the swap gives up on and retries (a deadlock with a bike write, a long reader), and how often. */
const SWAP_LOCK_TIMEOUT = "5s";
const SWAP_ATTEMPTS = 5;

/**
 * The fresh table in the live one's place. Bike writes are held off (SHARE ROW EXCLUSIVE on bikes,
 * which the foreign key takes anyway) from the moment the log is read until the commit, about a
 * second: every write committed before is in the log, and every later one rates itself in the
 * fresh table with the fresh statistics. Readers wait only for the drop and the renames. A lock
 * conflict (a deadlock with a transaction that read ratings and then writes bikes) rolls back to
 * the savepoint and tries again, keeping the work done before it.
 */
async function swapIn(trx: Transaction<Database>, indexes: string[]): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    await sql`SAVEPOINT price_rating_swap`.execute(trx);
    try {
      await sql`SET LOCAL lock_timeout = ${sql.lit(SWAP_LOCK_TIMEOUT)}`.execute(trx);
      await sql`LOCK TABLE bikes IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
      await sql`CREATE TEMP TABLE price_rating_written (bike_id integer PRIMARY KEY) ON COMMIT DROP`.execute(trx);
      const written = await sql`WITH w AS (DELETE FROM price_rating_writes RETURNING bike_id)
        INSERT INTO price_rating_written SELECT DISTINCT bike_id FROM w`.execute(trx);
      // Rated as price_rating_refresh rates one bike; a sold, withdrawn or deleted bike has none.
      await sql`DELETE FROM ${sql.table(NEXT)} n USING price_rating_written w WHERE n.bike_id = w.bike_id`.execute(trx);
      await sql`INSERT INTO ${sql.table(NEXT)} (bike_id, category_id, rating, deal_score, percent_from_median, group_bikes, median_cents)
        SELECT b.id, b.category_id, p.*
        FROM price_rating_written w JOIN bikes b ON b.id = w.bike_id,
          price_rating_for(b.category_id, b.model, b.engine_cc, b.resale_price_cents, b.months_used, b.condition) AS p
        WHERE b.status = 'available'`.execute(trx);
      const { rows: foreignKeys } = await sql<{ name: string; definition: string }>`
        SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conrelid = ${TABLE}::regclass AND contype = 'f'`.execute(trx);
      for (const fk of foreignKeys) {
        await sql`ALTER TABLE ${sql.table(NEXT)} ADD CONSTRAINT ${sql.id(fk.name)} ${sql.raw(fk.definition)}`.execute(trx);
      }
      await sql`DROP TABLE ${sql.table(TABLE)}`.execute(trx);
      await sql`ALTER TABLE ${sql.table(NEXT)} RENAME TO ${sql.table(TABLE)}`.execute(trx);
      for (const name of indexes) await sql`ALTER INDEX ${sql.id(`${name}_next`)} RENAME TO ${sql.id(name)}`.execute(trx);
      await sql`RELEASE SAVEPOINT price_rating_swap`.execute(trx);
      return Number(written.numAffectedRows ?? 0);
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= SWAP_ATTEMPTS || (state !== "40P01" && state !== "55P03")) throw error;
      await sql`ROLLBACK TO SAVEPOINT price_rating_swap`.execute(trx);
    }
  }
}
