import { Hono } from "hono";
import { generateSpecs } from "hono-openapi";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { columnPredicates, savedSearchPredicates } from "../../edge-api/src/lib/browse/filter-predicates";
import { validate } from "../../edge-api/src/lib/api/validate";
import { documentOptions } from "../../edge-api/src/lib/api/openapi";
import { readStoredFilters, storedFilters } from "../../edge-api/src/lib/saved-searches/stored-filters";
import { wholeNumber } from "../../edge-api/src/lib/api/fields";
import { browseCountQuery, browseQuery } from "../../edge-api/src/schemas/bike";
import { savedSearchFilters } from "../../edge-api/src/schemas/saved-search";
import { facetsQuery } from "../../edge-api/src/schemas/search";
import { BROWSE_FILTERS, filtersSchema, type ColumnFilter, type FilterRegistry } from "../../edge-api/src/schemas/browse-filters";
import { urlFilters } from "../../ui/src/features/bikes/components/filters";
import { createBike, createCategory, createUser, db } from "./support/fixtures";

/**
 * A filter declared once in the registry (schemas/browse-filters.ts) works everywhere filters
 * go: a made-up "Min months used" (months_used >=), added to a copy of the registry and nowhere
 * else, is validated with per-field messages and a range rule, filters bikes, is stored with a
 * saved search and matches new bikes, is documented in OpenAPI, and is kept in the UI's URL.
 */
const minMonths: ColumnFilter = {
  kind: "column",
  label: "Min months used",
  rule: wholeNumber("Min months used", 0, 600).optional(),
  column: "months_used",
  compare: ">=",
  ownIndex: false,
  saved: true,
};
const registry: FilterRegistry = { ...BROWSE_FILTERS, minMonths };
const schema = filtersSchema(registry);

describe("a filter added to the registry alone", () => {
  let category: number;
  const bikes: Record<string, number> = {};
  beforeAll(async () => {
    const seller = await createUser("seller");
    category = await createCategory();
    bikes.new = await createBike(seller.id, { categoryId: category, monthsUsed: 2 });
    bikes.used = await createBike(seller.id, { categoryId: category, monthsUsed: 8 });
    bikes.old = await createBike(seller.id, { categoryId: category, monthsUsed: 30 });
  });

  it("takes its query parameter under its rule, with per-field messages and its range in order", () => {
    expect(schema.parse({ id: String(category), minMonths: "6" })).toEqual({ id: category, minMonths: 6 });
    const bad = schema.safeParse({ minMonths: "-1" });
    expect(bad.success || bad.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["minMonths", "Min months used must be at least 0"],
    ]);
    const reversed = schema.safeParse({ minMonths: "12", maxMonths: "6" });
    expect(reversed.success || reversed.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["minMonths", "Min months used must not be above Max months used"],
    ]);
  });

  it("narrows browse's bikes", async () => {
    const f = schema.parse({ id: String(category), minMonths: "6", maxMonths: "24" });
    let query = db().selectFrom("bikes").select("bikes.id").where("bikes.status", "=", "available");
    for (const predicate of columnPredicates(f, registry)) query = query.where(predicate);
    expect((await query.orderBy("bikes.id").execute()).map((b) => b.id)).toEqual([bikes.used]);
  });

  it("is kept by a saved search and matched against new bikes by the same comparison", async () => {
    const f = schema.parse({ id: String(category), minMonths: "6", maxPrice: "900" });
    const stored = storedFilters(f, registry);
    expect(stored).toEqual({ id: category, minMonths: 6, maxPrice: 90_000 });
    expect(readStoredFilters(stored, registry)).toEqual({ id: category, minMonths: 6, maxPrice: 900 });
    const { rows } = await sql<{ id: number }>`SELECT bike.id FROM bikes AS bike,
        (SELECT ${JSON.stringify(stored)}::jsonb AS filters) AS s
      WHERE bike.category_id = ${category} AND ${sql.join(savedSearchPredicates(registry, "bike", "s"), sql` AND `)}
      ORDER BY bike.id`.execute(db());
    expect(rows.map((b) => b.id)).toEqual([bikes.used, bikes.old]);
  });

  it("is documented as a query parameter in OpenAPI", async () => {
    const api = new Hono().get("/bikes", validate("query", schema), (c) => c.json({}));
    const spec = await generateSpecs(api, documentOptions);
    const parameters = (spec.paths?.["/bikes"]?.get?.parameters ?? []) as { name: string; in: string }[];
    expect(parameters).toContainEqual(expect.objectContaining({ name: "minMonths", in: "query" }));
  });

  it("is kept in the UI's URL when valid, and left out when not", () => {
    expect(urlFilters(new URLSearchParams("minMonths=6&country=Nepal&sort=price_asc"), registry)).toEqual({
      minMonths: "6",
      country: "Nepal",
    });
    expect(urlFilters(new URLSearchParams("minMonths=many"), registry)).toEqual({});
    expect(urlFilters(new URLSearchParams("minMonths=6"))).toEqual({});
  });
});

it("is where browse, its count, the search's category counts and saved searches take their filters from", () => {
  const names = Object.keys(BROWSE_FILTERS);
  expect(Object.keys(browseCountQuery.shape)).toEqual(names);
  expect(Object.keys(browseQuery.shape)).toEqual([...names, "sort", "cursor", "limit"]);
  expect(Object.keys(facetsQuery.shape)).toEqual(names.filter((name) => name !== "id"));
  expect(Object.keys(savedSearchFilters.shape)).toEqual(names.filter((name) => BROWSE_FILTERS[name as keyof typeof BROWSE_FILTERS].saved));
});
