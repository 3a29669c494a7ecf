import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/database";
import type { Cursor } from "../api/pagination";
import { filteredIds, hasCcRange, hasOtherFilter, sortedPage, sortOrder, tsquery, withoutKeyword, type BrowseFilters } from "./id-query";
import { categoriesPage } from "./categories-page";
import { ccRangePageIds } from "./cc-range-page";
import { bandPageIds } from "./keyword-bands";
import { acrossCategoriesBandPageIds } from "./keyword-bands-across";
import { rangedCandidates } from "./keyword-ranged";
import { CATEGORY_PROBE_ROWS_PER_ROW, KEYWORD_PROBE_ROWS } from "./thresholds";

/**
 * A page with a keyword. Walking the sort order and checking each bike's keywords finds a page
 * at once when matches are common there, but reads the whole category when they are rare in it
 * (no Vespa among touring bikes: ~1 s at 1M bikes) or sit at its far end (Kymco, the cheapest
 * scooters, by price high→low: ~170k bikes read, ~400 ms) — and the planner, which estimates
 * matches as spread evenly, cannot tell. So the statement picks its way itself, one-time filters
 * running only the chosen branch:
 * - in a category with an engine-size range, in price order: the matches band by band
 *   (keyword-bands.ts), read from the bands' price-and-cc keys, so only the range's matches;
 * - probe: the matches among the first KEYWORD_PROBE_ROWS bikes of the sort order (the other
 *   filters and the cursor applied; per category across categories fewer, thresholds.ts
 *   CATEGORY_PROBE_ROWS_PER_ROW); when they fill the page, that is the page (a keyword common at
 *   the front, where a band would read all its many matches);
 * - in a category, otherwise, with an engine-size range or a maximum price: if at most
 *   RARE_KEYWORD_MATCHES matches lie in its bands (keyword-ranged.ts), the page among them;
 * - in a category, otherwise: the matches band by band of the sort order (keyword-bands.ts);
 * - without a category, with an engine-size range in price order: every category's bands walked
 *   together (keyword-bands-across.ts);
 * - without a category, otherwise: the categories' own keyword pages merged (categoriesPage) —
 *   at once, without the probe, for a model.
 * Every branch applies every filter, so they return the same page.
 */
export function keywordPageIds(
  db: Kysely<Database>,
  f: BrowseFilters,
  after: Cursor | undefined,
  words: string,
  probe: KeywordProbe = "within",
): RawBuilder<number> {
  const query = tsquery(words);
  // Within: the probe is the statement's CTE keyword_probe and the other branches run only when it
  // found too few (one-time filters on its count). Missed: it ran as a statement of its own
  // (keywordProbeIds) and found too few, so only the other branches are left.
  const within = probe === "within" && !probeLeftOut(f) && !countedByBands(f);
  const found = sql<boolean>`(SELECT count(*) FROM keyword_probe) > ${f.limit}`;
  const notFound = within ? sql<boolean>`(SELECT count(*) FROM keyword_probe) <= ${f.limit}` : sql<boolean>`true`;
  const gated = (ctes: RawBuilder<unknown>[], branches: RawBuilder<unknown>[]) => {
    const withs = within ? [sql`keyword_probe AS MATERIALIZED ${probeIds(db, f, after, query)}`, ...ctes] : ctes;
    const selects = within ? [sql`SELECT id FROM keyword_probe WHERE ${found}`, ...branches] : branches;
    return sql<number>`(${withs.length ? sql`WITH ${sql.join(withs)} ` : sql``}${sql.join(selects, sql` UNION ALL `)})`;
  };
  if (f.id !== undefined) {
    const bands = sql`SELECT id FROM ${bandPageIds(db, f, after, query)} AS bands`;
    // An engine-size range in price order: the bands' price-and-cc keys hold only the range's
    // matches, so the bands alone find the page, whether the matches are many or none — a probe
    // (1,000 bikes' keywords) or a count of the range's matches (~28k postings for Honda scooters
    // of at most 250 cc) would cost more than they could save.
    if (inCcRangeByPrice(f)) return sql<number>`(${bands})`;
    // (Below, a range is newest first: its probe's rows carry no price.)
    if (!hasCcRange(f) && f.maxPrice === undefined) return gated([], [sql`${bands} WHERE ${notFound}`]);
    const ranged = rangedCandidates(db, f, query);
    return gated(
      [ranged.cte],
      [
        sql`SELECT id FROM ${ranged.pageAmong(filteredIds(db, withoutKeyword(f), after), notFound)} AS among`,
        sql`${bands} WHERE ${notFound} AND ${ranged.many}`,
      ],
    );
  }
  // Across categories. An engine-size range in price order: every category's bands walked together, reading only
  // the range's matches from the bands' price-and-cc keys, where a probe reads 1,000 bikes' keywords.
  if (inCcRangeByPrice(f)) return sql<number>`(SELECT id FROM ${acrossCategoriesBandPageIds(db, f, after, query)} AS bands)`;
  // Once the probe across categories missed, or was left out (probeLeftOut), and no
  // other filter applies, each category goes straight to its bands: its own probe reads the first
  // bikes of the same order, which the probe across them mostly read already or would have missed
  // too ("honda forza" by price: ~2.7 of ~7 ms at 1M bikes, found only by bands; "aprilia": ~1 of
  // ~4). With a filter its probe stays: it reads the filter's index, where the bands read the
  // keyword's matches to reject most (Honda under $2,000: 1.4 → 64 ms without it).
  const categoryProbe = (probe === "missed" || probeLeftOut(f)) && !hasOtherFilter(f) ? "missed" : "within";
  const merged = categoriesPage(db, f, after, (g) => keywordPageIds(db, g, after, words, categoryProbe));
  // A model is in one category and one price range: finding the first rows of the sort order
  // across categories would read bikes far along it (~1 s by price), so straight to the merge.
  // (A country or city is everywhere: its first rows come quickly, by a skip scan of
  // bikes_browse_<column>_price_idx, and the merge would read each category's bands for it.)
  if (f.model) return sql<number>`(SELECT id FROM ${merged} AS categories)`;
  return gated([], [sql`SELECT id FROM ${merged} AS categories WHERE ${notFound}`]);
}

/**
 * Where keywordPageIds' probe stands: inside its statement ("within", one statement: the search's
 * counts, lib/search/facets.ts and count-bikes.ts) or already run on its own and found too few
 * ("missed": a results page, browse-bikes.ts browseBikes).
 */
export type KeywordProbe = "within" | "missed";

/**
 * Whether keywordPageIds starts with the probe: not in price order within an engine-size range
 * (in a category, or per category across them), where the bands' price-and-cc keys find the page
 * alone, nor for a model across categories, whose categories' pages are merged at once.
 */
function probes(f: BrowseFilters) {
  if (f.id !== undefined) return !inCcRangeByPrice(f);
  return !(inCcRangeByPrice(f) || f.model);
}

const inCcRangeByPrice = (f: BrowseFilters) => (f.minCc !== undefined || f.maxCc !== undefined) && f.sort !== "newest";

/**
 * The probe of keywordPageIds as a statement of its own (null where that has none): the matches
 * among the first rows of the sort order, up to limit + 1. When it finds more than `limit`, they
 * are the page; else keywordPageIds(…, "missed"). A common keyword is then planned as this alone:
 * planning the other branches was most of its database time at 1M bikes (q=honda across
 * categories: ~3.5 ms of planning for ~0.5 ms of execution).
 */
export function keywordProbeIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined, words: string) {
  return probes(f) && !probeLeftOut(f) ? probeIds(db, f, after, tsquery(words)) : null;
}

/**
 * Whether keywordPageIds starts without the probe across categories, because it would read its
 * KEYWORD_PROBE_ROWS bikes for nothing — one statement, not two (the probe's planning and reading
 * were ~2.5 ms of a rare keyword's ~10 at 1M bikes):
 * - by the statistics (SearchKeywords.share), fewer than a page's bikes in that many match at all
 *   ("aprilia": one bike in a million); within a category the keyword's share may be many times the
 *   whole table's, so there the probe stays;
 * - or, on a first page in price order with no other filter, the keyword's matches all cost more
 *   (low→high) or less (high→low) than the bikes it would read (SearchKeywords.prices against
 *   f.probeHorizon, probe-horizon.ts): "honda forza", whose cheapest Forza is dearer than the
 *   1,000 cheapest bikes.
 */
function probeLeftOut(f: BrowseFilters) {
  if (f.id !== undefined) return false;
  if ((f.keywords?.share ?? Infinity) * KEYWORD_PROBE_ROWS <= f.limit) return true;
  const prices = f.keywords?.prices;
  if (!prices || f.probeHorizon === undefined || f.probeHorizon === null) return false;
  return f.sort === "price_asc" ? prices.low > f.probeHorizon : f.sort === "price_desc" && prices.high < f.probeHorizon;
}

/**
 * Whether a count in a category with no other filter goes straight to the bands: they then take each
 * band's first matches as read (keyword-bands.ts bandPageOf), ~limit + 1 bikes of the table, where
 * the probe reads its bikes' keywords one by one until it has them (Honda: ~250 bikes a category for
 * a count of 51). With a filter the probe reads the filter's index, and the bands would read the
 * keyword's matches to reject most.
 */
const countedByBands = (f: BrowseFilters) => f.countOnly === true && f.id !== undefined && !hasOtherFilter(f);

/**
 * The probe: the first rows of the sort order (the other filters and the cursor applied), each
 * with whether it matches (probedRows), in sort order, so a keyword common there stops it early —
 * its matches, up to limit + 1. (A category given as a column is one of every category's,
 * categories-page.ts EACH_CATEGORY: fewer rows per category.)
 */
function probeIds(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined, query: RawBuilder<unknown>) {
  const rows = typeof f.id === "object" ? Math.min(KEYWORD_PROBE_ROWS, (f.limit + 1) * CATEGORY_PROBE_ROWS_PER_ROW) : KEYWORD_PROBE_ROWS;
  return sql<number>`(SELECT probe.id FROM ${probedRows(db, f, after, query, rows)} AS probe WHERE probe.hit
    ORDER BY ${sortOrder("probe", f)} LIMIT ${f.limit + 1})`;
}

/**
 * The first `rows` bikes of the sort order a keyword probe reads (the other filters and the cursor
 * applied), each with whether it matches the keyword (`hit`):
 * - with an engine-size range (newest first: in price order the bands serve it), the range's own
 *   page (cc-range-page.ts), joined by id: walking the sort order for bikes in a range that few
 *   have (scooters of 300 cc+ under $2,000: none) read ~180k index entries first;
 * - when only equalities lead the index (category; country, city or model), or a maximum price
 *   bounds a price order's range (so the index passes every bike it reads), an index scan that
 *   reads each bike's keywords from the table as it passes: joining ids from the index to the table
 *   by primary key read four pages a bike (a keyword in a city: ~6k pages for five categories'
 *   counts, now ~1.6k; Honda under $2,000 by price, per category: ~7.4k, now ~2.1k);
 * - otherwise the ids from the index alone, joined by id: a maximum price (newest first), age or
 *   engine size is checked in the index (its INCLUDE columns), where an index scan would fetch every bike it
 *   rejects (Honda under $2,000, newest first: ~22k bikes for five categories' counts); and with
 *   the category a column and no other equality the planner rates the category's index as
 *   scattered over the table, and took the one without the category, filtering it on the table.
 */
function probedRows(db: Kysely<Database>, f: BrowseFilters, after: Cursor | undefined, query: RawBuilder<unknown>, rows: number) {
  const others = withoutKeyword(f);
  const hit = sql<boolean>`bikes.search @@ ${query}`;
  if (hasCcRange(f)) {
    return sql`(SELECT range_rows.id, ${hit} AS hit FROM ${ccRangePageIds(db, { ...others, limit: rows - 1 }, after)} AS range_rows
      JOIN bikes ON bikes.id = range_rows.id)`;
  }
  // A maximum price in price order bounds the index's range: every bike it reads passes.
  const priceBounded = f.maxPrice !== undefined && f.sort !== "newest";
  const rejectsInIndex = [f.minCc, f.maxCc, f.maxMonths].some((v) => v !== undefined) || (f.maxPrice !== undefined && !priceBounded);
  if (!rejectsInIndex && (typeof f.id !== "object" || f.country || f.city || f.model || priceBounded)) {
    return sortedPage(filteredIds(db, others, after).select(["bikes.resale_price_cents", hit.as("hit")]), f, rows);
  }
  const ids = sortedPage(filteredIds(db, others, after).select("bikes.resale_price_cents"), f, rows);
  return sql`(SELECT ids.id, ids.resale_price_cents, ${hit} AS hit FROM ${ids} AS ids JOIN bikes ON bikes.id = ids.id)`;
}
