import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { logLine } from "./log";
import { routePattern } from "./route-pattern";

export interface ErrorContext {
  requestId: string;
  method: string;
  route: string | null;
  userId: number | null;
}

export type ErrorReporter = (error: unknown, context: ErrorContext) => void;

let reporter: ErrorReporter | undefined;

/**
 * Where reports go besides the log: lib/platform/sentry.ts sets Sentry's when SENTRY_DSN is configured
 * (index.ts); nothing otherwise, so local runs and tests never send anything.
 */
export function setErrorReporter(next: ErrorReporter | undefined): void {
  reporter = next;
}

const describe = (error: unknown) =>
  error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { name: typeof error, message: String(error) };

/** The one hook every unexpected error goes through (middleware/errors.ts): a log line, then the reporter. */
export function reportError(error: unknown, c: Context<AppEnv>): void {
  const context: ErrorContext = {
    requestId: c.var.requestId,
    method: c.req.method,
    route: routePattern(c),
    userId: c.var.user?.id ?? null,
  };
  logLine("error", "unhandled error", { ...context, error: describe(error) });
  try {
    reporter?.(error, context);
  } catch (failure) {
    logLine("error", "error reporter failed", { requestId: context.requestId, error: describe(failure) });
  }
}
