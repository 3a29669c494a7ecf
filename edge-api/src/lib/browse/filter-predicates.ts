import { sql, type RawBuilder } from "kysely";
import { BROWSE_FILTERS, type ColumnFilter, type FilterRegistry } from "../../schemas/browse-filters";
import { distanceTo } from "./near";

/** The bikes columns the filters compare that hold whole numbers (the rest hold text). */
const WHOLE_NUMBER_COLUMNS: ReadonlySet<ColumnFilter["column"]> = new Set([
  "category_id",
  "seller_id",
  "engine_cc",
  "resale_price_cents",
  "months_used",
  "seller_stars",
  "registration_year",
  "mileage_km",
]);

/** The registry's filters that compare a bikes column, with their names. */
export const columnFilters = (registry: FilterRegistry = BROWSE_FILTERS) =>
  Object.entries(registry).filter((entry): entry is [string, ColumnFilter] => entry[1].kind === "column");

/** Whether a filter's value applies: given and not blank. */
export const isSet = (value: unknown) => value !== undefined && value !== null && value !== "";

/** A filter's value as its column holds it (dollars → cents). */
export const columnValue = (filter: ColumnFilter, value: unknown) =>
  filter.toColumn && typeof value === "number" ? filter.toColumn(value) : value;

/** `<bikes>.<column> <compare> <value>`: the one comparison of a filter, wherever it is checked. */
const comparison = (filter: ColumnFilter, bikes: string, value: unknown) =>
  sql<boolean>`${sql.ref(`${bikes}.${filter.column}`)} ${sql.raw(filter.compare)} ${value}`;

/** Browse's conditions for the column filters `values` sets (by query parameter), on bikes aliased `bikes`; a value may be SQL. */
export function columnPredicates(values: Record<string, unknown>, registry: FilterRegistry = BROWSE_FILTERS, bikes = "bikes") {
  return columnFilters(registry)
    .filter(([name]) => isSet(values[name]))
    .map(([name, filter]) => comparison(filter, bikes, columnValue(filter, values[name])));
}

/** Saved-search matching's conditions, browse's comparisons: a bike (`bike`) passes each filter a saved search (`saved`) stores. */
export function savedSearchPredicates(registry: FilterRegistry, bike: string, saved: string): RawBuilder<boolean>[] {
  const stored = (name: string) => sql`${sql.ref(`${saved}.filters`)} ->> ${sql.lit(name)}`;
  const columns = columnFilters(registry)
    .filter(([, filter]) => filter.saved)
    .map(([name, filter]) => {
      const value = WHOLE_NUMBER_COLUMNS.has(filter.column) ? sql`(${stored(name)})::int` : stored(name);
      return sql<boolean>`(${stored(name)} IS NULL OR ${comparison(filter, bike, value)})`;
    });
  if (!("radius" in registry)) return columns;
  // Near: within the stored radius of the stored centre (browse's distance, near.ts).
  const distance = distanceTo(bike, sql`(${stored("lat")})::float8`, sql`(${stored("lng")})::float8`);
  return [...columns, sql<boolean>`(${stored("radius")} IS NULL OR ${distance} <= (${stored("radius")})::int * 1000)`];
}

/** Whether any filter with a browse index of its own applies (ColumnFilter.ownIndex), the category aside. */
export const hasOwnIndexFilter = (values: Record<string, unknown>, registry: FilterRegistry = BROWSE_FILTERS) =>
  columnFilters(registry).some(([name, filter]) => name !== "id" && filter.ownIndex && isSet(values[name]));

/** Whether any column filter applies, the category aside. */
export const hasColumnFilter = (values: Record<string, unknown>, registry: FilterRegistry = BROWSE_FILTERS) =>
  columnFilters(registry).some(([name]) => name !== "id" && isSet(values[name]));
