import { sql, type Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../edge-api/src/db/database";
import { browseRows, browseSortKey, searchContext } from "../../edge-api/src/lib/browse/browse-bikes";
import { countStatement, countFilters } from "../../edge-api/src/lib/browse/count-bikes";
import { planName, possiblePlans, type Plan } from "../../edge-api/src/lib/browse/planner";
import { toCents } from "../../edge-api/src/lib/bikes/money";
import { toPage } from "../../edge-api/src/lib/api/pagination";
import { searchKeywords } from "../../edge-api/src/lib/search/keywords";
import { browseCountQuery, browseQuery } from "../../edge-api/src/schemas/bike";
import { createCategory, createUser, db } from "./support/fixtures";

/**
 * Browse against a reference: for thousands of filter combinations (category or none, keyword,
 * each filter, each sort, page sizes), the pages GET /api/bikes lists — followed by their cursors —
 * and the live count must be exactly what one plain query says: every available bike passing every
 * filter, in the sort order. Each combination is browsed and counted by every plan that can serve
 * it (lib/browse/planner.ts possiblePlans), not only the one the statistics pick: whatever strategy
 * finds a page, users see the same bikes.
 * Each combination runs in one repeatable-read snapshot, so other tests' writes cannot tell them apart.
 */

const COMBINATIONS = 1_500;
const PAGES = 3;

/** The dataset's models: brand and model as buyers search them, engine size, base price in cents. */
const MODELS = [
  ["Honda CB500", 500, 450_000],
  ["Honda Forza 350", 350, 520_000],
  ["Honda PCX 125", 125, 260_000],
  ["Yamaha MT-07", 690, 610_000],
  ["Yamaha R15", 155, 300_000],
  // Cheap: matches at the far end of a price-descending order.
  ["Kymco Like 125", 125, 90_000],
  ["Suzuki GSX 750", 750, 700_000],
  ["Vespa GTS 300", 300, 480_000],
  ["Royal Enfield Classic", 350, 380_000],
  ["Bajaj Pulsar 220", 220, 150_000],
] as const;

let categories: number[] = [];

/** `count` bikes of `cat`, their models g % 10 (`skip`: that model's slot takes the next one), one in 397 an Aprilia when `aprilia`. */
async function insertDataset(sellerId: number, cat: number, count: number, o: { skip?: number; aprilia?: boolean } = {}) {
  const model = (column: 0 | 1 | 2) =>
    sql.raw(
      `CASE ${o.aprilia ? `WHEN g % 397 = 0 THEN ${column === 0 ? "'Aprilia RS 660'" : column === 1 ? "660" : "900000"} ` : ""}` +
        MODELS.map((m, i) => {
          const slot = i === o.skip ? (i + 1) % MODELS.length : i;
          const value = MODELS[slot]![column];
          return `WHEN g % 10 = ${i} THEN ${typeof value === "string" ? `'${value}'` : value}`;
        }).join(" ") +
        " END",
    );
  await sql`INSERT INTO bikes (seller_id, category_id, name, picture, resale_price_cents, original_price_cents, seller_name,
      location, country, city, model, engine_cc, months_used, registration_year, mileage_km, condition, description, mobile_number)
    SELECT ${sellerId}, ${cat}, ${model(0)} || ' no ' || g, '/images/bikes/sport-blue.svg',
      -- Prices repeat (ties are ordered by id), spread around each model's base.
      ${model(2)} + (g * 37 % 40) * 2500, 1000000, 'Test Seller', 'x',
      CASE g % 3 WHEN 0 THEN 'France' WHEN 1 THEN 'Nepal' ELSE 'India' END,
      CASE g % 3 WHEN 0 THEN CASE WHEN g % 2 = 0 THEN 'Paris' ELSE 'Lyon' END WHEN 1 THEN 'Kathmandu' ELSE 'Delhi' END,
      ${model(0)}, ${model(1)}, CASE WHEN g % 11 = 0 THEN NULL ELSE g % 30 END,
      -- Years and mileages repeat; some bikes state neither (a year or mileage filter leaves them out).
      CASE WHEN g % 13 = 0 THEN NULL ELSE 2000 + g * 7 % 26 END, CASE WHEN g % 17 = 0 THEN NULL ELSE g * 7919 % 80000 END,
      'good', 'A test bike.', '01700000000'
    FROM generate_series(1, ${count}::int) AS g ORDER BY g`.execute(db());
  // Sellers' whole stars, as reviews would leave them (the rating filter): some sellers unrated.
  await sql`UPDATE bikes SET seller_stars = CASE WHEN id % 7 = 0 THEN NULL ELSE 1 + id % 5 END WHERE category_id = ${cat}`.execute(db());
  // Fair-price ratings that every sort and the deals filter can tell apart (ties included).
  await sql`UPDATE bike_price_ratings AS r SET rating = CASE WHEN r.bike_id % 9 = 0 THEN NULL ELSE 1 + r.bike_id % 4 END,
      deal_score = CASE WHEN r.bike_id % 9 = 0 THEN 1000000 ELSE (r.bike_id * 7919) % 200 - 100 END
    FROM bikes AS b WHERE b.id = r.bike_id AND b.category_id = ${cat}`.execute(db());
}

/** A deterministic pseudo-random sequence (mulberry32), so a failing combination can be run again. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Query = Record<string, string>;

function combination(next: () => number): Query {
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const sometimes = (share: number) => next() < share;
  const query: Query = { sort: pick(["newest", "price_asc", "price_desc", "deal"]), limit: pick(["3", "7"]) };
  // Across categories less often: it reads every other test's bikes too.
  const category = pick([...categories, ...categories, undefined]);
  if (category !== undefined) query.id = String(category);
  if (sometimes(0.6)) query.q = pick(["honda", "kymco", "aprilia", "honda forza", "hoda", "vespa", "mt-07", "zzzz", "yam 125"]);
  if (sometimes(0.25)) query.country = pick(["France", "Nepal"]);
  if (sometimes(0.2)) query.city = pick(["Paris", "Delhi"]);
  if (sometimes(0.2)) query.model = pick(["Honda Forza 350", "Kymco Like 125", "Yamaha MT-07"]);
  if (sometimes(0.3)) query.minCc = pick(["125", "300", "600"]);
  if (sometimes(0.3)) query.maxCc = pick(["150", "350", "750"]);
  if (query.minCc && query.maxCc && Number(query.minCc) > Number(query.maxCc)) delete query.maxCc;
  if (sometimes(0.3)) query.maxPrice = pick(["1500", "4000", "6000"]);
  if (sometimes(0.25)) query.maxMonths = pick(["0", "6", "24"]);
  if (sometimes(0.15)) query.minYear = pick(["2005", "2015", "2024"]);
  if (sometimes(0.15)) query.maxYear = pick(["2010", "2020"]);
  if (query.minYear && query.maxYear && Number(query.minYear) > Number(query.maxYear)) delete query.maxYear;
  if (sometimes(0.15)) query.maxKm = pick(["1000", "20000", "60000"]);
  if (sometimes(0.15)) query.minPrice = pick(["1000", "3000", "5000"]);
  if (query.minPrice && query.maxPrice && Number(query.minPrice) > Number(query.maxPrice)) delete query.minPrice;
  if (sometimes(0.15)) query.deals = "1";
  if (sometimes(0.2)) query.minRating = pick(["3", "4", "5"]);
  return query;
}

/** Every available bike passing `query`'s filters, in its sort order: the plain reading of the filters. */
async function reference(trx: Kysely<Database>, query: Query): Promise<number[]> {
  const f = browseCountQuery.parse(query);
  const keywords = await searchKeywords(trx, f.q);
  const where = [sql`b.status = 'available'`];
  if (f.id !== undefined) where.push(sql`b.category_id = ${f.id}`);
  if (f.country) where.push(sql`b.country = ${f.country}`);
  if (f.city) where.push(sql`b.city = ${f.city}`);
  if (f.model) where.push(sql`b.model = ${f.model}`);
  if (f.minCc !== undefined) where.push(sql`b.engine_cc >= ${f.minCc}`);
  if (f.maxCc !== undefined) where.push(sql`b.engine_cc <= ${f.maxCc}`);
  if (f.maxPrice !== undefined) where.push(sql`b.resale_price_cents <= ${toCents(f.maxPrice)}`);
  if (f.maxMonths !== undefined) where.push(sql`b.months_used <= ${f.maxMonths}`);
  if (f.minYear !== undefined) where.push(sql`b.registration_year >= ${f.minYear}`);
  if (f.maxYear !== undefined) where.push(sql`b.registration_year <= ${f.maxYear}`);
  if (f.maxKm !== undefined) where.push(sql`b.mileage_km <= ${f.maxKm}`);
  if (f.minPrice !== undefined) where.push(sql`b.resale_price_cents >= ${toCents(f.minPrice)}`);
  if (f.minRating !== undefined) where.push(sql`b.seller_stars >= ${f.minRating}`);
  if (keywords) where.push(sql`b.search @@ to_tsquery('simple', ${keywords.words})`);
  if (f.deals) where.push(sql`r.rating <= 2`);
  const order = {
    newest: sql`b.id DESC`,
    price_asc: sql`b.resale_price_cents, b.id`,
    price_desc: sql`b.resale_price_cents DESC, b.id DESC`,
    deal: sql`coalesce(r.deal_score, 1000000), b.id`,
  }[query.sort as "newest"];
  const { rows } = await sql<{ id: number }>`SELECT b.id FROM bikes AS b LEFT JOIN bike_price_ratings AS r ON r.bike_id = b.id
    WHERE ${sql.join(where, sql` AND `)} ORDER BY ${order}`.execute(trx);
  return rows.map((row) => row.id);
}

/** The first PAGES pages browse lists for `query` by `plan`, and whether it offers a page after them. */
async function browsed(trx: Kysely<Database>, query: Query, plan: Plan): Promise<{ ids: number[]; more: boolean }> {
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < PAGES; page++) {
    const f = browseQuery.parse(cursor ? { ...query, cursor } : query);
    const { rows } = await browseRows(trx, f, plan);
    const listed = toPage(
      rows,
      f.limit,
      (row) => row.id,
      (row) => browseSortKey(f.sort, row),
    );
    ids.push(...listed.items);
    cursor = listed.nextCursor;
    if (!cursor) return { ids, more: false };
  }
  return { ids, more: true };
}

/** The plans that can serve `query`'s page (planner.ts possiblePlans), each to be checked. */
async function pagePlans(trx: Kysely<Database>, query: Query) {
  const f = browseQuery.parse(query);
  return possiblePlans({ ...f, ...(await searchContext(trx, f)) });
}

/** GET /api/bikes/count's answers for `query`'s filters, by each plan that can serve a keyword's count (or the one count without). */
async function counted(trx: Kysely<Database>, query: Query) {
  const { sort: _sort, limit: _limit, ...filters } = query;
  const f = browseCountQuery.parse(filters);
  const g = { ...f, ...(await searchContext(trx, f)) };
  // (A count's plans have no probe: planner.ts.)
  const plans: Array<Plan | undefined> = g.keywords ? possiblePlans(countFilters(g)).filter((p) => !p.probe) : [undefined];
  return Promise.all(
    plans.map(async (plan) => {
      const statement = countStatement(trx, g, plan);
      const { count } = (await statement.count.execute(trx)).rows[0]!;
      return { plan: planName(statement.plan), count: Math.min(count, statement.cap), capped: count > statement.cap, cap: statement.cap };
    }),
  );
}

describe("browse against a reference query", () => {
  beforeAll(async () => {
    const seller = await createUser("seller");
    categories = [await createCategory(), await createCategory(), await createCategory()];
    await insertDataset(seller.id, categories[0]!, 2_400, { skip: 7 });
    await insertDataset(seller.id, categories[1]!, 800, { aprilia: true });
    await insertDataset(seller.id, categories[2]!, 60, { skip: 5 });
    await sql`ANALYZE bikes`.execute(db());
  }, 120_000);

  it(`lists the same pages and counts as the plain query for ${COMBINATIONS} filter combinations`, async () => {
    const next = random(35);
    const differences: string[] = [];
    for (let i = 0; i < COMBINATIONS && differences.length < 5; i++) {
      const query = combination(next);
      await db()
        .transaction()
        .setIsolationLevel("repeatable read")
        .execute(async (trx) => {
          const expected = await reference(trx, query);
          const limit = Number(query.limit);
          const wanted = { ids: expected.slice(0, PAGES * limit), more: expected.length > PAGES * limit };
          const label = new URLSearchParams(query).toString();
          for (const plan of await pagePlans(trx, query)) {
            const pages = await browsed(trx, query, plan);
            if (JSON.stringify(pages) !== JSON.stringify(wanted)) {
              differences.push(`${label} by ${planName(plan)}: listed ${JSON.stringify(pages)}, expected ${JSON.stringify(wanted)}`);
            }
          }
          for (const count of await counted(trx, query)) {
            if (count.count !== Math.min(expected.length, count.cap) || count.capped !== expected.length > count.cap) {
              differences.push(`${label}: counted ${JSON.stringify(count)}, expected ${expected.length}`);
            }
          }
        });
    }
    expect(differences).toEqual([]);
  }, 600_000);
});
