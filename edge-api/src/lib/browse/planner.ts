import { hasColumnFilter } from "./filter-predicates";
import { hasEngineRange, hasKeyedRange, keywordText, type BrowseFilters } from "./id-query";
import { nearOf, type Near } from "./near";

/**
 * How a browse page (or a capped count) is found. Each strategy is one file, and every one of them
 * returns the same bikes for the filters it serves (tests/api/browse-reference.test.ts); they differ
 * only in what they read. docs/architecture.md draws the choice; docs/decisions/0002 says why.
 * - walk: the sort order's index, every filter checked in it (walk-page.ts).
 * - deals-first: the ratings' index, for Best deals first (deal-page.ts).
 * - per-size: an engine-size range by price, each size's first bikes merged (per-size.ts).
 * - matches-sorted: all the keyword's matches passing the filters, sorted (matches-sorted.ts).
 * - bands: the keyword's matches band by band of the sort order (keyword-bands.ts).
 * - near-places: within a radius, each place's first bikes merged (near-places.ts).
 * Two modifiers: `probe`, the first bikes of the order are looked at first, and the strategy runs
 * only when they held too few matches (keyword-probe.ts); `perCategory`, across categories each
 * category's page by the strategy, merged (categories-page.ts).
 */
type Strategy = "walk" | "deals-first" | "per-size" | "matches-sorted" | "bands" | "near-places";

export interface Plan {
  strategy: Strategy;
  probe: boolean;
  perCategory: boolean;
}

/** A plan as Server-Timing and the logs name it ("per-category probe-then-bands"). */
export const planName = (p: Plan) => `${p.perCategory ? "per-category " : ""}${p.probe ? "probe-then-" : ""}${p.strategy}`;

/**
 * Up to this many estimated matches (SearchKeywords.estimatedMatches), a keyword's matches are all
 * read and sorted: about one table page each, under ~8 ms at 1M bikes (decision 0002).
 */
export const FEW_MATCHES = 2000;

/**
 * Within a radius, up to this many: each match's place is checked against the radius's few places,
 * ~20 ms for Kymco's 10,596 at 1M bikes, where each place's order walked to a keyword at its far
 * end took ~90 ms (decision 0004).
 */
export const NEAR_FEW_MATCHES = 12_000;

const plan = (strategy: Strategy, o: { probe?: boolean; perCategory?: boolean } = {}): Plan => ({
  strategy,
  probe: o.probe ?? false,
  perCategory: o.perCategory ?? false,
});

/**
 * The plan for a page or count of `f`: from the filters and the keyword's estimated matches alone,
 * so tests/api/planner.test.ts lists every class of filters with its plan.
 */
export function planBrowse(f: BrowseFilters): Plan {
  const perCategory = f.id === undefined;
  // Best deals first walks the ratings' order, unless a keyword few bikes have is found sooner by its matches.
  if (f.sort === "deal") return plan(keywordText(f) && fewMatches(f, FEW_MATCHES) ? "matches-sorted" : "deals-first");
  // One seller's bikes (their page) are few: their own index, every other filter checked on each.
  if (f.seller !== undefined) return plan("walk");
  if (keywordText(f) && fewMatches(f, nearOf(f) ? NEAR_FEW_MATCHES : FEW_MATCHES)) return plan("matches-sorted");
  // Within a radius: its places' own bikes (near-places.ts), unless the radius holds so many bikes
  // that walking the order finds a common keyword's page sooner.
  const near = nearOf(f);
  if (near) return plan(keywordText(f) && walkFindsSooner(f, near) ? "walk" : "near-places");
  if (keywordText(f)) {
    // One model's bikes, in its own index: the keyword is checked on each as it is walked.
    if (f.model) return plan("walk", { perCategory });
    if (f.countOnly) return plan(countStrategy(f), { perCategory });
    // The bands' price-and-cc keys hold only the range's matches: the probe's 1,000 bikes would cost more than they save.
    if (rangeByPrice(f)) return plan("bands", { perCategory });
    // Newest first within a range or a price: the keyword's matches in the range's band keys, sorted (matches-sorted.ts).
    if (f.sort === "newest" && hasKeyedRange(f)) return plan("matches-sorted", { probe: true, perCategory });
    // Across categories no index holds a place's bikes in the sort order, so a probe would read the
    // whole order: a city's few bikes are walked in each category's own index, a country's many
    // matches are read band by band (decision 0003).
    if (perCategory && f.city) return plan("walk", { perCategory });
    if (perCategory && f.country) return plan("bands", { perCategory });
    const probe = !perCategory || f.sort === "newest" || !fewMatches(f, PROBE_MIN_MATCHES - 1);
    return plan("bands", { probe, perCategory });
  }
  // The whole order's index carries no category: a filter's rare or far matches are found per category.
  if (perCategory) return hasColumnFilter(f) ? plan(inCategory(f), { perCategory }) : plan("walk");
  return plan(inCategory(f));
}

/**
 * Within a radius, a page of a keyword many bikes have (by price or newest first) is found by
 * walking the sort order, the keyword and the radius checked on each bike, when that reads fewer
 * bikes by estimate than reading each place's first matches: the walk about
 * (limit + 1) / (radius's share of bikes × keyword's share), each place about (limit + 1) /
 * keyword's share, or all its bikes when it has fewer (radius-places.ts estimates them). Around
 * a big city most bikes of the region are near, and the walk wins; a radius of small towns holds
 * few, and its places win. Not for a count (its places are read the most bikes first, and stop at
 * the cap) nor nearest first (no index holds that order).
 */
function walkFindsSooner(f: BrowseFilters, near: Near): boolean {
  const matches = f.keywords?.estimatedMatches;
  const { places, allBikes } = near.within;
  if (f.countOnly || f.sort === "nearest" || !matches || !allBikes || places.some((p) => p.bikes === null)) return false;
  const keywordShare = Math.min(matches / allBikes, 1);
  const pageReads = (f.limit + 1) / keywordShare;
  const inRadius = places.reduce((sum, p) => sum + p.bikes!, 0);
  const walkReads = pageReads / (inRadius / allBikes);
  const placeReads = places.reduce((sum, p) => sum + Math.min(p.bikes!, pageReads), 0);
  return walkReads < placeReads;
}

/**
 * Across categories by price, a keyword's matches lie at its models' prices, so the first 1,000
 * bikes of the whole order (the probe) held a page of them only for a brand among the most common:
 * below this many estimated matches (5 % of 1M bikes) the probe missed for every keyword measured,
 * and the bands alone find the page (decision 0002). Newest first has no such bias.
 */
export const PROBE_MIN_MATCHES = 50_000;

/** A keyword few bikes have (its estimated matches, up to `few`): all of them are read and sorted. */
const fewMatches = (f: BrowseFilters, few: number) => {
  const estimate = f.keywords?.estimatedMatches;
  return estimate !== undefined && estimate !== null && estimate <= few;
};

/**
 * A keyword's count needs any limit + 1 matches, not the first, so it needs no probe: a country's
 * or city's bikes from its own index, the keyword checked on each; else the bands' matches as read
 * (with a range or a maximum price, in price order: count-bikes.ts countOrder).
 */
const countStrategy = (f: BrowseFilters): Strategy => (f.country || f.city ? "walk" : "bands");

/** Without a keyword, in a category: an engine-size range by price is merged per size, unless an equality's own index serves it. */
const inCategory = (f: BrowseFilters): Strategy => (rangeByPrice(f) && !f.country && !f.city && !f.model ? "per-size" : "walk");

/** An engine-size range in price order. */
const rangeByPrice = (f: BrowseFilters) => hasEngineRange(f) && f.sort !== "newest";

/**
 * Every plan that can serve `f` (the planner picks one of them by speed alone): the reference test
 * checks that each of them lists the same pages.
 */
export function possiblePlans(f: BrowseFilters): Plan[] {
  if (f.sort === "deal") return [plan("deals-first"), ...(keywordText(f) ? [plan("matches-sorted")] : [])];
  if (nearOf(f)) return [plan("walk"), plan("near-places"), ...(keywordText(f) ? [plan("matches-sorted")] : [])];
  const perCategory = f.id === undefined;
  const plans = [plan("walk")];
  if (perCategory) plans.push(plan("walk", { perCategory }));
  if (keywordText(f)) {
    for (const probe of [false, true]) plans.push(plan("bands", { probe, perCategory }), plan("matches-sorted", { probe, perCategory }));
    if (perCategory) plans.push(plan("matches-sorted"));
  } else if (rangeByPrice(f)) {
    plans.push(plan("per-size", { perCategory }));
  }
  return plans;
}
