import { createMiddleware } from "hono/factory";
import { createDb } from "../db/client";
import { RoundTrips, roundTripsOfRequest } from "../db/round-trips";
import type { AppEnv } from "../env";
import { enqueueOutbox, mailOfRequest } from "../lib/mail/outbox";
import { logLine } from "../lib/platform/log";

const logQueueFailure = (error: unknown) => logLine("error", "mail outbox not queued", { error: String(error) });

/** The driver rejects with a socket ErrorEvent when Postgres is unreachable; Hono's onError only sees Errors. */
const asError = (thrown: unknown): Error => {
  if (thrown instanceof Error) return thrown;
  const message = (thrown as { message?: unknown } | null)?.message;
  return new Error(typeof message === "string" ? message : "Database connection failed", { cause: thrown });
};

/**
 * One Kysely per request, closed after the response without holding it up; its database round
 * trips are counted (db/round-trips.ts) for Server-Timing.
 */
export const database = createMiddleware<AppEnv>(async (c, next) => {
  const db = createDb(c.env);
  const trips = new RoundTrips();
  const mail = { ids: [] as string[] };
  c.set("db", db);
  c.set("roundTrips", trips);
  try {
    await roundTripsOfRequest.run(trips, () => mailOfRequest.run(mail, next));
  } catch (thrown) {
    throw asError(thrown);
  } finally {
    trips.stop();
    // The mail a request wrote leaves the outbox for the queue once the answer is on its way (lib/mail/outbox.ts).
    const queuing = mail.ids.length ? enqueueOutbox(db, c.env.MAIL_QUEUE, mail.ids).catch(logQueueFailure) : null;
    const closing = Promise.resolve(queuing).then(() => db.destroy().catch(() => {}));
    try {
      c.executionCtx.waitUntil(closing);
    } catch {
      // No execution context (a plain app.request in a unit test): let it close in the background.
    }
  }
});
