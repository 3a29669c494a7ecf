import { sql, type RawBuilder } from "kysely";

type FilterColumn = "country" | "city" | "model";

/** At most this many values per select. */
const MAX_OPTIONS = 200;

/**
 * The distinct values of one column among one category's available bikes (and, given `country`,
 * only that country's), in order, at most MAX_OPTIONS: a loose index scan — one index probe per
 * value — instead of reading every bike of the category. Probes run on the index whose leading
 * columns are the equalities and then the column: bikes_browse_<column>_newest_idx (category,
 * column), or bikes_category_country_city_model_idx (category, country, city, model) for a country's cities.
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

/**
 * GET /api/bikes/filters: one select's values. With a category, its loose scan. Without one, the
 * loose scan of each category (the categories are few) merged: the first MAX_OPTIONS values overall
 * are among each category's first MAX_OPTIONS, so the answer is the same as a DISTINCT over every
 * available bike, without reading them all.
 */
function optionValues(categoryId: number | undefined, column: FilterColumn, country?: string) {
  if (categoryId !== undefined) return looseScan(sql`${categoryId}`, column, country);
  return sql<{ value: string }>`SELECT DISTINCT per_category.value FROM categories
    CROSS JOIN LATERAL (${looseScan(sql.ref("categories.id"), column, country)}) AS per_category
    ORDER BY per_category.value LIMIT ${MAX_OPTIONS}`;
}

/**
 * The three option lists in one statement (one round trip), each as optionValues gives it. A
 * country narrows the cities only: the country select still offers every country, and models stay
 * the category's.
 */
export const filterOptions = (categoryId: number | undefined, country?: string) =>
  sql<{ countries: string[]; cities: string[]; models: string[] }>`SELECT
    ARRAY(${optionValues(categoryId, "country")}) AS countries,
    ARRAY(${optionValues(categoryId, "city", country || undefined)}) AS cities,
    ARRAY(${optionValues(categoryId, "model")}) AS models`;
