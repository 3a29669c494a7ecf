import { z } from "zod";
import type { ContentfulStatusCode } from "hono/utils/http-status";

const errorCode = z.enum([
  "validation_failed",
  "unauthenticated",
  "forbidden",
  "email_unverified",
  /** An admin removed the caller's account (#33): the UI says so instead of asking to sign up. */
  "account_removed",
  "not_found",
  "conflict",
  "already_paid",
  "bike_sold",
  /** The bike's seller has no payout account that can receive money yet (#15). */
  "seller_not_connected",
  "card_declined",
  /** Stripe would not carry out the payment as asked (an amount below its minimum charge, say). */
  "payment_refused",
  /** The request body is over its route's limit (lib/platform/body-limits.ts). */
  "too_large",
  "rate_limited",
  "misconfigured",
  "not_implemented",
  "unavailable",
  "internal",
]);
export type ErrorCode = z.infer<typeof errorCode>;

/**
 * the error shape of docs/architecture.md, plus the answer's X-Request-Id so support can find its log line.
 * Also the error response of the OpenAPI document (lib/api/openapi.ts).
 */
export const errorBody = z.object({
  error: z.object({
    code: errorCode,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional().describe("One message per invalid field, keyed by its path"),
  }),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** An error a caller should see, with its status and the shape docs/architecture.md fixes. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new ApiError(400, "validation_failed", message, fields);
export const unauthenticated = (message = "Sign in to continue.") => new ApiError(401, "unauthenticated", message);
export const forbidden = (message = "You are not allowed to do this.") => new ApiError(403, "forbidden", message);
/** A dependency is down; middleware/errors.ts adds Retry-After (docs/architecture.md). */
export const unavailable = (message: string) => new ApiError(503, "unavailable", message);
export const notFound = (what: string) => new ApiError(404, "not_found", `${what} not found.`);
export const conflict = (
  message: string,
  code: Extract<ErrorCode, "conflict" | "already_paid" | "bike_sold" | "seller_not_connected"> = "conflict",
) => new ApiError(409, code, message);
