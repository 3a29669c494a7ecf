import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withClient } from "./pg-client";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set: run these tests through `npm test`.");

const DATABASE = `motomart_ops_${process.pid}`;
const databaseUrl = testDatabaseUrl.replace(/\/[^/?]+(\?|$)/, `/${DATABASE}$1`);
const serverUrl = testDatabaseUrl.replace(/\/[^/?]+(\?|$)/, "/postgres$1");

/** Runs `npm run <script> [-- args]` as an operator would, with DATABASE_URL set; never throws. */
async function npmRun(script: string, args: string[] = [], env: Record<string, string | undefined> = { DATABASE_URL: databaseUrl }) {
  const result = await promisify(execFile)("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? 1,
      stdout: error.stdout ?? "",
      stderr: error.stderr ?? "",
    }),
  );
  return { ...result, output: result.stdout + result.stderr };
}

const query = <Row extends pg.QueryResultRow>(text: string, values: unknown[] = [], url = databaseUrl): Promise<Row[]> =>
  withClient(url, async (client) => (await client.query<Row>(text, values)).rows);

beforeAll(async () => {
  await query(`DROP DATABASE IF EXISTS ${DATABASE}`, [], serverUrl);
  await query(`CREATE DATABASE ${DATABASE}`, [], serverUrl);
});
afterAll(async () => {
  await query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`, [], serverUrl);
});

describe("the production path on an empty database", () => {
  it("db:migrate creates the schema without any demo data, and a second run applies nothing", async () => {
    const first = await npmRun("db:migrate");
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/Applied \d+ migration\(s\)/);
    const [counts] = await query<{ users: number; bikes: number; blogs: number }>(
      "SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM bikes)::int AS bikes, (SELECT count(*) FROM blogs)::int AS blogs",
    );
    expect(counts).toEqual({ users: 0, bikes: 0, blogs: 0 });

    const again = await npmRun("db:migrate");
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain("Migrations are up to date.");
  });

  it("db:seed:reference inserts the five categories and the gazetteer once", async () => {
    const first = await npmRun("db:seed:reference");
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/Inserted 5 categories and \d{6} places\./);
    const again = await npmRun("db:seed:reference");
    expect(again.output).toContain("nothing to insert");
    const names = (await query<{ name: string }>("SELECT name FROM categories ORDER BY id")).map((row) => row.name);
    expect(names).toEqual(["Sports", "Cruiser", "Scooter", "Off-road", "Touring"]);
    expect(await query("SELECT 1 FROM users")).toHaveLength(0);
    const [munich] = await query<{ latitude: number; longitude: number }>(
      "SELECT latitude, longitude FROM places WHERE country_code = 'DE' AND search_name = 'munich'",
    );
    expect(munich!.latitude).toBeCloseTo(48.137, 2);
    expect(munich!.longitude).toBeCloseTo(11.575, 2);
  });

  it("gives listings made before places their place, and names those that match none", async () => {
    const [seller] = await query<{ id: number }>(
      "INSERT INTO users (firebase_uid, name, email, role) VALUES ('uid-old-seller', 'Old Seller', 'old@example.com', 'seller') RETURNING id",
    );
    const listing = (country: string, city: string) =>
      query<{ id: number }>(
        `INSERT INTO bikes (seller_id, category_id, name, picture, resale_price_cents, original_price_cents, seller_name,
           location, country, city, model, engine_cc, condition, description, mobile_number)
         VALUES ($1, (SELECT min(id) FROM categories), 'Old listing', '/images/bikes/fz.svg', 100000, 150000, 'Old Seller',
           'Downtown', $2, $3, 'FZ', 150, 'good', 'Listed before places.', '01711111111') RETURNING id`,
        [seller!.id, country, city],
      );
    const [austin] = await listing("usa", "AUSTIN");
    const [atlantis] = await listing("Greece", "Atlantis");
    const matched = await npmRun("db:seed:reference");
    expect(matched.code, matched.output).toBe(0);
    expect(matched.output).toContain("Gave 1 listings their place.");
    expect(matched.output).toContain('1 listings in "Atlantis", "Greece" match no known place');
    const rows = await query<{ id: number; country: string; city: string; place_id: number | null; latitude: number | null }>(
      "SELECT id, country, city, place_id, latitude FROM bikes ORDER BY id",
    );
    // The most populous Austin of the United States (Texas), under the names the API stores.
    expect(rows.find((row) => row.id === austin!.id)).toMatchObject({ country: "United States of America", city: "Austin" });
    expect(rows.find((row) => row.id === austin!.id)!.latitude).toBeCloseTo(30.27, 1);
    expect(rows.find((row) => row.id === atlantis!.id)).toMatchObject({ country: "Greece", city: "Atlantis", place_id: null });
  });

  it("create-admin promotes an existing account, whatever the case of the email, and refuses an unknown one", async () => {
    await query(
      "INSERT INTO users (firebase_uid, name, email, role) VALUES ('uid-first-admin', 'Olivia Owner', 'Olivia@Example.com', 'seller')",
    );

    const unknown = await npmRun("create-admin", ["nobody@example.com"]);
    expect(unknown.code).not.toBe(0);
    expect(unknown.output).toContain("No account with the email nobody@example.com");

    const promoted = await npmRun("create-admin", ["olivia@example.com"]);
    expect(promoted.code, promoted.output).toBe(0);
    expect(promoted.output).toContain("is now an admin (was seller)");
    expect(await query("SELECT role FROM users WHERE firebase_uid = 'uid-first-admin'")).toEqual([{ role: "admin" }]);

    const again = await npmRun("create-admin", ["olivia@example.com"]);
    expect(again.output).toContain("is already an admin");
  });

  it("asks for a direct DATABASE_URL instead of falling back to a local database", async () => {
    const missing = await npmRun("db:migrate", [], { DATABASE_URL: "" });
    expect(missing.code).not.toBe(0);
    expect(missing.output).toContain("DATABASE_URL is not set");
    const pooled = await npmRun("db:migrate", [], {
      DATABASE_URL: "postgresql://u:p@ep-cool-name-123-pooler.eu-central-1.aws.neon.tech/neondb",
    });
    expect(pooled.code).not.toBe(0);
    expect(pooled.output).toContain("pooled endpoint");
    const usage = await npmRun("create-admin", []);
    expect(usage.output).toContain("Usage: npm run create-admin -- <email");
  });
});
