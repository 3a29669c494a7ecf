import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runner } from "node-pg-migrate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASELINE, migrate } from "../../scripts/lib/migrate";
import { SCHEMA_TYPES_FILE, schemaTypes } from "../../scripts/lib/schema-types";
import { withClient } from "./pg-client";

/**
 * The schema in one place (#35): migrations/ starts with one baseline that reads as the schema, and
 * the 41 migrations it replaced are kept, as they were, in fixtures/old-migrations/. A database
 * migrated either way must end with the same schema; the Database interface is checked against it
 * through edge-api/src/db/schema.generated.ts, which must be kysely-codegen's reading of it.
 */
const OLD_MIGRATIONS = fileURLToPath(new URL("fixtures/old-migrations", import.meta.url));

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set: run these tests through `npm test`.");
const databaseUrl = (name: string) => testDatabaseUrl.replace(/\/[^/?]+(\?|$)/, `/${name}$1`);
const DATABASES = ["fresh", "old_way", "part_way"].map((name) => `motomart_schema_${name}_${process.pid}`);
const [fresh, oldWay, partWay] = DATABASES.map(databaseUrl) as [string, string, string];

const onServer = (statements: string[]) =>
  withClient(databaseUrl("postgres"), async (client) => {
    for (const statement of statements) await client.query(statement);
  });

/** The migrations as they ran before the baseline, up to `count` of them. */
const migrateTheOldWay = (url: string, count?: number) =>
  runner({
    databaseUrl: url,
    dir: OLD_MIGRATIONS,
    migrationsTable: "pgmigrations",
    direction: "up",
    count,
    checkOrder: true,
    logger: silent,
  });
const silent = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };

/**
 * The schema as the catalog describes it, in the forms Postgres itself prints (pg_get_*def): what
 * pg_dump --schema-only would show, but without needing its binary. Extension-owned objects (pg_trgm's
 * functions and types) are left out; the extension and its version are in.
 */
const CATALOG: Record<string, string> = {
  extensions: "SELECT extname AS name, extversion AS version FROM pg_extension ORDER BY 1",
  types: `SELECT t.typname AS name, t.typtype AS kind, format_type(t.typbasetype, t.typtypmod) AS domain_of,
      ARRAY(SELECT enumlabel::text FROM pg_enum WHERE enumtypid = t.oid ORDER BY enumsortorder) AS labels
    FROM pg_type t WHERE t.typnamespace = 'public'::regnamespace AND t.typtype IN ('e', 'd')
      AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
    ORDER BY 1`,
  relations: `SELECT relname AS name, relkind AS kind, relpersistence AS persistence, reloptions AS options,
      relrowsecurity AS row_security, relreplident AS replica_identity
    FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p', 'v', 'm', 'f', 'S') ORDER BY 1`,
  // In table order (position, not attnum: a dropped column leaves a gap in attnum only).
  columns: `SELECT c.relname AS table, row_number() OVER (PARTITION BY c.oid ORDER BY a.attnum) AS position, a.attname AS name,
      format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default,
      a.attidentity AS identity, a.attgenerated AS generated,
      CASE WHEN a.attcollation <> t.typcollation THEN co.collname END AS collation
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_type t ON t.oid = a.atttypid
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      LEFT JOIN pg_collation co ON co.oid = a.attcollation
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY 1, 2`,
  sequences: `SELECT sequencename AS name, data_type, start_value, increment_by, min_value, max_value, cycle
    FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  constraints: `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
    FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`,
  indexes: `SELECT i.indrelid::regclass::text AS table, c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relnamespace = 'public'::regnamespace ORDER BY 1, 2`,
  statistics: `SELECT stxname AS name, pg_get_statisticsobjdef(oid) AS definition
    FROM pg_statistic_ext WHERE stxnamespace = 'public'::regnamespace ORDER BY 1`,
  functions: `SELECT p.oid::regprocedure::text AS name, pg_get_functiondef(p.oid) AS definition
    FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
      AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    ORDER BY 1`,
  triggers: `SELECT tgrelid::regclass::text AS table, tgname AS name, tgenabled AS enabled, pg_get_triggerdef(oid) AS definition
    FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1, 2`,
  views: `SELECT relname AS name, pg_get_viewdef(oid) AS definition
    FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind IN ('v', 'm') ORDER BY 1`,
};

const schemaOf = (url: string) =>
  withClient(url, async (client) => {
    const schema: Record<string, unknown[]> = {};
    for (const [part, sql] of Object.entries(CATALOG)) schema[part] = (await client.query(sql)).rows;
    return schema;
  });

const migrationsRun = (url: string) =>
  withClient(url, async (client) => (await client.query<{ name: string }>("SELECT name FROM pgmigrations ORDER BY run_on, id")).rows);

beforeAll(async () => {
  await onServer(DATABASES.flatMap((name) => [`DROP DATABASE IF EXISTS ${name}`, `CREATE DATABASE ${name}`]));
});
afterAll(async () => {
  await onServer(DATABASES.map((name) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

describe("the baseline migration", () => {
  it("makes the schema the migrations it replaced made, and takes over a database migrated by them", async () => {
    const applied = await migrate(fresh);
    expect(applied[0]).toBe(BASELINE);

    expect(await migrateTheOldWay(oldWay)).toHaveLength(41);
    // Recorded as the baseline; what came after it applies as anywhere else.
    expect(await migrate(oldWay)).toEqual(applied.slice(1));
    expect(await migrationsRun(oldWay)).toEqual(await migrationsRun(fresh));

    const schema = await schemaOf(fresh);
    expect(schema.functions?.length).toBeGreaterThan(0);
    expect(await schemaOf(oldWay)).toEqual(schema);
    expect(await migrate(oldWay)).toEqual([]);
  });

  it("refuses a database that stopped part-way through the old migrations, saying what to do", async () => {
    await migrateTheOldWay(partWay, 10);
    await expect(migrate(partWay)).rejects.toThrow(/stopped part-way .* start it afresh/);
    expect(await migrationsRun(partWay)).toHaveLength(10);
  });
});

describe("the Database interface's check", () => {
  it("is against kysely-codegen's reading of the migrated schema (edge-api/src/db/schema.generated.ts)", async () => {
    await migrate(fresh);
    expect(await schemaTypes(fresh), "schema.generated.ts is out of date: run `npm run db:types`").toBe(
      readFileSync(SCHEMA_TYPES_FILE, "utf8"),
    );
  });
});
