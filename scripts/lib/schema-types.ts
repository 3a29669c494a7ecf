import { join } from "node:path";
import { Cli } from "kysely-codegen";
import { format, resolveConfig } from "prettier";
import { ROOT } from "./process";

/** What kysely-codegen makes of the migrated schema; edge-api/src/db/database.ts is checked against it. */
export const SCHEMA_TYPES_FILE = join(ROOT, "edge-api", "src", "db", "schema.generated.ts");

const HEADER =
  "// The migrated schema's tables as kysely-codegen reads them: `npm run db:types` writes this file, and\n" +
  "// tests/scripts/schema.test.ts fails when it is out of date. The Database interface (database.ts) is\n" +
  "// checked against it by `npm run typecheck` (schema-check.ts).\n\n";

/** The text of SCHEMA_TYPES_FILE for the database at `databaseUrl` (migrated), formatted as the repo's files are. */
export async function schemaTypes(databaseUrl: string): Promise<string> {
  const generated = await new Cli().generate({
    url: databaseUrl,
    dialect: "postgres",
    // node-pg-migrate's record of what ran, not the application's.
    excludePattern: "pgmigrations",
    outFile: null,
    logLevel: "error",
  });
  return format(HEADER + generated.trimStart(), { ...(await resolveConfig(SCHEMA_TYPES_FILE)), filepath: SCHEMA_TYPES_FILE });
}
