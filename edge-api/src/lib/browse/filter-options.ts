import { sql, type RawBuilder } from "kysely";

type FilterColumn = "country" | "city" | "model";

/** At most this many values per select. */
const MAX_OPTIONS = 200;

/**
 * The distinct values of a column among a category's available bikes (given `country`, its
 * country's), at most MAX_OPTIONS: a loose index scan, one probe per value, of the index led by the
 * category (and country) then the column.
 */
function looseScan(categoryId: RawBuilder<unknown>, column: FilterColumn, country: string | undefined) {
  const col = sql.ref(`bikes.${column}`);
  const inCountry = country ? sql`AND bikes.country = ${country}` : sql``;
  const next = (after: RawBuilder<unknown> | null) =>
    sql`(SELECT ${col} FROM bikes WHERE bikes.status = 'available' AND bikes.category_id = ${categoryId} ${inCountry}
      ${after ? sql`AND ${col} > ${after}` : sql``} ORDER BY ${col} LIMIT 1)`;
  return sql<{ value: string }>`WITH RECURSIVE options(value) AS (
    ${next(null)}
    UNION ALL
    SELECT ${next(sql`options.value`)} FROM options WHERE options.value IS NOT NULL
  ) SELECT value FROM options WHERE value IS NOT NULL LIMIT ${MAX_OPTIONS}`;
}

/** One select's values: the category's loose scan, or each category's merged (the first MAX_OPTIONS overall are among theirs). */
function optionValues(categoryId: number | undefined, column: FilterColumn, country?: string) {
  if (categoryId !== undefined) return looseScan(sql`${categoryId}`, column, country);
  return sql<{ value: string }>`SELECT DISTINCT per_category.value FROM categories
    CROSS JOIN LATERAL (${looseScan(sql.ref("categories.id"), column, country)}) AS per_category
    ORDER BY per_category.value LIMIT ${MAX_OPTIONS}`;
}

/** GET /api/bikes/filters: the three option lists in one statement. A country narrows the cities only. */
export const filterOptions = (categoryId: number | undefined, country?: string) =>
  sql<{ countries: string[]; cities: string[]; models: string[] }>`SELECT
    ARRAY(${optionValues(categoryId, "country")}) AS countries,
    ARRAY(${optionValues(categoryId, "city", country || undefined)}) AS cities,
    ARRAY(${optionValues(categoryId, "model")}) AS models`;
