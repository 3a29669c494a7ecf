import { z } from "zod";
import { coordinate, id, mileage, price, registrationYear, text, wholeNumber } from "../lib/api/fields";
import { fromCents, toCents } from "../lib/bikes/money";

/**
 * Browse's filters, each declared once. A declaration says what its query parameter accepts (the
 * zod rule: GET /api/bikes, its count, the search's category counts, saved searches, the OpenAPI
 * document and the UI's forms all read it), which bikes column it compares and how, and whether a
 * browse index leads with that column after the category. From it lib/browse/filter-predicates.ts
 * builds browse's and the count's WHERE and saved-search matching; saved searches store the values
 * by parameter name (lib/saved-searches/stored-filters.ts); the UI keeps them in the URL by the same
 * names (ui/src/features/bikes/components/filters.ts). A new filter is a declaration here, an index
 * in a migration, and its control in the UI's filter panel.
 */
export interface ColumnFilter<Rule extends z.ZodType = z.ZodType> {
  kind: "column";
  /** What its messages call it ("Min CC"). */
  label: string;
  /** The query parameter's rule; an absent or blank value applies no filter. */
  rule: Rule;
  /** The bikes column it compares. */
  column:
    | "category_id"
    | "seller_id"
    | "country"
    | "city"
    | "model"
    | "engine_cc"
    | "resale_price_cents"
    | "months_used"
    | "seller_stars"
    | "registration_year"
    | "mileage_km";
  /** How the column compares with the value: a bike passes when `column <compare> value`. */
  compare: "=" | ">=" | "<=";
  /** The value as the column holds it, when the parameter differs (dollars → cents). */
  toColumn?: (value: number) => number;
  fromColumn?: (value: number) => number;
  /** A browse index leads with the column (after the category): a page or count can be read from it. */
  ownIndex: boolean;
  /** Saved searches keep it and match new bikes by it. */
  saved: boolean;
}

/** The keyword: bikes whose words start with every word typed (typos forgiven, lib/search/keywords.ts). */
interface KeywordFilter {
  kind: "keyword";
  rule: z.ZodType<string | undefined>;
  saved: true;
}

/** "Great or good deals": the bike's fair-price rating (lib/price-rating/), which moves with the market, so never saved. */
interface DealsFilter {
  kind: "deals";
  rule: z.ZodType<"1" | undefined>;
  saved: false;
}

/**
 * Near: bikes within a radius of a centre, which is a place picked from suggestions (`near`: the
 * server reads its coordinates) or a point (`lat` and `lng`: the browser's location). The four are
 * one filter and are checked together (nearTogether); lib/browse/near.ts finds the bikes.
 */
export interface NearFilter {
  kind: "near";
  label: string;
  rule: z.ZodOptional<z.ZodType<number, unknown>>;
  saved: true;
}

export type FilterDeclaration = ColumnFilter | KeywordFilter | DealsFilter | NearFilter;

/** The radii a buyer can search within, in km. */
export const RADII_KM = [10, 25, 50, 100, 250, 500] as const;
const RADIUS_MESSAGE = `Radius must be ${RADII_KM.slice(0, -1).join(", ")} or ${RADII_KM.at(-1)} km`;

const near = (label: string, rule: z.ZodType<number, unknown>): NearFilter => ({ kind: "near", label, rule: rule.optional(), saved: true });

const optionalText = (label: string, max = 60) => text(label, { max, tooLong: `${label} is too long` }).optional();
const optionalWhole = (label: string, max: number) => wholeNumber(label, 0, max, { min: `${label} cannot be negative` }).optional();

/** A filter comparing one bikes column; it has a browse index of its own and is saved unless `more` says otherwise. */
const column = <Rule extends z.ZodType>(
  label: string,
  rule: (label: string) => Rule,
  column: ColumnFilter["column"],
  compare: ColumnFilter["compare"],
  more: Partial<Pick<ColumnFilter, "toColumn" | "fromColumn" | "ownIndex" | "saved">> = {},
) => ({ kind: "column" as const, label, rule: rule(label), column, compare, ownIndex: true, saved: true, ...more });

const anId = (label: string) => id(label).optional();
const aPrice = (label: string) => price(label).optional();
const upTo = (max: number) => (label: string) => optionalWhole(label, max);
const stars = (label: string) =>
  wholeNumber(label, 1, 5, { min: `${label} must be 1 to 5 stars`, max: `${label} must be 1 to 5 stars` }).optional();

export const BROWSE_FILTERS = {
  id: column("Category", anId, "category_id", "="),
  // A seller's bikes (their page, /seller/:id): not a search anyone saves.
  seller: column("Seller", anId, "seller_id", "=", { saved: false }),
  country: column("Country", optionalText, "country", "="),
  city: column("City", optionalText, "city", "="),
  model: column("Model", optionalText, "model", "="),
  minCc: column("Min CC", upTo(10_000), "engine_cc", ">="),
  maxCc: column("Max CC", upTo(10_000), "engine_cc", "<="),
  minPrice: column("Min price", aPrice, "resale_price_cents", ">=", { toColumn: toCents, fromColumn: fromCents }),
  maxPrice: column("Max price", aPrice, "resale_price_cents", "<=", { toColumn: toCents, fromColumn: fromCents }),
  // The browse indexes carry months_used, but none leads with it.
  maxMonths: column("Max months used", upTo(600), "months_used", "<=", { ownIndex: false }),
  // "Seller rating 4★ and up": the seller's whole stars, carried by the browse indexes like months_used.
  minRating: column("Seller rating", stars, "seller_stars", ">=", { ownIndex: false }),
  // Year and mileage, carried by the browse indexes like months_used; a bike that does not state them never passes.
  minYear: column("From year", (label) => registrationYear(label).optional(), "registration_year", ">=", { ownIndex: false }),
  maxYear: column("To year", (label) => registrationYear(label).optional(), "registration_year", "<=", { ownIndex: false }),
  maxKm: column("Max mileage", (label) => mileage(label).optional(), "mileage_km", "<=", { ownIndex: false }),
  near: near("Near", id("Near")),
  lat: near("Latitude", coordinate("Latitude", 90)),
  lng: near("Longitude", coordinate("Longitude", 180)),
  radius: near(
    "Radius",
    wholeNumber("Radius", 1, 500, { min: RADIUS_MESSAGE, max: RADIUS_MESSAGE }).refine(
      (km) => RADII_KM.some((r) => r === km),
      RADIUS_MESSAGE,
    ),
  ),
  q: { kind: "keyword" as const, rule: optionalText("Search", 100), saved: true as const },
  deals: {
    kind: "deals" as const,
    rule: z.enum(["1"], { error: "Deals must be 1 (great or good deals only)" }).optional(),
    saved: false as const,
  },
} satisfies Record<string, FilterDeclaration>;

export type FilterRegistry = Record<string, FilterDeclaration>;
export type BrowseFilterName = keyof typeof BROWSE_FILTERS;

/** The filters' query parameters and rules, as a zod object shape. */
const filterFields = <R extends FilterRegistry>(registry: R) =>
  Object.fromEntries(Object.entries(registry).map(([name, filter]) => [name, filter.rule])) as { [K in keyof R]: R[K]["rule"] };

/**
 * A range's two ends must be in order: for each pair of filters on one column, the ">=" one not
 * above the "<=" one ("Min CC must not be above Max CC"), named on the lower end.
 */
function rangesInOrder(registry: FilterRegistry) {
  const columns = Object.entries(registry).filter((entry): entry is [string, ColumnFilter] => entry[1].kind === "column");
  const pairs = columns.flatMap(([low, lower]) =>
    columns
      .filter(([, upper]) => lower.compare === ">=" && upper.compare === "<=" && upper.column === lower.column)
      .map(([high, upper]) => ({ low, high, message: `${lower.label} must not be above ${upper.label}` })),
  );
  return (values: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if ("radius" in registry) nearTogether(values, ctx);
    for (const { low, high, message } of pairs) {
      const [from, to] = [values[low], values[high]];
      if (typeof from === "number" && typeof to === "number" && from > to) ctx.addIssue({ code: "custom", message, path: [low] });
    }
  };
}

/** Whether filter values name a centre to measure from: a place, or a point. */
export const hasCentre = (values: { near?: unknown; lat?: unknown }) => values.near !== undefined || values.lat !== undefined;

/**
 * Near's parts go together: a point needs both coordinates, a radius needs a centre, and a centre
 * needs a radius (a registry without near has none of them).
 */
function nearTogether(values: Record<string, unknown>, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", message, path: [path] });
  if ((values.lat === undefined) !== (values.lng === undefined)) {
    issue(values.lat === undefined ? "lat" : "lng", "Latitude and longitude go together");
    return;
  }
  const centre = hasCentre(values);
  if (values.radius !== undefined && !centre) issue("radius", "Radius needs a place to measure from: near, or lat and lng");
  if (values.radius === undefined && centre) issue("radius", `Choose a radius: ${RADIUS_MESSAGE.slice("Radius must be ".length)}`);
}

/**
 * The registry's filters as one object schema (each rule, every range in order, near's parts
 * together), plus `more` fields; `error` is the message for something other than an object.
 */
export const filtersSchema = <R extends FilterRegistry, More extends z.ZodRawShape = Record<never, never>>(
  registry: R,
  more?: More,
  error?: string,
) => z.object({ ...filterFields(registry), ...(more ?? ({} as More)) }, error ? { error } : undefined).superRefine(rangesInOrder(registry));
