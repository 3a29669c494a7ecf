import type { Pool, PoolClient } from "@neondatabase/serverless";
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";

/**
 * The Neon Pool as Kysely's PostgresDialect needs it, with every query run through the driver's
 * callback form instead of its promise form.
 *
 * Why: for the promise form the driver runs `query.callback = (err, res) => …` (pg's Client.query).
 * V8 allocates a function literal assigned to a property straight in the old generation (a
 * heuristic for methods, which live long), and that closure keeps the whole query() scope — the
 * client, its connection, the query and its result rows — reachable until the next major
 * collection, although the request that made them ended long before. Every minor collection then
 * copied ~7 KB per request it had served (~15 % of all a request allocated), and its pauses were
 * the search p99 tails of docs/benchmarks.md ("Where the p99 tail comes from"). A callback passed
 * as an argument is an ordinary young closure and dies with its request.
 */
export function callbackQueryPool(pool: Pool): PostgresPool {
  return {
    // Kysely opens a separate control connection from these to cancel a running query.
    Client: pool.Client as unknown as PostgresPool["Client"],
    options: pool.options,
    connect: async () => callbackQueryClient(await pool.connect()),
    end: () => pool.end(),
  };
}

function callbackQueryClient(client: PoolClient): PostgresPoolClient {
  const query = <R>(sql: string, parameters: ReadonlyArray<unknown>) =>
    new Promise<PostgresQueryResult<R>>((resolve, reject) => {
      client.query(sql, parameters as unknown[], (error: Error | undefined, result) =>
        error ? reject(error) : resolve(result as unknown as PostgresQueryResult<R>),
      );
    });
  return {
    // Kysely reads the backend's process id to cancel a query on that connection.
    get processID() {
      return (client as unknown as { processID?: number }).processID;
    },
    query: query as PostgresPoolClient["query"],
    release: (destroy?: boolean) => client.release(destroy),
  };
}
