import { BROWSE_FILTERS, type FilterRegistry } from "../../../../../edge-api/src/schemas/browse-filters";
import { pluralize } from "../../../lib/english";

/**
 * docs/product-spec.md §9 slider ranges; the top of each range means "any". The price slider runs 1–1000 as the
 * spec says; each step is $25 (so it spans $25–$25,000, where used bikes sell), and the URL and the
 * API carry the price itself in dollars.
 */
export const PRICE_MIN = 1;
export const PRICE_MAX = 1000;
const PRICE_STEP_USD = 25;
export const priceOfStep = (step: number) => step * PRICE_STEP_USD;
export const MONTHS_MIN = 0;
export const MONTHS_MAX = 12;
export const CC_OPTIONS = [50, 100, 125, 150, 200, 250, 300, 400, 500, 650, 750, 900, 1000, 1200, 1800];
/** Years of first registration to filter from and to: this year back to 1990 (an older year can still come in a URL). */
export const YEAR_OPTIONS = Array.from({ length: new Date().getFullYear() - 1989 }, (_, i) => new Date().getFullYear() - i);
export const MILEAGE_OPTIONS = [5_000, 10_000, 20_000, 30_000, 50_000, 75_000, 100_000];
export const MIN_PRICE_OPTIONS = [500, 1_000, 2_000, 3_000, 5_000, 7_500, 10_000, 15_000];
export const SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "price_asc", label: "Price: low to high" },
  { value: "price_desc", label: "Price: high to low" },
  { value: "deal", label: "Best deals first" },
  { value: "nearest", label: "Nearest first" },
] as const;

export type Sort = (typeof SORTS)[number]["value"];

export interface BikeFilterValues {
  country: string;
  city: string;
  model: string;
  minCc: string;
  maxCc: string;
  /** Years of first registration, from and to; "" for no bound. */
  minYear: string;
  maxYear: string;
  /** The most km ridden; "" for any. */
  maxKm: string;
  /** The least price in dollars; "" for none. */
  minPrice: string;
  /** The price slider's position (PRICE_MIN–PRICE_MAX). */
  maxPrice: number;
  maxMonths: number;
  /** "Great or good deals": only bikes the fair-price rating calls a great or good price. */
  deals: boolean;
  /** The sellers' least whole stars ("4": "Seller rating 4★ and up"); "" for any seller. */
  minRating: string;
  /**
   * Near: a place's id (from suggestions), or a point (the browser's location, to 3 decimals:
   * about 100 m), and the radius in km; "" when not set.
   */
  near: string;
  lat: string;
  lng: string;
  radius: string;
  sort: Sort;
}

export const DEFAULT_FILTERS: BikeFilterValues = {
  country: "",
  city: "",
  model: "",
  minCc: "",
  maxCc: "",
  minYear: "",
  maxYear: "",
  maxKm: "",
  minPrice: "",
  maxPrice: PRICE_MAX,
  maxMonths: MONTHS_MAX,
  deals: false,
  minRating: "",
  near: "",
  lat: "",
  lng: "",
  radius: "",
  sort: "newest",
};

/** The radius a place or a location is searched within until the buyer picks another. */
export const DEFAULT_RADIUS_KM = "50";

/** Whether the filters have somewhere to measure from: a place, or a point. */
export const hasCentre = (values: Pick<BikeFilterValues, "near" | "lat" | "lng">) =>
  values.near !== "" || (values.lat !== "" && values.lng !== "");

/** What the filter panel's rating switch asks for. */
export const TOP_RATED = "4";

const clampNumber = (raw: string | null, min: number, max: number, fallback: number) => {
  const value = Number(raw);
  return raw !== null && raw !== "" && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;
};

const priceParam = (dollars: string | null) => (dollars === null || dollars === "" ? null : String(Number(dollars) / PRICE_STEP_USD));

export const isSort = (value: string | null): value is Sort => SORTS.some((s) => s.value === value);

/**
 * Browse's filters as a URL carries them: each parameter by its name and rule in the API's filter
 * registry (schemas/browse-filters.ts), so a shared link's bad value is left out rather than sent.
 * The category is the page's own (its path, or the search page's `category`).
 */
export function urlFilters(params: URLSearchParams, registry: FilterRegistry = BROWSE_FILTERS): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, filter] of Object.entries(registry)) {
    const value = params.get(name)?.trim();
    if (name !== "id" && value && filter.rule.safeParse(value).success) kept[name] = value;
  }
  return kept;
}

/** The filters a URL describes (so a filtered page can be shared and reloaded), as the filter panel's controls hold them. */
export function readFilters(params: URLSearchParams): BikeFilterValues {
  const sort = params.get("sort");
  const url = urlFilters(params);
  const near = readNear(url);
  return {
    country: url.country ?? "",
    city: url.city ?? "",
    model: url.model ?? "",
    minCc: url.minCc ?? "",
    maxCc: url.maxCc ?? "",
    minYear: url.minYear ?? "",
    maxYear: url.maxYear ?? "",
    maxKm: url.maxKm ?? "",
    minPrice: url.minPrice ?? "",
    maxPrice: clampNumber(priceParam(url.maxPrice ?? null), PRICE_MIN, PRICE_MAX, PRICE_MAX),
    maxMonths: clampNumber(url.maxMonths ?? null, MONTHS_MIN, MONTHS_MAX, MONTHS_MAX),
    deals: url.deals === "1",
    minRating: url.minRating ?? "",
    ...near,
    sort: isSort(sort) && (sort !== "nearest" || hasCentre(near)) ? sort : "newest",
  };
}

/** A URL's near, whole or not at all: a place or both coordinates, with a radius. */
function readNear(url: Record<string, string>): Pick<BikeFilterValues, "near" | "lat" | "lng" | "radius"> {
  const point = url.lat !== undefined && url.lng !== undefined;
  if ((!url.near && !point) || !url.radius) return { near: "", lat: "", lng: "", radius: "" };
  return url.near
    ? { near: url.near, lat: "", lng: "", radius: url.radius }
    : { near: "", lat: url.lat!, lng: url.lng!, radius: url.radius };
}

/** The API query (and URL) for filters: only what narrows the results. */
export function filterQuery(values: BikeFilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  if (values.country) query.country = values.country;
  if (values.city) query.city = values.city;
  if (values.model) query.model = values.model;
  if (values.minCc) query.minCc = values.minCc;
  if (values.maxCc) query.maxCc = values.maxCc;
  if (values.minYear) query.minYear = values.minYear;
  if (values.maxYear) query.maxYear = values.maxYear;
  if (values.maxKm) query.maxKm = values.maxKm;
  if (values.minPrice) query.minPrice = values.minPrice;
  if (values.maxPrice < PRICE_MAX) query.maxPrice = String(priceOfStep(values.maxPrice));
  if (values.maxMonths < MONTHS_MAX) query.maxMonths = String(values.maxMonths);
  if (values.deals) query.deals = "1";
  if (values.minRating) query.minRating = values.minRating;
  if (hasCentre(values) && values.radius) {
    if (values.near) query.near = values.near;
    else Object.assign(query, { lat: values.lat, lng: values.lng });
    query.radius = values.radius;
  }
  if (values.sort !== "newest" && (values.sort !== "nearest" || "radius" in query)) query.sort = values.sort;
  return query;
}

/** The filter query without the sort: what the live count counts by. */
export function countQuery(values: BikeFilterValues): Record<string, string> {
  const { sort: _sort, ...query } = filterQuery(values);
  return query;
}

/**
 * The used-months slider in words. SPEC's range ends at 12, but bikes are used for longer: the
 * top position is "12+ months" and sends no maximum, so a bike used 30 months is found too.
 */
export const describeMonths = (months: number) =>
  months >= MONTHS_MAX ? `${MONTHS_MAX}+ months` : `At most ${pluralize(months, "month")}`;

const countFormat = new Intl.NumberFormat("en-US");

/** The results heading's count, the same figure as the filter panel's: "1 bike", "1,234 bikes", "1,000+ bikes". */
export function describeCount({ count, capped }: { count: number; capped: boolean }) {
  if (capped) return `${countFormat.format(count)}+ bikes`;
  return count === 1 ? "1 bike" : `${countFormat.format(count)} bikes`;
}

/** The live count in words: "No bikes match", "1 bike matches", "1,234 bikes match", "1,000+ bikes match". */
export function describeMatches({ count, capped }: { count: number; capped: boolean }) {
  if (capped) return `${countFormat.format(count)}+ bikes match`;
  if (count === 0) return "No bikes match";
  return count === 1 ? "1 bike matches" : `${countFormat.format(count)} bikes match`;
}

/** Near's parameters: together one filter. */
const NEAR_PARTS = ["near", "lat", "lng", "radius"];

/** How many filters narrow the list: near (its place or point and radius) counts as one. */
export const activeFilterCount = (values: BikeFilterValues) => {
  const query = Object.keys(filterQuery({ ...values, sort: "newest" }));
  return query.filter((name) => !NEAR_PARTS.includes(name)).length + (query.includes("radius") ? 1 : 0);
};

/** How far a bike is, on its card: "38 km away"; "Under 1 km away" for 0 (the API rounds to whole km). */
export const describeDistance = (km: number) => (km === 0 ? "Under 1 km away" : `${new Intl.NumberFormat("en-US").format(km)} km away`);
