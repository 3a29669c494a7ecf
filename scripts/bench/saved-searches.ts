/**
 * Saved searches at scale (#14 points 3 and 6): 100,000 saved searches over the 1M bikes, then
 * the matching statement (edge-api/src/lib/saved-searches/match.ts) timed as the write paths run
 * it — for one new bike (p99 over many) and for a 1,000-bike import — each in a transaction that
 * is rolled back, so the bench data stays as loaded.
 *
 *   npm run bench:saved-searches   (this step alone: saved-searches-only.ts)
 */
import { CompiledQuery, sql, type Kysely } from "kysely";
import pg from "pg";
import type { Database } from "../../edge-api/src/db/database";
import { KEYWORD_KEY_LETTERS } from "../../edge-api/src/lib/saved-searches/anchor";
import { matchingPairsSql, matchSavedSearches } from "../../edge-api/src/lib/saved-searches/match";
import { median, percentile } from "./stats";

const SAVED_SEARCHES = 100_000;
const ONE_BIKE_SAMPLES = 200;
const IMPORT_BIKES = 1000;
const IMPORT_RUNS = 3;
export const ONE_BIKE_TARGET_MS = 10;
export const IMPORT_TARGET_MS = 2000;

interface MatchTimes {
  oneBike: { samples: number; p50: number; p99: number; max: number; matchesPerBike: number };
  import: { runs: number[]; median: number; matches: number };
}

export interface SavedSearchBench {
  searches: number;
  /** How the searches are anchored: by their first criterion ("c" category, "co" country, "ci" city, "w" a keyword alone). */
  anchors: Array<{ kind: string; count: number }>;
  /** Finding the matches: the statement's reading part (the targets). */
  find: MatchTimes;
  /** The whole statement: finding, recording each match once and writing the instant notifications. */
  record: MatchTimes;
}

/**
 * A realistic mix: two to four criteria each — people watch for a bike they could buy, near them
 * and at a price — modelled on an available bike (so it matches some), spread over the buyers (at
 * most 50 each, as the API allows), a fifth with daily alerts and one in twenty paused:
 * - 40% a keyword: the brand and the model's last word ("yamaha r15") in a city (20%), or in a
 *   country under a price (10%); the brand in a city under a price (10%);
 * - 20% a model in its category: in a city, or in a country under a price;
 * - 15% a category in a city under a price; 10% a brand in a city; 10% a category in a city under a
 *   price from an engine size; 5% a category in a city, used at most two years.
 * (The bench's catalogue is small — 60 models, 100 cities — so a country-wide search of a category
 * would match tens of thousands of its bikes; people's searches are narrower than that.)
 * Anchored as lib/saved-searches/anchor.ts anchors them: with a city or a model, all their equality
 * criteria; else the category and country with the rarest keyword (here the model's word, else the
 * brand); else the category and country.
 */
const GENERATE = `
WITH t AS (
  SELECT row_number() OVER () AS g, category_id, country, city, model, engine_cc, resale_price_cents,
         lower(substring(model from '^[[:alnum:]]+')) AS brand, lower(substring(model from '[[:alnum:]]+$')) AS model_word
  FROM bikes TABLESAMPLE BERNOULLI (20) REPEATABLE (14) WHERE status = 'available' LIMIT $1),
u AS MATERIALIZED (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE role = 'buyer'),
s AS (
  SELECT t.*, t.g % 20 AS kind,
         CASE WHEN (t.g / 20) % 5 < 3 AND t.brand <> t.model_word THEN t.model_word END AS rare_word
  FROM t),
c AS (
  SELECT s.g,
    CASE WHEN kind BETWEEN 8 AND 17 THEN s.category_id END AS category_id,
    CASE WHEN kind IN (4, 5, 10, 11) THEN s.country END AS country,
    CASE WHEN kind NOT IN (4, 5, 10, 11) THEN s.city END AS city,
    CASE WHEN kind BETWEEN 8 AND 11 THEN s.model END AS model,
    CASE WHEN kind IN (15, 16) THEN greatest(50, s.engine_cc - 100) END AS min_cc,
    CASE WHEN kind = 17 THEN 24 END AS max_months,
    CASE WHEN kind BETWEEN 4 AND 7 OR kind BETWEEN 10 AND 16 THEN (s.resale_price_cents * 1.1)::int END AS max_price_cents,
    CASE WHEN kind <= 5 THEN concat_ws(' ', s.brand, s.rare_word) WHEN kind IN (6, 7) OR kind >= 18 THEN s.brand END AS q,
    CASE WHEN kind <= 5 THEN coalesce(s.rare_word, s.brand) WHEN kind IN (6, 7) OR kind >= 18 THEN s.brand END AS anchor_word
  FROM s)
INSERT INTO saved_searches (user_id, name, alerts, paused, filters, q, keywords, anchor, link)
SELECT u.ids[1 + c.g % cardinality(u.ids)], 'Bench search v7 ' || c.g,
  CASE WHEN c.g % 5 = 0 THEN 'daily' ELSE 'instant' END, c.g % 20 = 3,
  jsonb_strip_nulls(jsonb_build_object('id', c.category_id, 'country', c.country, 'city', c.city, 'model', c.model,
    'minCc', c.min_cc, 'maxMonths', c.max_months, 'maxPrice', c.max_price_cents)), c.q,
  (SELECT to_tsquery('simple', string_agg(w || ':*', ' & ')) FROM regexp_split_to_table(c.q, ' ') AS w),
  CASE
    WHEN c.anchor_word IS NOT NULL AND c.model IS NULL AND c.city IS NULL
      THEN concat_ws('|', 'c:' || c.category_id, 'co:' || c.country, 'w:' || left(c.anchor_word, ${KEYWORD_KEY_LETTERS}))
    ELSE concat_ws('|', 'c:' || c.category_id, 'co:' || c.country, 'ci:' || c.city, 'm:' || c.model)
  END,
  '/bikes'
FROM c, u`;

/** The generator's version: a bench database with searches of another mix gets this one instead. */
const MIX = "Bench search v7 ";

/** Adds the saved searches when the bench database has fewer (they stay, like the bikes). */
export async function ensureSavedSearches(databaseUrl: string, log: (line: string) => void): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async () => (await client.query<{ n: number }>("SELECT count(*)::int AS n FROM saved_searches")).rows[0]!.n;
    const current = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM saved_searches WHERE name LIKE $1", [`${MIX}%`]);
    if (current.rows[0]!.n >= SAVED_SEARCHES) return await count();
    const started = performance.now();
    await client.query("DELETE FROM saved_searches WHERE name LIKE 'Bench search %'");
    await client.query(GENERATE, [SAVED_SEARCHES]);
    await client.query("ANALYZE saved_searches");
    const now = await count();
    log(`saved searches: ${now.toLocaleString("en")} generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return now;
  } finally {
    await client.end();
  }
}

/** Random available bikes (a new listing or an import stands in for them; their matches are rolled back). */
const sampleBikes = async (client: pg.Client, n: number) =>
  (
    await client.query<{ id: number }>(
      "SELECT id FROM bikes TABLESAMPLE SYSTEM (1) WHERE status = 'available' ORDER BY random() LIMIT $1",
      [n],
    )
  ).rows.map((r) => r.id);

/** Thrown to roll a measured transaction back. */
const ROLL_BACK = new Error("roll back");

/**
 * One run in a rolled-back transaction, its time and how many it matched: finding the matches (the
 * statement's reading part, matchingPairsSql) or all that a write does with them
 * (matchSavedSearches: recording them, and the alerts' reads and writes).
 */
async function timeMatch(
  client: pg.Client,
  db: Kysely<Database>,
  ids: number[],
  mode: "find" | "record",
): Promise<{ ms: number; matched: number }> {
  if (mode === "record") {
    let run: { ms: number; matched: number } | undefined;
    await db
      .transaction()
      .execute(async (trx) => {
        const started = performance.now();
        const { matched } = await matchSavedSearches(trx, ids);
        run = { ms: performance.now() - started, matched };
        throw ROLL_BACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLL_BACK) throw error;
      });
    return run!;
  }
  const query = sql<{ matched: number }>`SELECT count(*)::int AS matched FROM (${matchingPairsSql(ids)}) AS m`.compile(db);
  await client.query("BEGIN");
  try {
    const started = performance.now();
    const { rows } = await client.query<{ matched: number }>(query.sql, [...query.parameters]);
    return { ms: performance.now() - started, matched: rows[0]!.matched };
  } finally {
    await client.query("ROLLBACK");
  }
}

export async function measureSavedSearchMatching(
  databaseUrl: string,
  db: Kysely<Database>,
  log: (line: string) => void,
): Promise<SavedSearchBench> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const searches = (await client.query<{ n: number }>("SELECT count(*)::int AS n FROM saved_searches")).rows[0]!.n;
    const anchors = (
      await db.executeQuery<{ kind: string; count: number }>(
        CompiledQuery.raw(
          "SELECT split_part(anchor, ':', 1) AS kind, count(*)::int AS count FROM saved_searches GROUP BY 1 ORDER BY 2 DESC",
        ),
      )
    ).rows;
    log(`saved searches: ${searches.toLocaleString("en")} (${anchors.map((a) => `${a.kind} ${a.count}`).join(", ")})`);

    const find = await measure(client, db, "find", log);
    const record = await measure(client, db, "record", log);
    return { searches, anchors, find, record };
  } finally {
    await client.end();
  }
}

async function measure(client: pg.Client, db: Kysely<Database>, mode: "find" | "record", log: (line: string) => void): Promise<MatchTimes> {
  const what = mode === "find" ? "finding the matches of" : "finding and recording the matches of";
  const one = await sampleBikes(client, ONE_BIKE_SAMPLES + 20);
  for (const id of one.slice(0, 20)) await timeMatch(client, db, [id], mode); // warm-up
  const times: number[] = [];
  let matches = 0;
  for (const id of one.slice(20)) {
    const run = await timeMatch(client, db, [id], mode);
    times.push(run.ms);
    matches += run.matched;
  }
  const oneBike = {
    samples: times.length,
    p50: median(times),
    p99: percentile(times, 99),
    max: Math.max(...times),
    matchesPerBike: matches / Math.max(1, times.length),
  };
  log(
    `${what} one new bike: p50 ${oneBike.p50.toFixed(2)} ms, p99 ${oneBike.p99.toFixed(2)} ms, ${oneBike.matchesPerBike.toFixed(1)} matches per bike`,
  );
  const runs: number[] = [];
  let importMatches = 0;
  for (let run = 0; run < IMPORT_RUNS; run++) {
    const result = await timeMatch(client, db, await sampleBikes(client, IMPORT_BIKES), mode);
    runs.push(result.ms);
    importMatches = result.matched;
    log(`${what} a ${IMPORT_BIKES}-bike import: ${result.ms.toFixed(0)} ms, ${result.matched.toLocaleString("en")} matches`);
  }
  return { oneBike, import: { runs, median: median(runs), matches: importMatches } };
}

/** docs/benchmarks.md's summary rows (report.ts): the two targets. */
export function savedSearchSummaryRows(r: SavedSearchBench): string[] {
  const mark = (ok: boolean) => (ok ? "✅" : "❌");
  return [
    `| saved searches: matching one new bike against ${r.searches.toLocaleString("en")} (${r.find.oneBike.samples} bikes, ${r.find.oneBike.matchesPerBike.toFixed(0)} matches each on average) | p99 ${r.find.oneBike.p99.toFixed(2)} ms (p50 ${r.find.oneBike.p50.toFixed(2)} ms) | p99 ≤ ${ONE_BIKE_TARGET_MS} ms | ${mark(r.find.oneBike.p99 <= ONE_BIKE_TARGET_MS)} |`,
    `| saved searches: matching a ${IMPORT_BIKES.toLocaleString("en")}-bike import in one statement (median of ${r.find.import.runs.length}) | ${r.find.import.median.toFixed(0)} ms | ≤ ${IMPORT_TARGET_MS.toLocaleString("en")} ms | ${mark(r.find.import.median <= IMPORT_TARGET_MS)} |`,
  ];
}

/** docs/benchmarks.md's section (report.ts). */
export function savedSearchRows(r: SavedSearchBench): string[] {
  const mark = (ok: boolean) => (ok ? "✅" : "❌");
  const rows = (label: string, t: MatchTimes, targets: boolean) => [
    `| ${label} one new bike (${t.oneBike.samples} bikes, ${t.oneBike.matchesPerBike.toFixed(1)} matches each on average) | p50 ${t.oneBike.p50.toFixed(2)} ms, p99 ${t.oneBike.p99.toFixed(2)} ms | ${targets ? `p99 ≤ ${ONE_BIKE_TARGET_MS} ms | ${mark(t.oneBike.p99 <= ONE_BIKE_TARGET_MS)}` : "– | "} |`,
    `| ${label} a ${IMPORT_BIKES.toLocaleString("en")}-bike import (${t.import.matches.toLocaleString("en")} matches; runs ${t.import.runs.map((ms) => ms.toFixed(0)).join(", ")} ms) | median ${t.import.median.toFixed(0)} ms | ${targets ? `≤ ${IMPORT_TARGET_MS.toLocaleString("en")} ms | ${mark(t.import.median <= IMPORT_TARGET_MS)}` : "– | "} |`,
  ];
  return [
    "## Saved searches",
    "",
    `${r.searches.toLocaleString("en")} saved searches (anchored by ${r.anchors.map((a) => `${a.kind}: ${a.count.toLocaleString("en")}`).join(", ")}), ` +
      "matched by the statement every bike write runs (edge-api/src/lib/saved-searches/match.ts), each run in a rolled-back transaction. " +
      "Finding the matches is what the targets measure; recording them also writes one row per match and the instant alerts' notifications.",
    "",
    "| case | result | target | |",
    "|---|---|---|---|",
    ...rows("matching", r.find, true),
    ...rows("matching and recording (with notifications)", r.record, false),
    "",
  ];
}
