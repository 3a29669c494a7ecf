import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "../../edge-api/src/db/database";

/** Kysely over node-postgres, for the scripts (the bench, seeding): the Worker itself uses the Neon driver. */
export const nodeKysely = (connectionString: string, max = 2) =>
  new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString, max }) }) });
