import { Pool, neonConfig } from "@neondatabase/serverless";
import { Kysely, PostgresDialect } from "kysely";
import type { Bindings } from "../env";
import { callbackQueryPool } from "./callback-pool";
import { CoalescingWebSocket } from "./coalescing-websocket";
import type { Database } from "./database";
import { TcpWebSocket } from "./tcp-websocket";

// Module-level, not assigned as literals per request: V8 puts a function literal assigned to a
// property in the old generation (see callback-pool.ts), one more long-lived closure per request.
const tcpProxy = (host: string, port: string | number) => `${host}:${port}`;
const relayProxy = (relay: string) => (host: string, port: string | number) => `${relay}/v1?address=${host}:${port}`;

/**
 * The Neon driver's socket: the runtime's WebSocket to Neon's proxy in production (or to the local
 * relay), a plain TCP socket to a local Postgres with PG_TRANSPORT=tcp. Either sends what the
 * driver writes in one turn as one message itself (send-buffer.ts), so the driver's own
 * coalescing, which waits for a timer, is off.
 */
function configureTransport(env: Pick<Bindings, "PG_RELAY" | "PG_TRANSPORT">): void {
  neonConfig.coalesceWrites = false;
  neonConfig.webSocketConstructor = CoalescingWebSocket as unknown as typeof WebSocket;
  if (!env.PG_RELAY && env.PG_TRANSPORT !== "tcp") return;
  neonConfig.useSecureWebSocket = false;
  neonConfig.pipelineTLS = false;
  neonConfig.pipelineConnect = false;
  if (env.PG_TRANSPORT === "tcp") {
    // Local Postgres and PgBouncer use password auth here, so startup, password and the first
    // query can go in one write, as Neon's own default does (saves round trips per request).
    neonConfig.pipelineConnect = "password";
    neonConfig.webSocketConstructor = TcpWebSocket as unknown as typeof WebSocket;
    neonConfig.wsProxy = tcpProxy;
  } else {
    neonConfig.wsProxy = relayProxy(env.PG_RELAY!);
  }
}

/** A Kysely instance over the Neon driver for one request. */
export function createDb(env: Pick<Bindings, "DATABASE_URL" | "PG_RELAY" | "PG_TRANSPORT">): Kysely<Database> {
  configureTransport(env);
  // One connection per request: opening one is most of a request's database time, so queries a
  // handler starts together (Promise.all) queue on it instead of each opening another.
  // No idle timeout: the pool lives for one request and is ended after it (middleware/database.ts),
  // and the driver would otherwise set and clear a timer every time a query gives the client back.
  const pool = new Pool({ connectionString: env.DATABASE_URL, max: 1, connectionTimeoutMillis: 5000, idleTimeoutMillis: 0 });
  // A pool error (server gone) must not crash the isolate; the failing query reports it.
  pool.on("error", () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: callbackQueryPool(pool) }) });
}
