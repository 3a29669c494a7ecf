import { sql, type RawBuilder } from "kysely";

type FilterColumn = "country" | "city" | "model";

/**
 * GET /api/bikes/filters: the distinct values of one column among a category's available bikes,
 * in order, at most 200. With a category it is a loose index scan (one index probe per value, on
 * the bikes_browse_<column>_newest_idx indexes) instead of reading every bike of the category.
 */
function optionValues(categoryId: number | undefined, column: FilterColumn) {
  const col = sql.ref(`bikes.${column}`);
  if (categoryId === undefined) {
    return sql<{ value: string }>`SELECT DISTINCT ${col} AS value FROM bikes WHERE bikes.status = 'available' ORDER BY value LIMIT 200`;
  }
  const next = (after: RawBuilder<unknown> | null) =>
    sql`(SELECT ${col} FROM bikes WHERE bikes.status = 'available' AND bikes.category_id = ${categoryId}
      ${after ? sql`AND ${col} > ${after}` : sql``} ORDER BY ${col} LIMIT 1)`;
  return sql<{ value: string }>`WITH RECURSIVE options(value) AS (
    ${next(null)}
    UNION ALL
    SELECT ${next(sql`options.value`)} FROM options WHERE options.value IS NOT NULL
  ) SELECT value FROM options WHERE value IS NOT NULL LIMIT 200`;
}

/** The three option lists in one statement (one round trip), each as optionValues gives it. */
export const filterOptions = (categoryId: number | undefined) =>
  sql<{ countries: string[]; cities: string[]; models: string[] }>`SELECT
    ARRAY(${optionValues(categoryId, "country")}) AS countries,
    ARRAY(${optionValues(categoryId, "city")}) AS cities,
    ARRAY(${optionValues(categoryId, "model")}) AS models`;
