import type { Context } from "hono";
import type { Kysely } from "kysely";
import { createDb } from "../../db/client";
import type { Database } from "../../db/database";
import type { AppEnv } from "../../env";
import { logLine } from "./log";
import { roundTripsOfRequest } from "../../db/round-trips";

/**
 * Work a request starts but its answer need not wait for (Workers' waitUntil), on a database
 * connection of its own: the request's closes with the answer. Where there is no execution context
 * (the API tests' plain app.request) it is awaited instead. A failure is logged, never answered.
 */
export async function afterResponse(c: Context<AppEnv>, what: string, work: (db: Kysely<Database>) => Promise<unknown>): Promise<void> {
  const db = createDb(c.env);
  // Not the request's round trips (Server-Timing, the route budgets): the answer does not wait for them.
  const done = roundTripsOfRequest
    .exit(() => work(db))
    .catch((error: unknown) => logLine("error", `${what} failed`, { requestId: c.var.requestId, error: String(error) }))
    .finally(() => db.destroy().catch(() => {}));
  try {
    c.executionCtx.waitUntil(done);
  } catch {
    await done;
  }
}
