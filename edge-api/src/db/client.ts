import { Pool, neonConfig } from "@neondatabase/serverless";
import { Kysely, PostgresDialect, type PostgresPool } from "kysely";
import type { Bindings } from "../env";
import type { Database } from "./database";

/**
 * A Kysely instance over the Neon driver for one request. Locally the driver reaches a plain
 * Postgres through a WebSocket→TCP relay; that path is switched on only by PG_RELAY.
 */
export function createDb(env: Pick<Bindings, "DATABASE_URL" | "PG_RELAY">): Kysely<Database> {
  if (env.PG_RELAY) {
    const relay = env.PG_RELAY;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    neonConfig.pipelineConnect = false;
    neonConfig.wsProxy = (host, port) => `${relay}/v1?address=${host}:${port}`;
  }
  const pool = new Pool({ connectionString: env.DATABASE_URL, max: 5, connectionTimeoutMillis: 5000 });
  // A pool error (server gone) must not crash the isolate; the failing query reports it.
  pool.on("error", () => {});
  // Kysely 0.29 types its pool after pg's newer Client; the Neon Pool is pg-compatible at runtime.
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool as unknown as PostgresPool }) });
}
