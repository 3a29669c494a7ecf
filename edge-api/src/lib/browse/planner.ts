import { hasColumnFilter } from "./filter-predicates";
import { hasEngineRange, hasKeyedRange, keywordText, type BrowseFilters } from "./id-query";
import { nearOf, type Near } from "./near";

/**
 * How a browse page (or a capped count) is found: a strategy, one file each, all returning the same
 * bikes (tests/api/browse-reference.test.ts). `probe`: the first bikes of the order are looked at
 * first (keyword-probe.ts); `perCategory`: each category's page, merged (categories-page.ts).
 * docs/architecture.md draws the choice; docs/decisions/0002 measures it.
 */
type Strategy = "walk" | "deals-first" | "per-size" | "matches-sorted" | "bands" | "near-places";

export interface Plan {
  strategy: Strategy;
  probe: boolean;
  perCategory: boolean;
}

/** A plan as Server-Timing and the logs name it ("per-category walk", "probe-then-bands"). */
export const planName = (p: Plan) => `${p.perCategory ? "per-category " : ""}${p.probe ? "probe-then-" : ""}${p.strategy}`;

/** Up to this many estimated matches, a keyword's matches are all read and sorted: one table page each. */
export const FEW_MATCHES = 2000;

/** Within a radius, up to this many: checking a match's place is cheaper than a place's walk (decision 0004). */
export const NEAR_FEW_MATCHES = 12_000;

const plan = (strategy: Strategy, o: { probe?: boolean; perCategory?: boolean } = {}): Plan => ({
  strategy,
  probe: o.probe ?? false,
  perCategory: o.perCategory ?? false,
});

/** The plan for a page or count of `f`, from the filters and the keyword's estimate alone (tests/api/planner.test.ts). */
export function planBrowse(f: BrowseFilters): Plan {
  const perCategory = f.id === undefined;
  // Best deals first walks the ratings' order, unless a keyword few bikes have is found sooner by its matches.
  if (f.sort === "deal") return plan(keywordText(f) && fewMatches(f, FEW_MATCHES) ? "matches-sorted" : "deals-first");
  // One seller's bikes (their page) are few: their own index, every other filter checked on each.
  if (f.seller !== undefined) return plan("walk");
  if (keywordText(f) && fewMatches(f, nearOf(f) ? NEAR_FEW_MATCHES : FEW_MATCHES)) return plan("matches-sorted");
  // Within a radius: its places' own bikes, unless walking the order finds a common keyword sooner.
  const near = nearOf(f);
  if (near) return plan(keywordText(f) && walkFindsSooner(f, near) ? "walk" : "near-places");
  if (keywordText(f)) {
    // One model's bikes, in its own index: the keyword is checked on each as it is walked.
    if (f.model) return plan("walk", { perCategory });
    // A count needs any limit + 1 matches, so no probe: a place's own index, else the bands as read.
    if (f.countOnly) return f.country || f.city ? plan("walk", { perCategory }) : plan("bands");
    // The bands' price-and-cc keys hold only the range's matches: the probe's 1,000 bikes would cost more than they save.
    if (rangeByPrice(f)) return plan("bands");
    // Newest first within a range or a price: the keyword's matches in the range's band keys, sorted (matches-sorted.ts).
    if (f.sort === "newest" && hasKeyedRange(f)) return plan("matches-sorted", { probe: true, perCategory });
    // Across categories no index holds a place's bikes in the order, so no probe (decision 0003).
    if (perCategory && f.city) return plan("walk", { perCategory });
    if (perCategory && f.country) return plan("bands");
    const probe = !perCategory || f.sort === "newest" || !fewMatches(f, PROBE_MIN_MATCHES - 1);
    return plan("bands", { probe });
  }
  // The whole order's index carries no category: a filter's rare or far matches are found per category.
  if (perCategory) return hasColumnFilter(f) ? plan(inCategory(f), { perCategory }) : plan("walk");
  return plan(inCategory(f));
}

/**
 * Whether walking the whole order (keyword and radius checked on each bike) reads fewer bikes by
 * estimate than each place's first matches: around a big city most bikes are near and the walk
 * wins; small towns' places win. The walk reads about (limit + 1) / (radius's share × keyword's
 * share), a place (limit + 1) / keyword's share or all its bikes. Not for a count or nearest first.
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
 * Across categories by price, a keyword's matches lie at its models' prices: below this many the
 * probe of the whole order's first bikes missed for every keyword measured (decision 0002).
 */
export const PROBE_MIN_MATCHES = 50_000;

/** A keyword few bikes have (its estimated matches, up to `few`): all of them are read and sorted. */
const fewMatches = (f: BrowseFilters, few: number) => {
  const estimate = f.keywords?.estimatedMatches;
  return estimate !== undefined && estimate !== null && estimate <= few;
};

/** Without a keyword, in a category: an engine-size range by price is merged per size, unless an equality's own index serves it. */
const inCategory = (f: BrowseFilters): Strategy => (rangeByPrice(f) && !f.country && !f.city && !f.model ? "per-size" : "walk");

/** An engine-size range in price order. */
const rangeByPrice = (f: BrowseFilters) => hasEngineRange(f) && f.sort !== "newest";

/** Every plan that can serve `f` (the planner picks by speed alone): the reference test compares their pages. */
export function possiblePlans(f: BrowseFilters): Plan[] {
  if (f.sort === "deal") return [plan("deals-first"), ...(keywordText(f) ? [plan("matches-sorted")] : [])];
  if (nearOf(f)) return [plan("walk"), plan("near-places"), ...(keywordText(f) ? [plan("matches-sorted")] : [])];
  const perCategory = f.id === undefined;
  const plans = [plan("walk")];
  if (perCategory) plans.push(plan("walk", { perCategory }));
  if (keywordText(f)) {
    for (const probe of [false, true]) plans.push(plan("bands", { probe }), plan("matches-sorted", { probe, perCategory }));
    if (perCategory) plans.push(plan("matches-sorted"));
  } else if (rangeByPrice(f)) {
    plans.push(plan("per-size", { perCategory }));
  }
  return plans;
}
